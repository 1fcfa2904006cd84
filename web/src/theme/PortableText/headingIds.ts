import type { PortableTextValue } from './types.ts';

export const HEADING_STYLES = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

export type Heading = { id: string; text: string; level: number };

type HeadingBlock = { style?: string; anchor?: string; children?: { text?: string }[] };

/** Every heading of a body, in order, with the anchor the source plugin gave it at build time. */
export function headingsOf(body: PortableTextValue): Heading[] {
  const headings: Heading[] = [];
  for (const block of body as HeadingBlock[]) {
    const style = block.style;
    if (!style || !(HEADING_STYLES as readonly string[]).includes(style) || !block.anchor) continue;
    const text = (block.children ?? []).map((child) => child.text ?? '').join('');
    headings.push({ id: block.anchor, text, level: Number(style.slice(1)) });
  }
  return headings;
}
