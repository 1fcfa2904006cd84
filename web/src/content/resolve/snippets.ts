import { sourceOf, type WalkContext } from './context.ts';

type SnippetRef = { _type: 'snippetRef'; _key?: string; snippet?: { _ref?: unknown } };

export const isSnippetRef = (value: unknown): value is SnippetRef =>
  typeof value === 'object' && value !== null && (value as { _type?: unknown })._type === 'snippetRef';

/** Snippets being included, innermost last: an include of one of them would never end. */
const including: string[] = [];

/**
 * A Snippet block's place in a body, filled with the snippet's blocks, resolved as the including page's own (its
 * links, images and anchors); their problems name the snippet. Keys get the block's key in front, so a snippet
 * included twice on a page keeps its keys unique. A snippet that is missing or unpublished is a broken link.
 */
export function includeSnippet(
  ref: SnippetRef,
  at: string,
  context: WalkContext,
  resolve: (value: unknown, at: string, context: WalkContext) => unknown,
): unknown[] {
  const id = typeof ref.snippet?._ref === 'string' ? ref.snippet._ref : '';
  const snippet = id ? context.current.get(id) : undefined;
  if (snippet?._type !== 'snippet') {
    context.problems.error(
      'broken-link',
      context.source,
      at,
      id
        ? `includes snippet "${id}", which does not exist or is not published. Pick a published snippet, or remove the block.`
        : 'is a Snippet block with no snippet chosen. Pick one, or remove the block.',
    );
    return [];
  }
  if (including.includes(id)) {
    context.problems.error('invalid-document', context.source, at, `includes snippet "${id}" inside itself.`);
    return [];
  }
  const source = context.source;
  including.push(id);
  context.source = sourceOf(snippet);
  try {
    const blocks = resolve(Array.isArray(snippet.body) ? snippet.body : [], 'body', context) as Record<
      string,
      unknown
    >[];
    const prefix = ref._key ?? 'snippet';
    return blocks.map((block) => ({ ...block, _key: `${prefix}-${String(block._key ?? '')}` }));
  } finally {
    context.source = source;
    including.pop();
  }
}

/** A body with each Snippet block replaced by the snippet's stored blocks: the headings and anchors the page has. */
export function withSnippetBlocks(body: readonly unknown[], current: WalkContext['current']): unknown[] {
  return body.flatMap((block) => {
    if (!isSnippetRef(block)) return [block];
    const snippet = typeof block.snippet?._ref === 'string' ? current.get(block.snippet._ref) : undefined;
    return snippet?._type === 'snippet' && Array.isArray(snippet.body) ? snippet.body : [];
  });
}
