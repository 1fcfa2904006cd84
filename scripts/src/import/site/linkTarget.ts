import { normalizeRoute, resolveRoute } from '../links/resolveLink.ts';
import type { LinkTarget } from '../types.ts';
import type { Fields } from './jsonFields.ts';
import type { SiteJsonContext } from './types.ts';

/**
 * `to: 'route#anchor'` → doc reference (+ anchor); `href` → url. Whether a
 * link has exactly one of them is the schema's rule to check.
 */
export function linkTarget(f: Fields, context: SiteJsonContext): LinkTarget {
  const to = f.string('to');
  const href = f.raw('href');
  const result: LinkTarget = href === undefined || href === null ? {} : { url: href as string };
  if (to !== undefined) {
    const resolution = resolveRoute(to, context.docs);
    if (resolution.kind !== 'internal') {
      const route = normalizeRoute(to.split('#')[0] ?? '');
      if (!context.docs.failed.has(route)) {
        f.error('to', resolution.kind === 'unresolved' ? resolution.reason : `"${to}" is not a doc route`);
      }
      return {};
    }
    if (resolution.target.draft) {
      f.error(
        'to',
        `"${to}" is a draft (draft: true), which has no page until it is published; link to a published doc`,
      );
      return {};
    }
    if (resolution.anchor !== undefined) {
      const at = { path: f.path('to') };
      context.anchorChecks.push({
        target: resolution.target,
        anchor: resolution.anchor,
        report: (message) => context.diagnostics.warn(context.file, message, at),
      });
    }
    result.doc = { _type: 'reference', _ref: resolution.target.documentId };
    if (resolution.anchor !== undefined) result.anchor = resolution.anchor;
  }
  return result;
}
