/**
 * The listener: /data/listen/<dataset> event streams, each told of the committed changes its GROQ filter matches
 * before or after, in the shape and with the options (includeResult, effectFormat=mendoza…) the Studio asks for.
 */
import { randomUUID } from 'node:crypto';
import { paramsFrom, startEventStream } from './http.ts';
import { runQuery } from './query.ts';
import type { ListenerHub, Res, Route, SanityDocument, Transaction } from './types.ts';

type Listener = { filter: string; params: Record<string, unknown>; res: Res; opts: URLSearchParams };

const withoutRev = (doc: SanityDocument | null) => {
  if (!doc) return null;
  const { _rev, ...rest } = doc;
  return rest;
};

const matchesFilter = async (filter: string, params: Record<string, unknown>, doc: SanityDocument | null) => {
  if (!doc) return false;
  // Listen queries are `*[<filter>]` (sometimes with a projection); they are evaluated against the one document.
  const result = await runQuery(filter, params, [doc]);
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
};

export function createListenerHub(): ListenerHub {
  const listeners = new Set<Listener>();

  const route: Route = ({ req, res, path, url }) => {
    if (!/^\/data\/listen\/([^/]+)$/.test(path)) return false;
    const filter = url.searchParams.get('query') ?? '*';
    startEventStream(req, res);
    const listener = { filter, params: paramsFrom(url.searchParams), res, opts: url.searchParams };
    listeners.add(listener);
    const events = (url.searchParams.get('events') ?? 'welcome,mutation').split(',');
    if (events.includes('welcome')) {
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`);
    }
    const keepAlive = setInterval(() => res.write(': keepalive\n\n'), 15_000);
    req.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(listener);
    });
    return true;
  };

  const publish = async ({ transactionId, timestamp, identity, changes }: Transaction) => {
    let index = 0;
    for (const { change, previousRev, resultRev } of changes) {
      const transition = !change.before ? 'appear' : !change.after ? 'disappear' : 'update';
      const event = {
        eventId: `${transactionId}#${change.id}`,
        documentId: change.id,
        transactionId,
        transition,
        identity,
        mutations: change.mutations,
        previousRev,
        resultRev,
        timestamp,
        visibility: 'query',
        transactionTotalEvents: changes.length,
        transactionCurrentEvent: ++index,
      };
      for (const listener of listeners) {
        const matches =
          (await matchesFilter(listener.filter, listener.params, change.before)) ||
          (await matchesFilter(listener.filter, listener.params, change.after));
        if (!matches) continue;
        const payload: Record<string, unknown> = { ...event };
        if (listener.opts.get('includeResult') !== 'false') payload.result = change.after ?? undefined;
        if (listener.opts.get('includePreviousRevision') === 'true') payload.previous = change.before ?? undefined;
        if (listener.opts.get('includeMutations') === 'false') delete payload.mutations;
        if (listener.opts.get('effectFormat') === 'mendoza') {
          // A mendoza patch that replaces the whole value ("Value" opcode): always correct, never minimal.
          payload.effects = { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] };
        }
        listener.res.write(`id: ${event.eventId}\nevent: mutation\ndata: ${JSON.stringify(payload)}\n\n`);
      }
    }
  };

  const stop = () => {
    for (const listener of listeners) listener.res.end();
    listeners.clear();
  };

  return { route, publish, stop };
}
