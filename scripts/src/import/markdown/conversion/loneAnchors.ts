import type { BodyBlock, TextBlock } from '../../types.ts';

const isText = (block: BodyBlock): block is TextBlock => block._type === 'block';
const anchorsOnly = (block: TextBlock) =>
  (block.children ?? []).length > 0 && (block.children ?? []).every((child) => child._type === 'anchor');

/**
 * Moves the anchors of a paragraph that holds nothing else (`<a id="setup"></a>` on a line of its own, usually
 * just above the heading it names) to the start of the next text block, or else to the end of the one before;
 * an empty paragraph would only add space to the page. Blocks are changed in place.
 */
export function attachLoneAnchors(blocks: BodyBlock[]): BodyBlock[] {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] as BodyBlock;
    if (!isText(block) || !anchorsOnly(block)) continue;
    const next = blocks.slice(index + 1).find((other) => isText(other) && !anchorsOnly(other)) as TextBlock | undefined;
    const previous = blocks
      .slice(0, index)
      .reverse()
      .find((other) => isText(other) && !anchorsOnly(other)) as TextBlock | undefined;
    const host = next ?? previous;
    if (!host) continue;
    const anchors = block.children ?? [];
    host.children = host === next ? [...anchors, ...(host.children ?? [])] : [...(host.children ?? []), ...anchors];
    blocks.splice(index, 1);
    index--;
  }
  return blocks;
}
