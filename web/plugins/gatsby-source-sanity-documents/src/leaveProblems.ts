/**
 * A build that stops on its content leaves the problem list where the
 * Studio can read it (web/netlify/buildProblems/), so editors see what to
 * fix beside the failed build, with a link to each document, instead of
 * asking a developer for the deploy log. Only on Netlify (a DEPLOY_ID and a
 * Blobs store); writing it never hides the build's own error.
 */

import { PROBLEM_KINDS, type Problem, problemHeading } from '@react-redux-docs/web/content';
import { buildProblemsReport } from '../../../netlify/buildProblems/report.ts';
import { buildProblemsStore, saveBuildProblems } from '../../../netlify/buildProblems/store.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/** What happened, for the build log; undefined when this build has nowhere to leave it. */
export async function leaveProblemsForStudio(
  errors: readonly Problem[],
  env: Environment = process.env,
): Promise<string | undefined> {
  const deployId = env.DEPLOY_ID?.trim();
  if (!deployId || errors.length === 0) return undefined;
  const store = buildProblemsStore(env, { inBuild: true });
  if (!store) return undefined;
  const ordered = [...errors].sort(
    (a, b) =>
      PROBLEM_KINDS.indexOf(a.kind) - PROBLEM_KINDS.indexOf(b.kind) ||
      (a.document?.id ?? '').localeCompare(b.document?.id ?? ''),
  );
  const report = buildProblemsReport(
    ordered.map((problem) => ({
      heading: problemHeading(problem.kind),
      ...(problem.document ? { document: problem.document } : {}),
      ...(problem.field ? { field: problem.field } : {}),
      message: problem.message,
    })),
  );
  try {
    await saveBuildProblems(store, deployId, report);
    return `left the list of ${errors.length} problem(s) for the Studio's Deploy tool`;
  } catch (error) {
    return `could not leave the problem list for the Studio (${(error as Error)?.name ?? 'error'}); the list above is complete`;
  }
}
