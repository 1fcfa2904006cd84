/** Sanity mutations (create…, patch, delete), applied with @sanity/mutator, and the /data/mutate endpoint. */
import { randomUUID } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import { HttpError, json } from './http.ts';
import type { Change, Commit, DocumentStore, LoggedWrite, MutationPayload, Route, SanityDocument } from './types.ts';

/**
 * Applies mutations to copies of the documents, returning the changes. `staged` holds what earlier mutations of the
 * same transaction made, so a later one sees them before anything is committed.
 */
export function applyMutations(
  docs: Map<string, SanityDocument>,
  mutations: MutationPayload[],
  staged = new Map<string, SanityDocument | null>(),
) {
  const current = (id: string) => (staged.has(id) ? (staged.get(id) ?? null) : (docs.get(id) ?? null));
  const touched = new Map<string, { before: SanityDocument | null; mutations: MutationPayload[] }>();
  const results: { id: string; operation: string }[] = [];
  for (const mutation of mutations) {
    const [kind, body] = Object.entries(mutation)[0] ?? [];
    if (!kind || !body) throw new HttpError(400, `Bad mutation ${JSON.stringify(mutation)}`);
    const id = String(body._id ?? body.id ?? '');
    if (!id) throw new HttpError(400, `Mutation without a document id: ${JSON.stringify(mutation)}`);
    const before = current(id);
    if (kind === 'create' && before) throw new HttpError(409, `Document by ID "${id}" already exists`);
    if (kind === 'patch' && !before) throw new HttpError(404, `Document by ID "${id}" not found for patch`);
    if (kind === 'patch' && body.ifRevisionID && body.ifRevisionID !== before?._rev) {
      throw new HttpError(
        409,
        `Document "${id}" has unexpected revision ID ("${before?._rev}"), expected "${body.ifRevisionID}"`,
      );
    }
    const after =
      (new Mutation({ mutations: [structuredClone(mutation)] }).apply(
        before ? structuredClone(before) : null,
      ) as SanityDocument | null) ?? null;
    if (!touched.has(id)) touched.set(id, { before: docs.get(id) ?? null, mutations: [] });
    touched.get(id)?.mutations.push(mutation);
    staged.set(id, after);
    const operation = kind === 'delete' ? 'delete' : kind === 'patch' ? 'update' : before ? 'update' : 'create';
    results.push({ id, operation });
  }
  const changes: Change[] = [...touched].map(([id, { before, mutations: list }]) => ({
    id,
    before,
    after: staged.get(id) ?? null,
    mutations: list,
  }));
  return { changes, results };
}

/** POST /data/mutate/<dataset>. */
export function mutateRoute(store: DocumentStore, commit: Commit, writes: LoggedWrite[]): Route {
  return async (request) => {
    const { method, path, url, body } = request;
    if (!(/^\/data\/mutate\/([^/]+)$/.test(path) && method === 'POST')) return false;
    writes.push({ path, body });
    const { mutations = [], transactionId = url.searchParams.get('transactionId') ?? randomUUID() } = (body ?? {}) as {
      mutations?: MutationPayload[];
      transactionId?: string;
    };
    const { changes, results } = applyMutations(store.docs, mutations);
    await commit(changes, transactionId);
    const response: Record<string, unknown> = { transactionId, results };
    if (url.searchParams.get('returnDocuments') === 'true') {
      response.results = results.map((result) => ({ ...result, document: store.docs.get(result.id) }));
    }
    if (url.searchParams.get('returnIds') === 'true') response.documentIds = results.map((result) => result.id);
    return json(request, response);
  };
}
