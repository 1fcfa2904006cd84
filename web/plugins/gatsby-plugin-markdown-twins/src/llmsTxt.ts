import { markdownTwinPath } from '@react-redux-docs/web/doc-pages/markdown-twin';
import { absoluteUrl } from './docToMarkdown.ts';

/** A doc as the lists name it: where its page and twin are, its title and description. */
export interface ListedDoc {
  id: string;
  title: string;
  /** The page's route without the leading slash, e.g. `api/hooks`. */
  route: string;
  description?: string | null;
}

/**
 * The docs of one list in sidebar order, one group per run of docs under the same outermost category (`groups`:
 * doc id → its group, in sidebar order); docs the sidebar does not list follow, under "Other docs".
 */
export function inSidebarOrder(
  docs: readonly ListedDoc[],
  groupOf: ReadonlyMap<string, string>,
): { label: string; docs: ListedDoc[] }[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const groups: { label: string; docs: ListedDoc[] }[] = [];
  for (const [id, label] of groupOf) {
    const doc = byId.get(id);
    if (!doc) continue;
    byId.delete(id);
    const last = groups.at(-1);
    if (last?.label === label) last.docs.push(doc);
    else groups.push({ label, docs: [doc] });
  }
  const rest = [...byId.values()].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return rest.length > 0 ? [...groups, { label: 'Other docs', docs: rest }] : groups;
}

/**
 * An llms.txt as llmstxt.org proposes it: the site's title as the one `#` heading, its tagline as the `>`
 * summary, then a `##` section per sidebar category listing each doc's twin with its description.
 */
export function llmsTxt(options: {
  title: string;
  tagline?: string | null;
  siteUrl: string;
  groups: readonly { label: string; docs: readonly ListedDoc[] }[];
}): string {
  const lines = [`# ${oneLine(options.title)}`, ''];
  if (options.tagline) lines.push(`> ${oneLine(options.tagline)}`, '');
  for (const group of options.groups) {
    lines.push(`## ${oneLine(group.label)}`, '');
    for (const doc of group.docs) {
      const link = `[${oneLine(doc.title).replace(/([[\]\\])/g, '\\$1')}](${absoluteUrl(markdownTwinPath(doc.route), options.siteUrl)})`;
      lines.push(doc.description ? `- ${link}: ${oneLine(doc.description)}` : `- ${link}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every doc's twin in list order, one after another: the whole docs in one text. */
export function llmsFullTxt(twins: readonly string[]): string {
  return `${twins.map((twin) => twin.trimEnd()).join('\n\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
