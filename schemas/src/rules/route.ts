const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ROUTE = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const ANCHOR = /^[a-z0-9_-]+$/;

/** Routes the site itself owns; a doc may not take them. */
export const RESERVED_ROUTES = ['search', '404', 'dev-404-page'] as const;

/**
 * Explains what is wrong with a doc route (e.g. `api/hooks`), or returns
 * undefined when it is well formed.
 */
export function routeProblem(route: string): string | undefined {
  if (route.startsWith('/') || route.endsWith('/')) {
    return 'Write the route without a leading or trailing slash, like "api/hooks".';
  }
  if (!ROUTE.test(route)) {
    return 'Use lowercase letters, digits and dashes, with "/" between parts, like "api/hooks".';
  }
  if ((RESERVED_ROUTES as readonly string[]).includes(route)) {
    return `"${route}" is used by the site itself; pick another route.`;
  }
  return undefined;
}

/** Heading anchors as the site generates them: lowercase, dashes, no "#". */
export function anchorProblem(anchor: string): string | undefined {
  if (anchor.startsWith('#')) return 'Leave out the "#"; write just the anchor, like "useselector".';
  if (!ANCHOR.test(anchor)) return 'Anchors use lowercase letters, digits, dashes and underscores.';
  return undefined;
}
