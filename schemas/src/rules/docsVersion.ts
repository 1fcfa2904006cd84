import { routeProblem } from './route.ts';

/** The name the current docs (the ones not in any released version) go by in search records and storage. */
export const CURRENT_VERSION_NAME = 'current';

const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** What is wrong with a docs version's name (`1.x`, `7.2.0`), or undefined. */
export function versionNameProblem(name: string): string | undefined {
  if (!VERSION_NAME.test(name)) {
    return 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit, like "1.x" or "7.2.0".';
  }
  if (name.toLowerCase() === CURRENT_VERSION_NAME) {
    return `"${CURRENT_VERSION_NAME}" names the docs that are in no released version; pick another name.`;
  }
  return undefined;
}

/**
 * What is wrong with where a version's docs live (`docs/1.x`), or undefined.
 * '' is allowed: the latest release may live at the site's root, as Docusaurus
 * serves it when the docs are there.
 */
export function versionPathProblem(path: string): string | undefined {
  if (path === '') return undefined;
  return routeProblem(path);
}

/** Whether a doc's route lies under its version's path (every route does under ''). */
export function routeIsUnderPath(route: string, path: string): boolean {
  return path === '' || route === path || route.startsWith(`${path}/`);
}

/** A doc's route relative to its version's path: the same page in two versions has the same one. */
export function routeInVersion(route: string, path: string): string {
  if (path === '' || !routeIsUnderPath(route, path)) return route;
  return route === path ? '' : route.slice(path.length + 1);
}
