/** Links and references: kept when they lead somewhere real, and every link to a section checked against its page. */
import { bodyAnchors } from '@react-redux-docs/schemas';
import { classifyLink } from '../linkTargets.ts';
import { DRAFT_PREFIX, type WalkContext } from './context.ts';
import { withSnippetBlocks } from './snippets.ts';

export function resolveReference(value: { _ref?: string }, targetType: string, at: string, context: WalkContext) {
  const target = value._ref ? context.current.get(value._ref.replace(DRAFT_PREFIX, '')) : undefined;
  if (!target || target._type !== targetType) {
    context.problems.error(
      targetType === 'doc' ? 'broken-link' : 'invalid-document',
      context.source,
      at,
      `links to "${value._ref}", which is not a published ${targetType}. Pick a published one, or remove the link.`,
    );
    return null;
  }
  if (targetType === 'doc' && !context.routes.has(target._id)) return null;
  return context.nodeIdFor(target._id);
}

/** A link written as an address: kept when it is safe and, on this site, goes to a page that exists. */
export function checkedHref(href: string, at: string, context: WalkContext): string | null {
  const target = classifyLink(href, context.route);
  switch (target.kind) {
    case 'external':
      return href;
    case 'unsafe':
      context.problems.warn(
        'unsafe-link',
        context.source,
        at,
        `${JSON.stringify(href)} is not a web address (http, https, mailto) or a path of this site, so it is left out and the text shows without a link. Enter a full web address.`,
      );
      return null;
    case 'section':
      if (context.routes.has(context.source.id)) queueAnchorCheck(context, at, context.source.id, target.anchor, href);
      return href;
    case 'site': {
      if (!context.siteRoutes.has(target.route)) {
        context.problems.error(
          'broken-link',
          context.source,
          at,
          `links to /${target.route}, which is not a page of this site. Link the doc itself (so the link follows it when its route changes), or correct the address.`,
        );
        return href;
      }
      const docId = context.docByRoute.get(target.route);
      if (docId && target.anchor) queueAnchorCheck(context, at, docId, target.anchor, href);
      return href;
    }
  }
}

export function queueAnchorCheck(context: WalkContext, field: string, docId: string, anchor: string, href?: string) {
  const route = context.routes.get(docId);
  context.anchorChecks.push({ source: context.source, field, docId, anchor, href: href ?? `/${route}#${anchor}` });
}

/** Every link to a section, against the headings of its page; each page's anchors are worked out once. */
export function checkAnchors(context: WalkContext) {
  const anchorsOf = new Map<string, Set<string>>();
  for (const check of context.anchorChecks) {
    let anchors = anchorsOf.get(check.docId);
    if (!anchors) {
      const body = context.current.get(check.docId)?.body;
      // Headings of included snippets are the page's too, and count in how its anchors are numbered.
      anchors = Array.isArray(body) ? bodyAnchors(withSnippetBlocks(body, context.current)) : new Set<string>();
      anchorsOf.set(check.docId, anchors);
    }
    if (anchors.has(check.anchor)) continue;
    context.problems.warn(
      'missing-anchor',
      check.source,
      check.field,
      `links to ${check.href}, but that page has no heading or anchor named "${check.anchor}", so the link opens the top of the page. Use the anchor of one of its headings, or remove it.`,
    );
  }
}
