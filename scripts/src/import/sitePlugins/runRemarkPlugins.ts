import type { Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { type Options as ToMarkdownOptions, toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type PluggableList, unified } from 'unified';
import { rewriteBlocks, type Segment } from './rewriteBlocks.ts';

/** A remark or rehype plugin of the site's config, loaded from the site's own packages, with its options. */
export type SitePlugin = { name: string; plugin: (...args: never[]) => unknown; options: unknown };

export type PluginOutput = {
  text: string;
  lineMap: number[];
  problems: { line: number; message: string }[];
};

/** A node as data, without where it was: two nodes alike here show the same. */
function withoutPositions(node: unknown): string {
  return JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value));
}

/**
 * Runs the site's remark plugins on one Markdown text, as its Docusaurus build does before rendering, and gives
 * the text back with what they changed: top-level blocks they left alone keep their text as written (so nothing
 * the converter reads is rewritten needlessly), the blocks they changed or added are written as Markdown.
 */
export async function runRemarkPlugins(
  text: string,
  file: string,
  plugins: readonly SitePlugin[],
): Promise<PluginOutput | undefined> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(plugins.map(({ plugin, options }) => [plugin, options]) as PluggableList);
  const tree = processor.parse(text) as Root;
  const before = new Map(
    tree.children.map((node) => [node.position?.start.offset ?? -1, withoutPositions(node)] as const),
  );
  try {
    await processor.run(tree, { path: file, value: text });
  } catch (error) {
    const names = plugins.map((entry) => entry.name).join(', ');
    return {
      text,
      lineMap: text.split('\n').map((_, index) => index + 1),
      problems: [
        {
          line: 1,
          message: `the site's remark plugins (${names}) failed on this file (${(error as Error).message.split('\n')[0]}); it is imported as written`,
        },
      ],
    };
  }
  const unchanged = (node: RootContent) => {
    const start = node.position?.start.offset;
    return start !== undefined && before.get(start) === withoutPositions(node);
  };
  if (tree.children.every(unchanged) && tree.children.length === before.size) return undefined;

  const extensions = [
    gfmToMarkdown(),
    mdxToMarkdown(),
    ...((processor.data() as { toMarkdownExtensions?: ToMarkdownOptions[] }).toMarkdownExtensions ?? []),
  ];
  const segments: Segment[] = tree.children.map((node) =>
    unchanged(node)
      ? { keep: { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 } }
      : { write: toMarkdown(node, { extensions, fences: true }).trimEnd(), at: node.position?.start.offset },
  );
  return { ...rewriteBlocks(text, segments), problems: [] };
}
