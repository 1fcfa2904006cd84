/**
 * Runs the schema's own validation rules (the ones editors meet in the Studio)
 * over a set of documents, outside the Studio: the importer checks what it
 * writes with it. Rules that ask the Content Lake (is this route taken? does
 * this reference exist?) are answered from the set itself, so no network and
 * no Sanity project are needed. Kept out of the package's main entry because
 * it loads all of Sanity (about three seconds).
 */
import { evaluate, parse } from 'groq-js';
import { createSchema, type ValidateDocumentOptions, validateDocument } from 'sanity';
import { codeType } from '../code/codeType.ts';
import { SANITY_API_VERSION, schemaTypes } from '../index.ts';
import { LINK_TARGET_QUERY } from '../rules/linkAnchor.ts';
import { pruneForRules, type RuleType } from './prune.ts';
import { structureProblems } from './structure.ts';

export type ValidationProblem = {
  documentId: string;
  documentType: string;
  /** The field, e.g. `items[2].label` (array members by position), or '' for the document itself. */
  path: string;
  level: 'error' | 'warning' | 'info';
  message: string;
};

type Document = { _id: string; _type: string; [field: string]: unknown };
type PathSegment = string | number | { _key: string } | [number | '', number | ''];

let schema: ReturnType<typeof createSchema> | undefined;

/** The schema compiled as the Studio compiles it, with the body's `code` type (code/codeType.ts). */
function getSchema() {
  schema ??= createSchema({ name: 'validation', types: [...schemaTypes, codeType] });
  return schema;
}

/**
 * A stand-in for the Sanity client that custom rules call, answering GROQ from
 * the documents in memory. Queries asked once per doc are evaluated over the
 * few documents they can match, as evaluating them over every document, once
 * per document, would make validating a site quadratic in its size:
 * - one given `$route` (routeIsFree, routeClaimProblem) over the documents with
 *   that route or that old route, in any letter case, and the Redirects list;
 * - one given `$versionId`, `$sectionId` or `$categoryId` (a doc's version or
 *   section, a category up a sidebar's chain) over that document.
 */
/**
 * A Studio workspace as validateDocument uses it: it reads only the schema and a client for the rules' queries
 * (i18n falls back to English). The rest of a workspace (auth, tools, plugins) has no meaning offline.
 */
function offlineWorkspace(client: ReturnType<typeof inMemoryClient>): ValidateDocumentOptions['workspace'] {
  const used: Pick<ValidateDocumentOptions['workspace'], 'schema'> & { getClient: () => typeof client } = {
    schema: getSchema(),
    getClient: () => client,
  };
  return used as unknown as ValidateDocumentOptions['workspace'];
}

function inMemoryClient(documents: readonly Document[]) {
  const byRoute = new Map<string, Document[]>();
  const index = (route: unknown, document: Document) => {
    if (typeof route !== 'string') return;
    const owners = byRoute.get(route.toLowerCase());
    if (owners) owners.includes(document) || owners.push(document);
    else byRoute.set(route.toLowerCase(), [document]);
  };
  for (const document of documents) {
    index((document.route as { current?: unknown } | undefined)?.current, document);
    if (Array.isArray(document.previousRoutes)) for (const route of document.previousRoutes) index(route, document);
  }
  const redirectLists = documents.filter((document) => document._type === 'redirects');
  const byId = new Map(documents.map((document) => [document._id, document]));
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      // The site checks links' anchors itself, against every page's headings and snippets (see linkAnchor.ts).
      if (query === LINK_TARGET_QUERY) return null;
      const id = params.versionId ?? params.categoryId ?? params.sectionId;
      const dataset =
        typeof params.route === 'string'
          ? [...(byRoute.get(params.route.toLowerCase()) ?? []), ...redirectLists]
          : typeof id === 'string'
            ? [byId.get(id)].filter((document) => document !== undefined)
            : documents;
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get();
    },
    withConfig: () => client,
    config: () => ({ apiVersion: SANITY_API_VERSION, projectId: 'offline0', dataset: 'content' }),
  };
  return client;
}

/**
 * Sanity's validation waits for an idle moment (a timer, outside a browser)
 * before each field, so one document takes milliseconds of mostly waiting;
 * validating several at once overlaps the waits.
 */
