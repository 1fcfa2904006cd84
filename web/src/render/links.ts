/** A link to a route of this site (`/api/hooks#useselector`), which stays in the tab and navigates in the browser. */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
