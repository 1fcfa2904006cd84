/**
 * A route segment: what Docusaurus serves and a static host can store as a
 * folder name. Capitals, underscores and dots are kept (`api/createStore`,
 * `v1.0`), and letters and digits of every script (`notes/禅`), so migrated
 * pages keep their URLs; browsers send those percent-encoded, and hosts find
 * the folder by its UTF-8 name.
 */
const SEGMENT = /^[\p{L}\p{N}\p{M}_.-]+$/u;
/** Lowercase letters, letters of scripts without case (`如何报名`, as heading anchors are made), digits, `-`, `_`. */
const ANCHOR = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}_-]+$/u;

/** Routes the site itself owns; a doc may not take them. */
export const RESERVED_ROUTES = ['search', '404', 'dev-404-page'] as const;

/**
 * Explains what is wrong with a doc route (e.g. `api/hooks`), or returns
 * undefined when it is well formed.
 */
export function routeProblem(route: string): string | undefined {
  if (route === '') return 'The route is empty: "/" is the landing page, so give the doc a name, like "intro".';
  if (route.startsWith('/') || route.endsWith('/')) {
    return 'Write the route without a leading or trailing slash, like "api/hooks".';
  }
  const segments = route.split('/');
  if (segments.some((segment) => segment === '')) return 'Write one "/" between parts, like "api/hooks".';
  if (/\s/.test(route)) return 'Routes cannot contain spaces; use dashes, like "getting-started".';
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return 'A part of the route cannot be "." or "..".';
  }
  if (segments.some((segment) => segment.startsWith('.'))) {
    return 'A part of the route cannot start with "." (hosts hide such files).';
  }
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return 'Use letters (of any script), digits, dashes, underscores and dots, with "/" between parts, like "api/hooks".';
  }
  if (segments.at(-1)?.toLowerCase().endsWith('.html')) {
    return 'A route cannot end in ".html": the site redirects such paths to the clean one.';
  }
  if ((RESERVED_ROUTES as readonly string[]).includes(route.toLowerCase())) {
    return `"${route}" is used by the site itself; pick another route.`;
  }
  return undefined;
}

/**
 * What is wrong with an old route a doc redirects from (`previousRoutes`),
 * or undefined. Old routes come from other sites, so any characters but the
 * ones that end a path are allowed.
 */
export function previousRouteProblem(route: string): string | undefined {
  if (route.startsWith('/') || route.endsWith('/')) {
    return 'Write the old route without a leading or trailing slash, like "api/old-name".';
  }
  if (route === '') return 'The old route is empty.';
  if (/[?#\n\r\t]/.test(route)) return 'An old route is a path only, without "?", "#" or line breaks.';
  if (route.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'Write one "/" between parts, and no "." or ".." parts.';
  }
  if ((RESERVED_ROUTES as readonly string[]).includes(route.toLowerCase())) {
    return `"${route}" is used by the site itself and cannot redirect.`;
  }
  return undefined;
}

/** Heading anchors as the site generates them: lowercase, dashes, no "#". */
export function anchorProblem(anchor: string): string | undefined {
  if (anchor.startsWith('#')) return 'Leave out the "#"; write just the anchor, like "useselector".';
  if (!ANCHOR.test(anchor)) return 'Anchors use lowercase letters (of any script), digits, dashes and underscores.';
  return undefined;
}
