// The parts one conversion's handlers share, each with one job: the options (what is converted, and with what),
// the diagnostics (problems go to the Markdown source, which knows their lines), block placement, the text-block
// builder, and the dispatcher that hands every node to its handler in flow/ or phrasing/.

import { convertFlowNode } from '../flow/index.ts';
import { convertPhrasing } from '../phrasing/index.ts';
import { Placement } from './placement.ts';
import { TextBlockBuilder } from './textBlocks.ts';
import type { Conversion, ConvertOptions, Dispatch } from './types.ts';

/** The parts of one conversion, wired: handlers receive the whole and use the parts their signatures name. */
export function startConversion(options: ConvertOptions): Conversion {
  const diagnostics = options.source;
  const dispatch: Dispatch = {
    flow: (nodes, scope) => {
      for (const node of nodes) convertFlowNode(conversion, node, scope);
    },
    one: (node, scope) => convertFlowNode(conversion, node, scope),
    inline: (nodes, marks, out, where) => convertPhrasing(conversion, nodes, marks, out, where),
  };
  const conversion: Conversion = {
    options,
    diagnostics,
    blocks: new Placement(options.mode, diagnostics),
    text: new TextBlockBuilder(dispatch.inline),
    dispatch,
    footnotes: { definitions: new Map(), numbers: new Map() },
  };
  return conversion;
}
