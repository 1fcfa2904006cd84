/**
 * A loopback stand-in for the parts of Sanity's HTTP API the Studio calls: the signed-in user and project, GROQ
 * queries (groq-js), document fetches, the listener (server-sent events with mendoza effects), mutations and the
 * actions API, over an in-memory dataset. Every request is logged; the ones it has no answer for are logged as
 * unhandled and answered 404, so a test can tell what the Studio tried that the fake does not know yet.
 *
 * The Studio's client calls `https://<projectId>.localhost:<port>/v<apiVersion>/…` (see buildStudio.ts), so the
 * project id in the host is ignored and the version prefix is stripped before routing. It is served over HTTP/2
 * (TLS, a throwaway self-signed certificate the browser is told to accept) because the Studio keeps a dozen
 * listeners open at once: over HTTP/1.1 Chromium's six connections per host fill up with event streams and the
 * document fetch never leaves the browser. HTTP/1.1 is still accepted, for the presence WebSocket (/socket/…).
 *
 * This file puts together the parts in fakeSanityApi/, one job each.
 */
import { accountRoutes } from './fakeSanityApi/account.ts';
import { actionsRoute } from './fakeSanityApi/actions.ts';
import { assetRoutes } from './fakeSanityApi/assets.ts';
import { documentRoutes } from './fakeSanityApi/documents.ts';
import { createListenerHub } from './fakeSanityApi/listener.ts';
import { mutateRoute } from './fakeSanityApi/mutations.ts';
import { createPresence } from './fakeSanityApi/presence.ts';
import { queryRoute } from './fakeSanityApi/query.ts';
import { startApiServer } from './fakeSanityApi/server.ts';
import { createDocumentStore } from './fakeSanityApi/store.ts';
import { stubRoutes } from './fakeSanityApi/stubs.ts';
import type {
  Commit,
  FakeSanityApi,
  FakeSanityApiOptions,
  LoggedRequest,
  LoggedWrite,
  Route,
} from './fakeSanityApi/types.ts';

export { loadSeedDocuments, SANITY_IMAGE_CDN } from './fakeSanityApi/seed.ts';
export type { FakeSanityApi, FakeSanityApiOptions, LoggedRequest, SanityDocument } from './fakeSanityApi/types.ts';
export { FAKE_USER } from './fakeSanityApi/user.ts';

/** The first route that takes the request answers it; no two of the routes take the same path. */
const firstOf =
  (routes: Route[]): Route =>
  async (request) => {
    for (const route of routes) if (await route(request)) return true;
    return false;
  };

export async function startFakeSanityApi(options: FakeSanityApiOptions): Promise<FakeSanityApi> {
  const log = options.log ?? (() => {});
  const store = createDocumentStore(options.documents);
  const requests: LoggedRequest[] = [];
  const writes: LoggedWrite[] = [];
  const listener = createListenerHub();
  const commit: Commit = (changes, transactionId) => listener.publish(store.commit(changes, transactionId));
  const presence = createPresence(requests, log);
  const server = await startApiServer({
    port: options.port ?? 0,
    route: firstOf([
      stubRoutes,
      accountRoutes(store.seededAt),
      assetRoutes(options.imagesDir),
      documentRoutes(store),
      queryRoute(store),
      listener.route,
      mutateRoute(store, commit, writes),
      actionsRoute(store, commit, writes),
    ]),
    requests,
    log,
    upgrade: presence.upgrade,
  });
  return {
    url: `https://localhost:${server.port}`,
    port: server.port,
    docs: store.docs,
    requests,
    unhandled: () => requests.filter((request) => !request.handled),
    writes,
    stop: async () => {
      listener.stop();
      presence.stop();
      await server.stop();
    },
  };
}
