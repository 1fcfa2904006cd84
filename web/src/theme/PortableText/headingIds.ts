import GithubSlugger from 'github-slugger';
import type { PortableTextValue } from './types.ts';

export const HEADING_STYLES = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

export type Heading = { key: string; id: string; text: string; level: number };

function blockText(block: { children?: unknown }): string {
  return Array.isArray(block.children)
    ? block.children.map((child: { text?: string }) => child.text ?? '').join('')
    : '';
}

/**
 * Anchors for every heading of a body, in order, the way GitHub and Docusaurus
 * make them (so links written as `hooks.md#useselector` keep working).
 */
export function headingsOf(body: PortableTextValue): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const block of body) {
    const style = (block as { style?: string }).style;
    if (block._type !== 'block' || !style || !(HEADING_STYLES as readonly string[]).includes(style)) continue;
    const text = blockText(block as { children?: unknown });
    headings.push({ key: block._key ?? text, id: slugger.slug(text), text, level: Number(style.slice(1)) });
  }
  return headings;
}
