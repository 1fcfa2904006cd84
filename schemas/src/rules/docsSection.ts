import type { ValidationContext } from '@sanity/types';
import { routeIsUnderPath } from './docsVersion.ts';
import { SANITY_API_VERSION } from './link.ts';

const SECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The name Docusaurus gives its main docs plugin, and this site its main docs. */
export const MAIN_SECTION_NAME = 'default';

/** What is wrong with a docs section's name (`community`), or undefined. */
export function sectionNameProblem(name: string): string | undefined {
  if (!SECTION_NAME.test(name)) {
    return 'Use letters, digits, dashes and underscores, starting with a letter or digit, like "community".';
  }
  if (name === MAIN_SECTION_NAME) return `"${MAIN_SECTION_NAME}" names the main docs; pick another name.`;
  return undefined;
}

type Reference = { _ref?: string } | undefined;

/**
 * What is wrong with the Section field of a doc, category or link: being in a section and a docs version at once
 * (versions are the main docs'), or a route outside the section's path. Undefined when fine, or when the section is
 * not found (the reference check judges that).
 */
export async function sectionFieldProblem(
  section: Reference,
  route: string | undefined,
  context: ValidationContext,
): Promise<string | undefined> {
  if (!section?._ref) return undefined;
  if ((context.document?.version as Reference)?._ref) {
    return 'Released versions belong to the main docs: empty either the docs section or the docs version.';
  }
  if (!route) return undefined;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const found = await client.fetch<{ path?: string; label?: string } | null>('*[_id == $sectionId][0]{path, label}', {
    sectionId: section._ref,
  });
  if (!found?.path || routeIsUnderPath(route, found.path)) return undefined;
  return `Docs of ${found.label ?? 'this section'} live under /${found.path}/: start the route with "${found.path}/".`;
}
