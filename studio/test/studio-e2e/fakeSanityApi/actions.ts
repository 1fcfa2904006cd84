/** The actions API (/data/actions), as the Studio uses it, translated into the mutations the real API would make. */
import { randomUUID } from 'node:crypto';
import { HttpError, json } from './http.ts';
import { applyMutations } from './mutations.ts';
import type { Commit, DocumentStore, LoggedWrite, MutationPayload, Route, SanityDocument } from './types.ts';

export function actionsToMutations(docs: Map<string, SanityDocument>, actions: Record<string, unknown>[]) {
  const mutations: MutationPayload[] = [];
  const staged = new Map<string, SanityDocument | null>();
  const get = (id: string) => (staged.has(id) ? (staged.get(id) ?? null) : (docs.get(id) ?? null));
  const push = (list: MutationPayload[]) => {
    applyMutations(docs, list, staged);
    mutations.push(...list);
  };
  for (const action of actions) {
    const type = String(action.actionType);
    const publishedId = String(action.publishedId ?? '');
    const draftId = String(action.draftId ?? (publishedId ? `drafts.${publishedId}` : ''));
    switch (type) {
      case 'sanity.action.document.create': {
        const attributes = action.attributes as SanityDocument;
        const id = attributes._id ?? draftId;
        if (get(id) && action.ifExists === 'fail') throw new HttpError(409, `Document "${id}" already exists`);
        push([{ [get(id) ? 'createOrReplace' : 'create']: { ...attributes, _id: id } }]);
        break;
      }
      case 'sanity.action.document.edit': {
        const published = get(publishedId);
        if (!get(draftId)) {
          if (!published) throw new HttpError(404, `Neither "${draftId}" nor "${publishedId}" exists`);
          const { _rev, _createdAt, _updatedAt, ...copy } = published;
          push([{ createIfNotExists: { ...copy, _id: draftId } }]);
        }
        push([{ patch: { ...(action.patch as object), id: draftId } }]);
        break;
      }
      case 'sanity.action.document.publish': {
        const draft = get(draftId);
        if (!draft) throw new HttpError(409, `Draft "${draftId}" does not exist`);
        const { _rev, _updatedAt, ...copy } = draft;
        push([{ createOrReplace: { ...copy, _id: publishedId } }, { delete: { id: draftId } }]);
        break;
      }
      case 'sanity.action.document.unpublish': {
        const published = get(publishedId);
        if (!published) throw new HttpError(409, `"${publishedId}" is not published`);
        const { _rev, _updatedAt, ...copy } = published;
        push([{ createIfNotExists: { ...copy, _id: draftId } }, { delete: { id: publishedId } }]);
        break;
      }
      case 'sanity.action.document.discard':
        push([{ delete: { id: draftId } }]);
        break;
      case 'sanity.action.document.delete':
        push([{ delete: { id: publishedId } }, { delete: { id: `drafts.${publishedId}` } }]);
        break;
      case 'sanity.action.document.replaceDraft':
        push([{ createOrReplace: { ...(action.attributes as object), _id: draftId } }]);
        break;
      default:
        throw new HttpError(400, `The fake Sanity API does not implement ${type}`);
    }
  }
  return mutations;
}

/** POST /data/actions/<dataset>. */
export function actionsRoute(store: DocumentStore, commit: Commit, writes: LoggedWrite[]): Route {
  return async (request) => {
    const { method, path, body } = request;
    if (!(/^\/data\/actions\/([^/]+)$/.test(path) && method === 'POST')) return false;
    writes.push({ path, body });
    const { actions = [], transactionId = randomUUID() } = (body ?? {}) as {
      actions?: Record<string, unknown>[];
      transactionId?: string;
    };
    const mutations = actionsToMutations(store.docs, Array.isArray(actions) ? actions : [actions]);
    const { changes } = applyMutations(store.docs, mutations);
    await commit(changes, transactionId);
    return json(request, { transactionId });
  };
}
