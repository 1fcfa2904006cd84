/**
 * Runs the schema's own validation rules (the ones editors meet in the Studio)
 * over a set of documents, outside the Studio: the importer checks what it
 * writes with it. Rules that ask the Content Lake (is this route taken? does
 * this reference exist?) are answered from the set itself, so no network and
 * no Sanity project are needed. Kept out of the package's main entry because
 * it loads all of Sanity (about three seconds).
 */
import { codeSchema } from '@sanity/code-input';
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument } from 'sanity';
import { SANITY_API_VERSION, schemaTypes } from '../index.ts';
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

/** The schema compiled as the Studio compiles it, with the code input plugin's `code` type. */
function getSchema() {
  schema ??= createSchema({ name: 'validation', types: [...schemaTypes, codeSchema] });
  return schema;
}

/** A stand-in for the Sanity client that custom rules call, answering GROQ from the documents in memory. */
function inMemoryClient(documents: readonly Document[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset: documents, params });
      return result.get();
    },
    withConfig: () => client,
    config: () => ({ apiVersion: SANITY_API_VERSION, projectId: 'offline0', dataset: 'content' }),
  };
  return client;
}

/**
 * Every rule of every document, as the Studio runs them, after a check of
 * the document's shape against the schema (structure.ts). `existingIds` adds
 * documents that references may point at without being in the set (e.g. image
 * assets that are uploaded later).
 */
export async function validateDocuments(
  documents: readonly Document[],
  options: { existingIds?: Iterable<string> } = {},
): Promise<ValidationProblem[]> {
  const ids = new Set([...documents.map((document) => document._id), ...(options.existingIds ?? [])]);
  const client = inMemoryClient(documents);
  const problems: ValidationProblem[] = [];
  for (const document of documents) {
    const type = getSchema().get(document._type);
    if (!type) {
      problems.push({
        ...at(document, ''),
        level: 'error',
        message: `"${document._type}" is not a document type of the schema`,
      });
      continue;
    }
    for (const problem of structureProblems(document, type as never)) {
      problems.push({ ...at(document, problem.path), level: 'error', message: problem.message });
    }
    const markers = await validateDocument({
      document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as never,
      // validateDocument reads only the schema and the client from a workspace; i18n falls back to English.
      workspace: { schema: getSchema(), getClient: () => client } as never,
      getDocumentExists: async ({ id }) => ids.has(id.replace(/^drafts\./, '')),
      environment: 'studio',
    });
    for (const marker of markers) {
      problems.push({
        ...at(document, formatPath(document, marker.path as PathSegment[])),
        level: marker.level,
        message: marker.message,
      });
    }
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
