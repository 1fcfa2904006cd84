import type { FlowNode } from '../markdown.ts';
import type { BodyBlock } from '../types.ts';
import { type ConvertOptions, ConvertState } from './state.ts';

export type { ConvertOptions } from './state.ts';

/**
 * Converts Markdown (already grouped into admonitions at the top level) to Portable Text blocks. Each kind of
 * node has its converter in flow/ (blocks) or phrasing/ (inline content); state.ts holds what they share.
 */
export function markdownToPortableText(children: readonly FlowNode[], options: ConvertOptions): BodyBlock[] {
  const sink: BodyBlock[] = [];
  new ConvertState(options).flow(children, { container: 'root', quote: false, sink });
  return sink;
}
