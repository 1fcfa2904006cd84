import GithubSlugger from 'github-slugger';

/** The heading styles of a doc body; h1 is the page title. */
export const HEADING_STYLES = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

export type HeadingAnchor = {
  /** Position of the heading block in the body. */
  index: number;
  /** 2 to 6. */
  level: number;
  text: string;
  /** The id the rendered heading gets, and what `#anchor` links to it carry. */
  anchor: string;
};

type BlockLike = { _type?: unknown; style?: unknown; children?: unknown };

/** The text of a text block: its spans joined. */
export function blockText(block: { children?: unknown }): string {
  if (!Array.isArray(block.children)) return '';
  return block.children
    .map((child: { text?: unknown }) => (typeof child?.text === 'string' ? child.text : ''))
    .join('');
}

/**
 * The anchors of a Portable Text body's headings, the way GitHub and
 * Docusaurus make them (so a migrated `hooks.md#useselector` link keeps
 * working): github-slugger slugs of each h2–h6 block's text, in order, with
 * repeats numbered (`props`, `props-1`). Internal links, the rendered ids, the
 * table of contents and search records all take their anchors from here.
 */
export function headingAnchors(body: readonly unknown[]): HeadingAnchor[] {
  const slugger = new GithubSlugger();
  const headings: HeadingAnchor[] = [];
  body.forEach((value, index) => {
    const block = value as BlockLike | null;
    if (block?._type !== 'block' || !(HEADING_STYLES as readonly unknown[]).includes(block.style)) return;
    const text = blockText(block);
    headings.push({ index, level: Number(String(block.style).slice(1)), text, anchor: slugger.slug(text) });
  });
  return headings;
}
