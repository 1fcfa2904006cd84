import type { ContentModel } from '@react-redux-docs/web/content';
import {
  errorReport,
  formatProblems,
  type Problem,
  type Problems,
  type ResolvedContent,
  type ResolveOptions,
  resolveContent,
} from '@react-redux-docs/web/content';
import { type CheckStore, checkRules, checkShapes, documentDigests } from './schemaCheck.ts';
import type { SanityDocument } from './types.ts';
import { validateInWorkers } from './validateInWorkers.ts';

export type CheckOptions = ResolveOptions & {
  model: ContentModel;
  /** Keeps each document's verdict of the schema's rules between builds. */
  store?: CheckStore;
  /** The schema's version: verdicts of another version are not reused. */
  schemaVersion: string;
  /** SANITY_STUDIO_URL: each problem then links to its document in the Studio. */
  studioUrl?: string;
  hosted: boolean;
  /** The site's folder (web/), where the schema check's worker script is. */
  siteDir: string;
};

/** What to print: warnings, and when the build must stop, one message listing every problem that stops it. */
export type CheckReport = { warnings?: string; error?: string; errors?: Problem[] };

/**
 * Every check the content gets. At once, before any page is made: references,
 * links and sections across documents, routes, images (resolveContent), and
 * the shapes the schema allows (unknown block and mark types, wrong types).
 * Alongside the rest of the build, in worker threads: the schema's own rules
 * (`rules`, which the build awaits before it ends), about ten milliseconds of
 * CPU a doc page, which would otherwise hold up a build of thousands of pages
 * while a core sits idle.
 */
export async function checkContent(
  documents: SanityDocument[],
  options: CheckOptions,
): Promise<{ content: ResolvedContent; report: CheckReport; rules: Promise<CheckReport> }> {
  const content = resolveContent(documents, options);
  const digestOf = documentDigests(content.documents);
  await checkShapes(content.documents, {
    validate: async (unchecked) => {
      if (unchecked.length === 0) return [];
      const { validateDocuments } = await import('@react-redux-docs/schemas/validate');
      return validateDocuments(unchecked, { standalone: true, only: 'shape' });
    },
    store: options.store,
    version: options.schemaVersion,
    digestOf,
    model: options.model,
    problems: content.problems,
  });
  const rules = checkRules(content.documents, {
    validate: (unchecked) => validateInWorkers(unchecked, options.siteDir),
    store: options.store,
    version: options.schemaVersion,
    digestOf,
    model: options.model,
    reported: content.problems,
  }).then((problems) => report(problems, options));
  return { content, report: report(content.problems, options), rules };
}

function report(problems: Problems, options: CheckOptions): CheckReport {
  const { errors, warnings } = problems;
  return {
    ...(warnings.length > 0
      ? { warnings: `The content has problems the site works around:\n\n${formatProblems(warnings)}` }
      : {}),
    ...(errors.length > 0
      ? { error: errorReport(errors, { studioUrl: options.studioUrl, hosted: options.hosted }), errors }
      : {}),
  };
}
