import { createHash } from 'node:crypto';
import type { ValidationProblem } from '@react-redux-docs/schemas/validate';
import type { ContentModel, FieldShape } from '@react-redux-docs/web/content';
import { type ProblemSource, Problems } from '@react-redux-docs/web/content';
import type { SanityDocument } from './types.ts';

/** Runs (part of) the schema's check over documents, each on its own (validateDocuments with `standalone`). */
export type Validate = (documents: SanityDocument[]) => Promise<ValidationProblem[]>;

/** Where results are kept between builds (Gatsby's cache of the plugin). */
export type CheckStore = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
};

/** Messages of the shape check about types the schema does not have: listed together. */
const UNKNOWN_TYPE = /is not allowed here|is neither a decorator offered here|is not offered here|is not a field of/;

/** A document's digest (a hash of its JSON), worked out once per build for every cache that needs it. */
export type DigestOf = (document: SanityDocument) => string;

const digest = (document: SanityDocument) => createHash('sha256').update(JSON.stringify(document)).digest('hex');

/** Keyed by id, not by the document: the rules hold on to this while they run, and must not keep every document alive. */
export function documentDigests(documents: readonly SanityDocument[]): DigestOf {
  const digests = new Map(documents.map((document) => [document._id, digest(document)]));
  return (document) => digests.get(document._id) ?? digest(document);
}

type VerdictOptions = { validate: Validate; store?: CheckStore; version: string; digestOf: DigestOf };

/**
 * The verdicts of one check over the documents. Each document is judged on
 * its own, so its verdict is kept by its content and the schema's version, and
 * a content-only rebuild checks only the documents that changed.
 */
async function verdicts(
  check: 'shape' | 'rules',
  documents: readonly SanityDocument[],
  options: VerdictOptions,
): Promise<ValidationProblem[]> {
  const kept: ValidationProblem[] = [];
  let unchecked: SanityDocument[] = [];
  const uncheckedKeys: [id: string, key: string][] = [];
  for (const document of documents) {
    const key = `${check}:${options.version}:${options.digestOf(document)}`;
    const cached = (await options.store?.get(key)) as ValidationProblem[] | undefined;
    if (cached) kept.push(...cached);
    else {
      unchecked.push(document);
      uncheckedKeys.push([document._id, key]);
    }
  }
  const validating = options.validate(unchecked);
  // Dropped while the check runs: the rules run alongside the page queries, and holding every document that long
  // kept gigabytes alive at 10,000 docs.
  unchecked = [];
  const found = await validating;
  const byDocument = groupByDocument(found);
  for (const [id, key] of uncheckedKeys) await options.store?.set(key, byDocument.get(id) ?? []);
  return [...kept, ...found];
}

/**
 * The document shapes the schema allows (unknown fields and block or mark
 * types, wrong JSON types, keys): microseconds a document, so checked at
 * once, before any page is made.
 */
export async function checkShapes(
  documents: readonly SanityDocument[],
  options: VerdictOptions & { model: ContentModel; problems: Problems },
): Promise<void> {
  addProblems(
    documents,
    await verdicts('shape', documents, options),
    options.model,
    options.problems,
    options.problems,
  );
}

/**
 * The Studio's rules over every content document, so the site refuses what
 * the Studio would. Problems of fields already reported (by the link check or
 * the shape check) are not repeated; those of link addresses are the link
 * check's, which says more than the rules can. Returns the problems found, for
 * the caller to report.
 */
export async function checkRules(
  documents: readonly SanityDocument[],
  options: VerdictOptions & { model: ContentModel; reported: Problems },
): Promise<Problems> {
  // Only what the report needs is kept while the rules run.
  const sources = documents.map(sourceOf);
  const found = await verdicts('rules', documents, options);
  const problems = new Problems();
  addProblems(sources, found, options.model, options.reported, problems);
  return problems;
}

function sourceOf(document: SanityDocument): ProblemSource {
  return {
    id: document._id,
    type: document._type,
    ...(typeof document.title === 'string' && document.title ? { title: document.title } : {}),
  };
}

function addProblems(
  documents: readonly (SanityDocument | ProblemSource)[],
  verdicts: readonly ValidationProblem[],
  model: ContentModel,
  reported: Problems,
  into: Problems,
) {
  const linkFields = new Set(['href', ...urlFieldNames(model)]);
  const reportedFields = new Map<string, string[]>();
  for (const problem of reported.list) {
    if (!problem.document) continue;
    reportedFields.set(problem.document.id, [...(reportedFields.get(problem.document.id) ?? []), problem.field ?? '']);
  }
  // A field reported already, or inside one (route.current when route was): said once, in the plainer words.
  const alreadyReported = (id: string, path: string) =>
    (reportedFields.get(id) ?? []).some(
      (field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`),
    );
  const byDocument = groupByDocument(verdicts);
  for (const document of documents) {
    const source = '_id' in document ? sourceOf(document) : document;
    for (const problem of byDocument.get(source.id) ?? []) {
      const lastSegment = problem.path.split('.').at(-1) ?? '';
      if (linkFields.has(lastSegment) && problem.message !== 'Required') continue;
      if (alreadyReported(source.id, problem.path)) continue;
      const message =
        problem.message === 'Required' ? 'is empty; the Studio requires it. Fill it in.' : problem.message;
      if (problem.level !== 'error') into.warn('content-warning', source, problem.path, message);
      else into.error(UNKNOWN_TYPE.test(message) ? 'unknown-type' : 'invalid-document', source, problem.path, message);
    }
  }
}

function groupByDocument(problems: readonly ValidationProblem[]): Map<string, ValidationProblem[]> {
  const groups = new Map<string, ValidationProblem[]>();
  for (const problem of problems) {
    const group = groups.get(problem.documentId);
    if (group) group.push(problem);
    else groups.set(problem.documentId, [problem]);
  }
  return groups;
}

/** Names of the schema's url fields: their addresses are judged by the link check. */
function urlFieldNames(model: ContentModel): string[] {
  const names = new Set<string>();
  const visit = (name: string, shape: FieldShape) => {
    if (shape.kind === 'scalar' && shape.isUrl) names.add(name);
    if (shape.kind === 'list') visit(name, shape.of);
  };
  for (const document of model.documents) for (const field of document.fields) visit(field.name, field.shape);
  for (const object of model.objectTypes.values()) for (const field of object.fields) visit(field.name, field.shape);
  return [...names];
}
