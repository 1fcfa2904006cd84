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
 * What is wrong with the Section field of a doc, category or link: a docs version of another section (a section's
 * released versions hold its own docs only), or a route outside the section's path. Undefined when fine, or when
 * the section is not found (the reference check judges that). A doc of a released version lives under the
 * version's path instead, which the Version field checks.
 */
export async function sectionFieldProblem(
  section: Reference,
  route: string | undefined,
  context: ValidationContext,
): Promise<string | undefined> {
  const versionId = (context.document?.version as Reference)?._ref;
  if (!section?._ref && !versionId) return undefined;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  if (versionId) {
    const version = await client.fetch<{ label?: string; section?: string | null; sectionLabel?: string } | null>(
      '*[_id == $versionId][0]{label, "section": section._ref, "sectionLabel": section->label}',
      { versionId },
    );
    if (!version) return undefined;
    const own = (version.section ?? null)?.replace(/^drafts\./, '') ?? null;
    const picked = section?._ref?.replace(/^drafts\./, '') ?? null;
    if (own === picked) return undefined;
    return own === null
      ? `${version.label ?? 'This version'} is a version of the main docs: empty the docs section, or pick a version of this section.`
      : `${version.label ?? 'This version'} is a version of ${version.sectionLabel ?? 'another docs section'}: pick that section here, or another version.`;
  }
  if (!route || !section?._ref) return undefined;
  const found = await client.fetch<{ path?: string; label?: string } | null>('*[_id == $sectionId][0]{path, label}', {
    sectionId: section._ref,
  });
  if (!found?.path || routeIsUnderPath(route, found.path)) return undefined;
  return `Docs of ${found.label ?? 'this section'} live under /${found.path}/: start the route with "${found.path}/".`;
}
