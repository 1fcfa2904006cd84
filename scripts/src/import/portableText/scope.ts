import type { BodyBlock } from '../types.ts';

/** What the blocks being converted are inside of; each may hold less than the page. */
export type Container = 'root' | 'listItem' | 'blockquote' | 'admonition' | 'tab';

export interface Scope {
  container: Container;
  quote: boolean;
  /** Receives the converted blocks. */
  sink: BodyBlock[];
  /** Set inside an admonition or a tab: blocks it cannot hold (images, tables) go here and follow it. */
  overflow?: BodyBlock[];
}

/** Where a warning points: a node with a position, or a line. */
export type Positioned = { position?: { start: { line: number } } | undefined } | number | undefined;

export const CONTAINER_NAMES: Record<Container, string> = {
  root: 'the page',
  listItem: 'a list item',
  blockquote: 'a blockquote',
  admonition: 'an admonition',
  tab: 'a tab',
};

/** A block as a warning names it. */
export function describeBlock(block: BodyBlock): string {
  switch (block._type) {
    case 'image':
      return `image "${block.alt}"`;
    case 'table':
      return 'table';
    case 'code':
      return 'code block';
    case 'admonition':
      return 'admonition';
    case 'tabs':
      return 'tabs';
    case 'embed':
      return `embed "${block.title}"`;
    default:
      return 'text';
  }
}
