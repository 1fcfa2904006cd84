/**
 * One Markdown text made ready for a single converter handler (flow/ or phrasing/): parsed and grouped as a doc
 * body is, with the conversion's parts wired as markdownToPortableText wires them, so a test can hand one node
 * to one handler and see what it emits and reports.
 */
import path from 'node:path';
import type { PhrasingContent } from 'mdast';
import { AssetStore } from '../../src/import/assets/assetStore.ts';
import { Diagnostics } from '../../src/import/diagnostics.ts';
import type { AnchorCheck } from '../../src/import/links/types.ts';
import { startConversion } from '../../src/import/markdown/conversion/index.ts';
import type { Conversion, InlineOut, Scope } from '../../src/import/markdown/conversion/types.ts';
import { MarkdownSource } from '../../src/import/markdown/source.ts';
import type { FlowNode } from '../../src/import/markdown/types.ts';
import type { BodyBlock } from '../../src/import/types.ts';
import { docIndex, ROOT, target, withoutKeys } from './helpers.ts';

export interface PrepareOptions {
  mode?: 'body' | 'paragraphs';
  /** The Markdown file the text is in (default: page.md in ROOT). */
  file?: string;
  staticDirs?: string[];
  assets?: AssetStore;
}

/** A text's conversion, its top-level nodes (admonitions and tabs grouped), and what was reported so far. */
export function prepare(markdown: string, options: PrepareOptions = {}) {
  const diagnostics = new Diagnostics();
  const file = options.file ?? path.join(ROOT, 'page.md');
  const source = new MarkdownSource({ text: markdown, file, diagnostics });
  const anchorChecks: AnchorCheck[] = [];
  const conversion = startConversion({
    source,
    docs: docIndex(target('api/hooks', 'api/hooks', ['useselector']), target('intro')),
    origin: { file },
    assets: options.assets ?? new AssetStore(),
    staticDirs: options.staticDirs ?? [],
    mode: options.mode ?? 'body',
    anchorChecks,
  });
  const problems = () => diagnostics.problems.map((p) => `${p.line ?? '-'}: ${p.severity}: ${p.message}`);
  return { conversion, nodes: source.group(source.root.children), anchorChecks, problems };
}

/** A scope at the top of the page, or inside a container that sends what it cannot hold to `overflow`. */
export function scopeIn(container: Scope['container'] = 'root'): Scope & { overflow?: BodyBlock[] } {
  return container === 'admonition' || container === 'tab'
    ? { container, quote: false, sink: [], overflow: [] }
    : { container, quote: container === 'blockquote', sink: [] };
}

/**
 * Runs a flow handler on the first top-level node of `type`, in `scope`; returns the blocks it placed (keys
 * removed, as the dataset's keys come later), those it sent after its container, and every problem.
 */
export function runFlow<Type extends FlowNode['type']>(
  markdown: string,
  type: Type,
  handler: (conversion: Conversion, node: Extract<FlowNode, { type: Type }>, scope: Scope) => void,
  options: PrepareOptions & { scope?: Scope } = {},
) {
  const { conversion, nodes, problems } = prepare(markdown, options);
  const node = nodes.find((candidate): candidate is Extract<FlowNode, { type: Type }> => candidate.type === type);
  if (!node) throw new Error(`the Markdown has no top-level ${type}`);
  const scope = options.scope ?? scopeIn();
  handler(conversion, node, scope);
  return { blocks: withoutKeys(scope.sink), overflow: withoutKeys(scope.overflow ?? []), problems: problems() };
}

/** The first node of `type` among `nodes` and their descendants, depth first. */
function firstOfType<Type extends PhrasingContent['type']>(
  nodes: readonly PhrasingContent[],
  type: Type,
): Extract<PhrasingContent, { type: Type }> | undefined {
  for (const node of nodes) {
    if (node.type === type) return node as Extract<PhrasingContent, { type: Type }>;
    const inner = 'children' in node ? firstOfType(node.children as PhrasingContent[], type) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Runs a phrasing handler on the first node of `type` in the text's first paragraph, with `marks`; returns the
 * spans and link definitions it produced, and every problem.
 */
export function runPhrasing<Type extends PhrasingContent['type']>(
  markdown: string,
  type: Type,
  handler: (
    conversion: Conversion,
    node: Extract<PhrasingContent, { type: Type }>,
    marks: string[],
    out: InlineOut,
  ) => void,
  marks: string[] = [],
) {
  const { conversion, nodes, anchorChecks, problems } = prepare(markdown);
  const paragraph = nodes.find((node) => node.type === 'paragraph');
  const node = paragraph && firstOfType(paragraph.children, type);
  if (!node) throw new Error(`the first paragraph has no ${type}`);
  const out: InlineOut = { spans: [], defs: new Map() };
  handler(conversion, node, marks, out);
  return { spans: out.spans, defs: [...out.defs.values()], anchorChecks, problems: problems() };
}
