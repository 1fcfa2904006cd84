/** The address of a doc page's Markdown twin: the page's address plus `.md` (`/api/hooks` → `/api/hooks.md`). */
export const markdownTwinPath = (route: string) => `/${route}.md`;
