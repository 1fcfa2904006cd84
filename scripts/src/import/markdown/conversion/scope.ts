import type { BodyBlock } from '../../types.ts';
import type { Container } from './types.ts';

/** Each container as a warning names it. */
export const CONTAINER_NAMES: Record<Container, string> = {
  root: 'the page',
  listItem: 'a list item',
  blockquote: 'a blockquote',
  admonition: 'an admonition',
  tab: 'a tab',
  collapsible: 'a collapsible section',
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
    case 'divider':
      return 'divider';
    case 'math':
      return 'formula';
    case 'docCards':
      return "the category's cards";
    case 'collapsible':
      return `collapsible section "${block.summary}"`;
    case 'snippetRef':
      return 'snippet';
    default:
      return 'text';
  }
}
