import type { Image, ImageReference } from 'mdast';
import type { Conversion, InlineOut } from '../conversion/types.ts';
import { image } from '../flow/image.ts';

/**
 * An image kept in its line (a logo or badge in a table cell), its file added to the uploads as a block image's
 * is. Inside a link to another site (`[![build](badge.svg)](https://ci.example)`) it carries the link's address.
 */
export function inlineImage(
  conversion: Pick<Conversion, 'options' | 'diagnostics'>,
  node: Image | ImageReference,
  marks: readonly string[],
  out: InlineOut,
): void {
  const block = image(conversion, node);
  if (!block) return;
  const link = marks.map((mark) => out.defs.get(mark)).find((def) => def?._type === 'link');
  const href = link && 'href' in link && typeof link.href === 'string' ? link.href : undefined;
  out.spans.push({
    text: '',
    marks: [],
    image: { ...(block.alt ? { alt: block.alt } : {}), ...(href ? { href } : {}), sanityAsset: block._sanityAsset },
  });
}
