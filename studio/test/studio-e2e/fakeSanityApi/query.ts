/** GROQ over the dataset (groq-js), as the query endpoint answers it through a perspective. */
import { evaluate, parse } from 'groq-js';
import { json, paramsFrom } from './http.ts';
import type { DocumentStore, Route, SanityDocument } from './types.ts';
import { FAKE_USER } from './user.ts';

const isDraftId = (id: string) => id.startsWith('drafts.');
const isVersionId = (id: string) => id.startsWith('versions.');
const publishedIdOf = (id: string) =>
  isDraftId(id) ? id.slice('drafts.'.length) : isVersionId(id) ? id.split('.').slice(2).join('.') : id;

/** The documents a query sees through a perspective: all of them (raw), the published ones, or drafts over those. */
export function perspectiveView(
  docs: Map<string, SanityDocument>,
  perspective: string | string[] | undefined,
): SanityDocument[] {
  const all = [...docs.values()];
  const list = typeof perspective === 'string' ? perspective.split(',') : (perspective ?? []);
  if (list.length === 0 || list.includes('raw')) return all;
  const published = all.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  if (!list.includes('drafts') && !list.includes('previewDrafts')) return published;
  const byId = new Map(published.map((doc) => [doc._id, doc]));
  for (const doc of all) {
    if (!isDraftId(doc._id)) continue;
    const id = publishedIdOf(doc._id);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}

export async function runQuery(query: string, params: Record<string, unknown>, dataset: SanityDocument[]) {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset, params, identity: FAKE_USER.id });
  return value.get();
}

/** GET or POST /data/query/<dataset>. */
export function queryRoute(store: DocumentStore): Route {
  return async (request) => {
    const { path, url, apiVersion, body } = request;
    if (!/^\/data\/query\/([^/]+)$/.test(path)) return false;
    const post = (body ?? {}) as {
      query?: string;
      params?: Record<string, unknown>;
      perspective?: string | string[];
    };
    const query = post.query ?? url.searchParams.get('query') ?? '';
    const params = post.params ?? paramsFrom(url.searchParams);
    // The API's default perspective is "published" from v2025-02-19 on, "raw" before.
    const perspective =
      post.perspective ?? url.searchParams.get('perspective') ?? (apiVersion >= '2025-02-19' ? 'published' : 'raw');
    const started = Date.now();
    try {
      const result = await runQuery(query, params, perspectiveView(store.docs, perspective));
      return json(request, { query, result, ms: Date.now() - started });
    } catch (error) {
      return json(request, { error: { description: (error as Error).message, type: 'queryParseError' } }, 400);
    }
  };
}
