/** The site's routes: each doc's own, its old routes kept as redirects, and the redirect list's rules. */

import { ROUTED_TYPES } from '@react-redux-docs/schemas';
import { describeSource, type Problems } from '../problems.ts';
import type { ContentNode, SanityDocument } from '../types.ts';
import { sourceOf, type WalkContext } from './context.ts';

/**
 * A doc's old routes become redirects to it. One that is a page now (a doc's
 * route, or the site's own) or that an earlier doc (by id) already claims
 * would redirect the wrong readers: it is left out with a warning.
 */
export function checkPreviousRoutes(nodes: ContentNode[], context: WalkContext): void {
  const taken = new Map<string, string>();
  for (const route of context.siteRoutes) taken.set(route.toLowerCase(), `the route of ${pageName(route, context)}`);
  for (const node of nodes) {
    const previous = node.data.previousRoutes;
    if (!Array.isArray(previous) || previous.length === 0) continue;
    const source = { id: node.sanityId, type: String(node.data._type), ...titleOf(node.data) };
    node.data.previousRoutes = previous.filter((route: string) => {
      const owner = taken.get(route.toLowerCase());
      if (owner) {
        context.problems.warn(
          'duplicate-route',
          source,
          'previousRoutes',
          `the old route /${route} is ${owner}, so it cannot redirect here; remove it from the old routes.`,
        );
        return false;
      }
      taken.set(route.toLowerCase(), `an old route of ${describeSource(source)}`);
      return true;
    });
  }
}

/**
 * Rules of the redirect list are written after the docs' old routes, as Netlify reads them: a rule from an
 * address where a page is (and not forced) or that a doc's old route already takes never applies. Both are
 * kept, as on Netlify, and named so an editor can clean up.
 */
export function checkRedirectList(nodes: ContentNode[], context: WalkContext): void {
  const list = nodes.find((node) => node.data._type === 'redirects');
  const rules = list?.data.rules;
  if (!list || !Array.isArray(rules)) return;
  const oldRoutes = new Map<string, string>();
  for (const node of nodes) {
    for (const route of Array.isArray(node.data.previousRoutes) ? (node.data.previousRoutes as string[]) : []) {
      oldRoutes.set(route, describeSource({ id: node.sanityId, type: String(node.data._type), ...titleOf(node.data) }));
    }
  }
  const source = { id: list.sanityId, type: 'redirects' };
  rules.forEach((rule: { from?: string | null; force?: boolean | null }, index) => {
    const path = (rule.from ?? '').replace(/^\/+/, '');
    if (path.includes('*') || path.includes(':')) return;
    const field = `rules[${index}].from`;
    if (context.siteRoutes.has(path) && !rule.force) {
      context.problems.warn(
        'content-warning',
        source,
        field,
        `${rule.from} is ${path === '' ? 'the home page' : `the route of ${pageName(path, context)}`}, so this redirect never applies (readers get the page). Remove it, or switch on "Even where a page exists".`,
      );
    } else if (oldRoutes.has(path)) {
      context.problems.warn(
        'content-warning',
        source,
        field,
        `${rule.from} is an old route of ${oldRoutes.get(path)}, which answers first, so this redirect never applies. Remove one of them.`,
      );
    }
  });
}

function pageName(route: string, context: WalkContext): string {
  const document = context.current.get(context.docByRoute.get(route) ?? '');
  return document ? describeSource(sourceOf(document)) : 'a page of the site';
}

function titleOf(data: Record<string, unknown>): { title?: string } {
  return typeof data.title === 'string' && data.title ? { title: data.title } : {};
}

/**
 * Each doc's and standalone page's route (they share one set), claimed in id order so the same one wins every
 * build: one without a route, or whose route another already has (letter case aside: they would be one folder on
 * case-insensitive disks), is left out, and said so.
 */
export function claimDocRoutes(
  documents: readonly SanityDocument[],
  problems: Problems,
): { routes: Map<string, string>; kept: SanityDocument[] } {
  const routes = new Map<string, string>();
  const routeOwners = new Map<string, SanityDocument>();
  const kept: SanityDocument[] = [];
  for (const document of documents) {
    if ((ROUTED_TYPES as readonly string[]).includes(document._type)) {
      const route = (document.route as { current?: string } | undefined)?.current;
      if (!route) {
        problems.error(
          'invalid-document',
          sourceOf(document),
          'route',
          document._type === 'doc'
            ? 'has no route, so the doc has no page. Give it one in the Studio, e.g. "api/hooks".'
            : 'has no route, so it has no page. Give it one in the Studio, e.g. "help".',
        );
        continue;
      }
      // Routes differing only in letter case would be one folder on case-insensitive disks.
      const owner = routeOwners.get(route.toLowerCase());
      if (owner) {
        const ownerRoute = routes.get(owner._id);
        const same =
          ownerRoute === route ? `/${route} is also` : `/${route} differs only in letter case from /${ownerRoute},`;
        // Documents are visited in id order, so the same doc wins every build.
        problems.warn(
          'duplicate-route',
          sourceOf(document),
          'route',
          `${same} the route of ${describeSource(sourceOf(owner))}, which is built (the first by id); this ${document._type === 'doc' ? 'doc' : 'page'} is left out. Give one of them another route.`,
        );
        continue;
      }
      routeOwners.set(route.toLowerCase(), document);
      routes.set(document._id, route);
    }
    kept.push(document);
  }
  return { routes, kept };
}
