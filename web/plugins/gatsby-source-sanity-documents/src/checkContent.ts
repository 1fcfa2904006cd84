import type { ContentModel } from './contentModel.ts';
import { errorReport, formatProblems } from './problems.ts';
import { type ResolvedContent, type ResolveOptions, resolveContent } from './resolveContent.ts';
import { type CheckStore, checkAgainstSchema } from './schemaCheck.ts';
import type { SanityDocument } from './types.ts';
import { validateInWorkers } from './validateInWorkers.ts';

export type CheckOptions = ResolveOptions & {
  model: ContentModel;
  /** Keeps each document's schema verdict between builds. */
  store?: CheckStore;
  /** The schema's version: verdicts of another version are not reused. */
  schemaVersion: string;
  /** SANITY_STUDIO_URL: each problem then links to its document in the Studio. */
  studioUrl?: string;
  hosted: boolean;
  /** The site's folder (web/), where the schema check's worker script is. */
  siteDir: string;
};

/**
 * Every check the content gets before a page is built: references, links
 * and sections across documents, routes, images (resolveContent), and the
 * schema's own rules (checkAgainstSchema). Returns the resolved content, the
 * warnings to print and, when the build must stop, one message listing every
 * problem that stops it.
 */
export async function checkContent(
  documents: SanityDocument[],
  options: CheckOptions,
): Promise<{ content: ResolvedContent; warnings?: string; error?: string }> {
  const content = resolveContent(documents, options);
  await checkAgainstSchema(content.documents, {
    validate: (unchecked) => validateInWorkers(unchecked, options.siteDir),
    store: options.store,
    version: options.schemaVersion,
    model: options.model,
    problems: content.problems,
  });
  const { errors, warnings } = content.problems;
  return {
    content,
    ...(warnings.length > 0
      ? { warnings: `The content has problems the site works around:\n\n${formatProblems(warnings)}` }
      : {}),
    ...(errors.length > 0
      ? { error: errorReport(errors, { studioUrl: options.studioUrl, hosted: options.hosted }) }
      : {}),
  };
}
