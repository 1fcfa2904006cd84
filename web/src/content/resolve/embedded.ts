import { jsxTextProblem } from '@react-redux-docs/schemas';
import { classifyLink } from '../linkTargets.ts';
import { resolveImageAsset } from './assets.ts';
import { keyOrIndex, type WalkContext } from './context.ts';
import { checkedHref, queueAnchorCheck } from './links.ts';
import { includeSnippet, isSnippetRef } from './snippets.ts';

/**
 * Portable Text and other free-form values stay JSON, with internal links
 * given their route and images their resolved asset, so components need no lookups.
 */
export function resolveEmbedded(value: unknown, at: string, context: WalkContext): unknown {
  if (Array.isArray(value))
    return value.flatMap((item, index) => {
      const path = `${at}[${keyOrIndex(item, index)}]`;
      // A Snippet block is replaced by the snippet's blocks: everything after resolution sees the page as it is.
      return isSnippetRef(item)
        ? includeSnippet(item, path, context, resolveEmbedded)
        : [resolveEmbedded(item, path, context)];
    });
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(object)) {
    // A doc link's reference is judged with the link, below.
    const judgedHere = key === 'asset' || (key === 'reference' && object._type === 'internalLink');
    if (judgedHere) result[key] = child;
    else if ((key === 'href' || key === 'url') && typeof child === 'string' && object._type !== 'link') {
      // A link target in an object of another type (one the schema check refuses, or a future one): never unsafe.
      result[key] = classifyLink(child).kind === 'unsafe' ? checkedHref(child, `${at}.${key}`, context) : child;
    } else result[key] = resolveEmbedded(child, `${at}.${key}`, context);
  }
  if (object._type === 'internalLink') {
    const ref = (object.reference as { _ref?: string } | undefined)?._ref;
    const target = ref ? context.current.get(ref) : undefined;
    const route = target ? context.routes.get(target._id) : undefined;
    if (!route) {
      context.problems.error(
        'broken-link',
        context.source,
        at,
        `links to doc "${ref}", which does not exist or is not published. Pick a published doc, or remove the link.`,
      );
    } else {
      const anchor = typeof object.anchor === 'string' && object.anchor ? `#${object.anchor}` : '';
      result.href = `/${route}${anchor}`;
      if (anchor && target) queueAnchorCheck(context, at, target._id, object.anchor as string);
    }
  } else if (object._type === 'link' && typeof object.href === 'string') {
    result.href = checkedHref(object.href, `${at}.href`, context);
  } else if (object._type === 'reference' && typeof object._ref === 'string' && !context.current.has(object._ref)) {
    context.problems.error(
      'broken-link',
      context.source,
      at,
      `links to "${object._ref}", which is not in the dataset. Pick a published document, or remove the link.`,
    );
  }
  if (object._type === 'block') {
    // A page never shows a component's tag as text: it would reach readers, search and the Markdown twins.
    const problem = jsxTextProblem(object);
    if (problem) context.problems.error('jsx-as-text', context.source, at, problem);
  }
  if (object.asset && typeof object.asset === 'object') result.asset = resolveImageAsset(object.asset, at, context);
  if (Array.isArray(result.markDefs)) dropRefusedLinks(result);
  return result;
}

/** A block without the links refused above (unsafe addresses): their text stays, unlinked. */
function dropRefusedLinks(block: Record<string, unknown>) {
  const markDefs = block.markDefs as { _key?: string; _type?: string; href?: unknown }[];
  const refused = new Set(
    markDefs.filter((mark) => mark?._type === 'link' && mark.href === null).map((mark) => mark._key),
  );
  if (refused.size === 0) return;
  block.markDefs = markDefs.filter((mark) => !refused.has(mark?._key));
  if (!Array.isArray(block.children)) return;
  block.children = (block.children as { marks?: unknown }[]).map((child) =>
    Array.isArray(child?.marks)
      ? { ...child, marks: child.marks.filter((mark) => !refused.has(mark as string)) }
      : child,
  );
}