const CONCURRENT_DOCUMENTS = 16;

/**
 * Every rule of every document, as the Studio runs them, after a check of
 * the document's shape against the schema (structure.ts). Problems come in
 * the order of the documents.
 */
export async function validateDocuments(
  documents: readonly Document[],
  options: ValidateOptions = {},
): Promise<ValidationProblem[]> {
  const ids = new Set([...documents.map((document) => document._id), ...(options.existingIds ?? [])]);
  const client = inMemoryClient(documents);
  const results: ValidationProblem[][] = new Array(documents.length);
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const index = next++;
      const document = documents[index] as Document;
      results[index] = options.standalone
        ? await validateOne(document, inMemoryClient([document]), () => true, options)
        : await validateOne(document, client, (id) => ids.has(id), options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_DOCUMENTS, documents.length) }, worker));
  return results.flat();
}

export type ValidateOptions = {
  /** Documents that references may point at without being in the set (e.g. image assets uploaded later). */
  existingIds?: Iterable<string>;
  /**
   * Judge each document on its own: every reference exists and no other doc
   * has its route. A document's problems then depend on nothing but the
   * document, so they can be cached by its content; the caller checks links
   * and routes across documents itself (the site build does, with its own messages).
   */
  standalone?: boolean;
  /** Give Sanity's rules the whole of every document (slow); for tests that the pruned check agrees. */
  unpruned?: boolean;
  /**
   * Only part of the check: 'shape' (unknown fields and types, keys, wrong JSON
   * types; microseconds a document) or 'rules' (Sanity's rules; milliseconds).
   * The site build reports the shape at once and runs the rules alongside the rest of the build.
   */
  only?: 'shape' | 'rules';
};

async function validateOne(
  document: Document,
  client: ReturnType<typeof inMemoryClient>,
  exists: (id: string) => boolean,
  options: ValidateOptions,
): Promise<ValidationProblem[]> {
  const type = getSchema().get(document._type);
  if (!type) {
    return [
      { ...at(document, ''), level: 'error', message: `"${document._type}" is not a document type of the schema` },
    ];
  }
  const problems: ValidationProblem[] = structureProblems(document, type).map((problem) => ({
    ...at(document, problem.path),
    level: 'error',
    message: problem.message,
  }));
  if (options.only === 'shape') return problems;
  // Doc pages are most of a site and their rules read nothing outside the value they check.
  const checked =
    document._type === 'doc' && !options.unpruned ? pruneForRules(document, type as unknown as RuleType) : document;
  const markers = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...checked },
    workspace: offlineWorkspace(client),
    getDocumentExists: async ({ id }) => exists(id.replace(/^drafts\./, '')),
    environment: 'studio',
  });
  const reported = new Set(problems.map((problem) => problem.path));
  if (options.only === 'rules') problems.length = 0;
  for (const marker of markers) {
    const path = formatPath(document, marker.path as PathSegment[]);
    // A value of the wrong shape was reported above in plainer words (or is, by the shape check, when only the rules run).
    if (reported.has(path)) continue;
    problems.push({
      ...at(document, path),
      level: marker.level,
      message: marker.message,
    });
  }
  return problems;
}

const at = (document: Document, path: string) => ({ documentId: document._id, documentType: document._type, path });

/** `['items', {_key: 'a1'}, 'label']` → `items[2].label`, finding each key's position in the document. */
export function formatPath(document: unknown, path: readonly PathSegment[]): string {
  let text = '';
  let value: unknown = document;
  for (const segment of path) {
    if (typeof segment === 'string') {
      text += text === '' ? segment : `.${segment}`;
      value = (value as Record<string, unknown> | undefined)?.[segment];
    } else if (typeof segment === 'number') {
      text += `[${segment}]`;
      value = Array.isArray(value) ? value[segment] : undefined;
    } else if (Array.isArray(segment)) {
      text += `[${segment[0]}:${segment[1]}]`;
      value = undefined;
    } else {
      const index = Array.isArray(value) ? value.findIndex((item) => item?._key === segment._key) : -1;
      text += index >= 0 ? `[${index}]` : `[_key=="${segment._key}"]`;
      value = index >= 0 ? (value as unknown[])[index] : undefined;
    }
  }
  return text;
}
