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
 * repeats numbered (`props`, `props-1`); a heading holding an Anchor object
 * takes its name instead (Docusaurus's `## Heading {#name}`). Internal links, the rendered ids, the
 * table of contents and search records all take their anchors from here.
 */
export function headingAnchors(body: readonly unknown[]): HeadingAnchor[] {
  const slugger = new GithubSlugger();
  const headings: HeadingAnchor[] = [];
  body.forEach((value, index) => {
    const block = value as BlockLike | null;
    if (block?._type !== 'block' || !(HEADING_STYLES as readonly unknown[]).includes(block.style)) return;
    const text = blockText(block);
    const named = inlineAnchorIds(block)[0];
    headings.push({ index, level: Number(String(block.style).slice(1)), text, anchor: named ?? slugger.slug(text) });
  });
  return headings;
}

/** The names of the Anchor objects in a text block's children. */
export function inlineAnchorIds(block: { children?: unknown }): string[] {
  if (!Array.isArray(block.children)) return [];
  return block.children.flatMap((child: { _type?: unknown; id?: unknown }) =>
    child?._type === 'anchor' && typeof child.id === 'string' && child.id !== '' ? [child.id] : [],
  );
}

/** The Portable Text arrays a block holds: a callout's or tab's text, a table's cells. */
function innerBodies(block: Record<string, unknown>): unknown[][] {
  const arrays: unknown[][] = [];
  if (Array.isArray(block.body)) arrays.push(block.body);
  for (const tab of Array.isArray(block.tabs) ? block.tabs : []) if (Array.isArray(tab?.body)) arrays.push(tab.body);
  for (const row of Array.isArray(block.rows) ? block.rows : []) {
    for (const cell of Array.isArray(row?.cells) ? row.cells : []) {
      if (Array.isArray(cell?.content)) arrays.push(cell.content);
    }
  }
  return arrays;
}

/**
 * Every place of a body a link may point at with `#name`: its headings' anchors, then the names of the Anchor
 * objects in its text, callouts, tabs and tables included.
 */
export function bodyAnchors(body: readonly unknown[]): Set<string> {
  const anchors = new Set(headingAnchors(body).map((heading) => heading.anchor));
  const walk = (blocks: readonly unknown[]) => {
    for (const value of blocks) {
      if (typeof value !== 'object' || value === null) continue;
      const block = value as Record<string, unknown>;
      if (block._type === 'block') for (const id of inlineAnchorIds(block)) anchors.add(id);
      else for (const inner of innerBodies(block)) walk(inner);
    }
  };
  walk(body);
  return anchors;
}
