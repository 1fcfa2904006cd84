/** Documents by id (/data/doc) and their history, which the fake keeps none of beyond the current revision. */
import { corsHeaders, json } from './http.ts';
import type { DocumentStore, Route, SanityDocument } from './types.ts';

export function documentRoutes({ docs }: DocumentStore): Route {
  return (request) => {
    const { req, res, path: p } = request;
    const byId = /^\/data\/doc\/([^/]+)\/(.+)$/.exec(p);
    if (byId) {
      const ids = decodeURIComponent(byId[2] ?? '').split(',');
      const found = ids.map((id) => docs.get(id)).filter((doc): doc is SanityDocument => Boolean(doc));
      return json(request, {
        documents: found,
        omitted: ids.filter((id) => !docs.has(id)).map((id) => ({ id, reason: 'existence' })),
      });
    }
    if (/^\/data\/history\/[^/]+\/transactions\//.test(p)) {
      res.writeHead(200, { ...corsHeaders(req), 'content-type': 'application/x-ndjson' });
      res.end('');
      return true;
    }
    if (/^\/data\/history\/[^/]+\/events\//.test(p)) return json(request, { events: [], nextCursor: '' });
    const history = /^\/data\/history\/[^/]+\/documents\/(.+)$/.exec(p);
    if (history) {
      const ids = decodeURIComponent(history[1] ?? '').split(',');
      return json(request, { documents: ids.map((id) => docs.get(id)).filter(Boolean) });
    }
    return false;
  };
}
