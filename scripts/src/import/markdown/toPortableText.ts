import type { BodyBlock } from '../types.ts';
import { startConversion } from './conversion/index.ts';
import { attachLoneAnchors } from './conversion/loneAnchors.ts';
import type { ConvertOptions } from './conversion/types.ts';
import type { FlowNode } from './types.ts';

/**
 * Converts Markdown (already grouped into admonitions at the top level) to Portable Text blocks. Each kind of
 * node has its handler in flow/ (blocks) or phrasing/ (inline content); conversion/ holds what they share.
 */
export function markdownToPortableText(children: readonly FlowNode[], options: ConvertOptions): BodyBlock[] {
  const sink: BodyBlock[] = [];
  startConversion(options).dispatch.flow(children, { container: 'root', quote: false, sink });
  return attachLoneAnchors(sink);
}
