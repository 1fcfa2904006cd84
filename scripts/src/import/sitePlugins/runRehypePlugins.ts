import type { RootContent as HastContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type PluggableList, unified } from 'unified';
import { treeToMarkdown } from '../components/htmlToMarkdown.ts';
import { rewriteBlocks, type Segment } from './rewriteBlocks.ts';
import type { PluginOutput, SitePlugin } from './runRemarkPlugins.ts';

const startOf = (node: { position?: { start: { offset?: number | undefined } } | undefined }) =>
  node.position?.start.offset;
const isBlank = (node: HastContent) => node.type === 'text' && node.value.trim() === '';

/** The Markdown of one node of the HTML tree, as a block of its own. */
const markdownOf = (node: HastContent) => treeToMarkdown({ type: 'root', children: [node] });

/**
 * Runs the site's rehype plugins on one Markdown text, as its Docusaurus build runs them on the HTML tree made
 * from it, and gives the text back with what they changed. The tree's top-level nodes each come from one
 * top-level block of the text: a block whose node reads as the same Markdown after the plugins as before (a
 * plugin may have set attributes the model has no place for, like a link's `rel`) keeps its text as written; a
 * changed one is written as the Markdown of what the plugins made of it, and nodes they added are written where
 * they stand. `remarkPlugins` only lend their syntax (remark-math's `$…$`): they already ran on the text.
 */
export async function runRehypePlugins(
  text: string,
  file: string,
  plugins: readonly SitePlugin[],
  remarkPlugins: readonly SitePlugin[],
): Promise<PluginOutput | undefined> {
  const parser = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkPlugins.map(({ plugin, options }) => [plugin, options]) as PluggableList)
    .freeze();
  const mdast = parser.parse(text) as Root;
  const tree = toHast(mdast, { allowDangerousHtml: true }) as HastRoot;
  const before = structuredClone(tree);
  try {
    await unified()
      .use(plugins.map(({ plugin, options }) => [plugin, options]) as PluggableList)
      .run(tree, { path: file, value: text });
  } catch (error) {
    const names = plugins.map((entry) => entry.name).join(', ');
    return {
      text,
      lineMap: text.split('\n').map((_, index) => index + 1),
      problems: [
        {
          line: 1,
          message: `the site's rehype plugins (${names}) failed on this file (${(error as Error).message.split('\n')[0]}); it is imported as written`,
        },
      ],
    };
  }

  const earlier = new Map<number, HastContent>();
  const earlierGenerated: string[] = [];
  for (const node of before.children) {
    if (isBlank(node)) continue;
    const start = startOf(node);
    if (start === undefined) earlierGenerated.push(markdownOf(node));
    else earlier.set(start, node);
  }
  /** Markdown written in place of a block (by its start), and after a block (-1: before the first). */
  const replaced = new Map<number, string>();
  const added = new Map<number, string[]>();
  const present = new Set<number>();
  let anchor = -1;
  for (const node of tree.children) {
    if (isBlank(node)) continue;
    const start = startOf(node);
    const original = start === undefined ? undefined : earlier.get(start);
    if (start !== undefined && original) {
      present.add(start);
      anchor = start;
      const markdown = markdownOf(node);
      if (markdown !== markdownOf(original)) replaced.set(start, markdown);
      continue;
    }
    const markdown = markdownOf(node);
    // Nodes the tree makes of the whole text (the footnotes' section) are there before the plugins too.
    const same = earlierGenerated.indexOf(markdown);
    if (same >= 0) {
      earlierGenerated.splice(same, 1);
      continue;
    }
    if (markdown !== '') added.set(anchor, [...(added.get(anchor) ?? []), markdown]);
  }
  const removed = [...earlier.keys()].filter((start) => !present.has(start));
  if (replaced.size === 0 && added.size === 0 && removed.length === 0) return undefined;

  const segments: Segment[] = (added.get(-1) ?? []).map((write) => ({ write }));
  for (const block of mdast.children) {
    const start = block.position?.start.offset ?? 0;
    const end = block.position?.end.offset ?? start;
    const replacement = replaced.get(start);
    if (replacement !== undefined) segments.push({ write: replacement, at: start });
    else if (!removed.includes(start)) segments.push({ keep: { start, end } });
    for (const write of added.get(start) ?? []) segments.push({ write, at: start });
  }
  return { ...rewriteBlocks(text, segments), problems: [] };
}
