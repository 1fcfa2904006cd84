/**
 * What a build that stopped on its content leaves for the Studio: the
 * problems that stopped it, each with the document it is in, so the Studio
 * can list them in plain words with a link to each document. The build
 * writes it (store.ts), the site-deploys function passes it on with the
 * failed deploy, and the Studio reads this shape, so this module stays free
 * of Node and Netlify imports.
 */
import { isRecord } from '@react-redux-docs/schemas/is-record';

/** One problem, as the Studio lists it. */
export interface BuildProblem {
  /** The group it is listed under: "Broken links". */
  heading: string;
  /** The document it is in; absent for problems of the dataset as a whole (a missing singleton). */
  document?: { id: string; type: string; title?: string };
  /** Where in the document: `body[3].markDefs[0].href`. */
  field?: string;
  message: string;
}

export interface BuildProblemsReport {
  /** How many problems stopped the build; `problems` holds the first MAX_LISTED of them. */
  total: number;
  problems: BuildProblem[];
}

/** A report stays small (a few kilobytes): the Studio lists this many, and says how many more there are. */
export const MAX_LISTED_PROBLEMS = 50;
const LONGEST_TEXT = 500;

/** The report of these problems (already in the order the build lists them). */
export function buildProblemsReport(problems: readonly BuildProblem[]): BuildProblemsReport {
  return { total: problems.length, problems: problems.slice(0, MAX_LISTED_PROBLEMS).map(cleanProblem) };
}

/** A stored report read back, field by field; undefined when it is not one. */
export function readBuildProblemsReport(value: unknown): BuildProblemsReport | undefined {
  if (!isRecord(value) || !Array.isArray(value.problems)) return undefined;
  const problems = value.problems.flatMap((entry) => {
    const problem = readProblem(entry);
    return problem ? [problem] : [];
  });
  const total = typeof value.total === 'number' && Number.isInteger(value.total) ? value.total : problems.length;
  return { total: Math.max(total, problems.length), problems: problems.slice(0, MAX_LISTED_PROBLEMS) };
}

function readProblem(value: unknown): BuildProblem | undefined {
  if (!isRecord(value) || !text(value.heading) || !text(value.message)) return undefined;
  const document = isRecord(value.document) ? value.document : undefined;
  return cleanProblem({
    heading: value.heading,
    message: value.message,
    ...(text(value.field) ? { field: value.field } : {}),
    ...(document && text(document.id) && text(document.type)
      ? {
          document: {
            id: document.id,
            type: document.type,
            ...(text(document.title) ? { title: document.title } : {}),
          },
        }
      : {}),
  });
}

function cleanProblem(problem: BuildProblem): BuildProblem {
  const { document } = problem;
  return {
    heading: short(problem.heading),
    ...(document
      ? {
          document: {
            id: short(document.id),
            type: short(document.type),
            ...(document.title ? { title: short(document.title) } : {}),
          },
        }
      : {}),
    ...(problem.field ? { field: short(problem.field) } : {}),
    message: short(problem.message),
  };
}

function text(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function short(value: string): string {
  return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT - 1)}…` : value;
}
