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
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Mutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import { WebSocketServer } from 'ws';
import { E2E_DATASET, E2E_PROJECT_ID } from './buildStudio.ts';

/** Sanity's image CDN, which the Studio's image URLs and the preview's point at. */
export const SANITY_IMAGE_CDN = 'https://cdn.sanity.io/images';

// With allowHTTP1, HTTP/1.1 requests arrive as node:http's request and response, which these types cover.
type Req = Http2ServerRequest;
type Res = Http2ServerResponse;

export type SanityDocument = { _id: string; _type: string; _rev?: string; [key: string]: unknown };
export type LoggedRequest = { method: string; path: string; query: string; body?: unknown; handled: boolean };
type MutationPayload = Record<string, Record<string, unknown>>;
type Change = { id: string; before: SanityDocument | null; after: SanityDocument | null; mutations: MutationPayload[] };

export const FAKE_USER = {
  id: 'p-e2e-user',
  name: 'E2E Editor',
  email: 'e2e@example.com',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

const ADMIN_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }];

export type FakeSanityApi = {
  url: string;
  port: number;
  docs: Map<string, SanityDocument>;
  requests: LoggedRequest[];
  /** Requests the fake answered 404 because it has no route for them. */
  unhandled: () => LoggedRequest[];
  /** Mutations and actions received, in order (the request bodies). */
  writes: { path: string; body: unknown }[];
  stop: () => Promise<void>;
};

export type FakeSanityApiOptions = {
  documents: SanityDocument[];
  port?: number;
  /** Folder the seed's `image@file://./images/…` assets live in; served at /images/. */
  imagesDir?: string;
  log?: (line: string) => void;
};

const nowIso = () => new Date().toISOString();
const isDraftId = (id: string) => id.startsWith('drafts.');
const isVersionId = (id: string) => id.startsWith('versions.');
const publishedIdOf = (id: string) =>
  isDraftId(id) ? id.slice('drafts.'.length) : isVersionId(id) ? id.split('.').slice(2).join('.') : id;
const withoutRev = (doc: SanityDocument | null) => {
  if (!doc) return null;
  const { _rev, ...rest } = doc;
  return rest;
};

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The seed NDJSON, with `_sanityAsset` image fields turned into references to generated sanity.imageAsset documents. */
export async function loadSeedDocuments(ndjsonFile: string): Promise<SanityDocument[]> {
  const text = await readFile(ndjsonFile, 'utf8');
  const docs = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument);
  const assets = new Map<string, SanityDocument>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) out[key] = visit(child);
    const asset = record._sanityAsset;
    if (typeof asset === 'string') {
      const match = /^image@file:\/\/\.\/images\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/.exec(asset);
      if (!match) return out;
      const [, hash, width, height, ext] = match as unknown as [string, string, string, string, string];
      const assetId = `image-${hash}-${width}x${height}-${ext}`;
      assets.set(assetId, {
        _id: assetId,
        _type: 'sanity.imageAsset',
        assetId: hash,
        sha1hash: hash,
        extension: ext,
        mimeType: ext === 'svg' ? 'image/svg+xml' : `image/${ext}`,
        originalFilename: `${hash}.${ext}`,
        path: `images/${hash}-${width}x${height}.${ext}`,
        // Where Sanity's image CDN serves it; the tests answer for that host from the seed's files (see session.ts).
        url: `${SANITY_IMAGE_CDN}/${E2E_PROJECT_ID}/${E2E_DATASET}/${hash}-${width}x${height}.${ext}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: +width,
            height: +height,
            aspectRatio: +width / +height,
          },
        },
      });
      delete out._sanityAsset;
      out.asset = { _type: 'reference', _ref: assetId };
    }
    return out;
  };
  return [...docs.map((doc) => visit(doc) as SanityDocument), ...assets.values()];
}

export async function startFakeSanityApi(options: FakeSanityApiOptions): Promise<FakeSanityApi> {
  const log = options.log ?? (() => {});
  const docs = new Map<string, SanityDocument>();
  const seedTime = nowIso();
  for (const doc of options.documents) {
    docs.set(doc._id, {
      _createdAt: seedTime,
      _updatedAt: seedTime,
      ...structuredClone(doc),
      _rev: (doc._rev as string | undefined) ?? randomUUID().slice(0, 22),
    });
  }
  const requests: LoggedRequest[] = [];
  const writes: { path: string; body: unknown }[] = [];
  const listeners = new Set<{ filter: string; params: Record<string, unknown>; res: Res; opts: URLSearchParams }>();
  const keyValues = new Map<string, unknown>();

  // ---- GROQ -------------------------------------------------------------------------------------------------------

  const perspectiveView = (perspective: string | string[] | undefined): SanityDocument[] => {
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
  };

  const runQuery = async (query: string, params: Record<string, unknown>, dataset: SanityDocument[]) => {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset, params, identity: FAKE_USER.id });
    return value.get();
  };

  const matchesFilter = async (filter: string, params: Record<string, unknown>, doc: SanityDocument | null) => {
    if (!doc) return false;
    // Listen queries are `*[<filter>]` (sometimes with a projection); they are evaluated against the one document.
    const result = await runQuery(filter, params, [doc]);
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };

  // ---- Writes -----------------------------------------------------------------------------------------------------

  const commit = async (changes: Change[], transactionId: string, identity = FAKE_USER.id) => {
    const resultRev = transactionId;
    const timestamp = nowIso();
    const events: { change: Change; previousRev?: string; resultRev?: string }[] = [];
    for (const change of changes) {
      if (change.after) {
        change.after = { ...change.after, _rev: resultRev, _updatedAt: timestamp };
        docs.set(change.id, change.after);
      } else docs.delete(change.id);
      events.push({ change, previousRev: change.before?._rev, resultRev: change.after ? resultRev : undefined });
    }
    let index = 0;
    for (const { change, previousRev, resultRev: rev } of events) {
      const transition = !change.before ? 'appear' : !change.after ? 'disappear' : 'update';
      const event = {
        eventId: `${transactionId}#${change.id}`,
        documentId: change.id,
        transactionId,
        transition,
        identity,
        mutations: change.mutations,
        previousRev,
        resultRev: rev,
        timestamp,
        visibility: 'query',
        transactionTotalEvents: events.length,
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
    return { transactionId, timestamp };
  };

  /** Applies Sanity mutations (create…, patch, delete) to copies of the documents, returning the changes. */
  const applyMutations = (mutations: MutationPayload[], staged = new Map<string, SanityDocument | null>()) => {
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
  };

  /** The actions API, as the Studio uses it, translated into the mutations the real API would make. */
  const actionsToMutations = (actions: Record<string, unknown>[]) => {
    const mutations: MutationPayload[] = [];
    const staged = new Map<string, SanityDocument | null>();
    const get = (id: string) => (staged.has(id) ? (staged.get(id) ?? null) : (docs.get(id) ?? null));
    const push = (list: MutationPayload[]) => {
      applyMutations(list, staged);
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
  };

  // ---- HTTP -------------------------------------------------------------------------------------------------------

  const readBody = async (req: Req) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };

  const paramsFrom = (search: URLSearchParams) => {
    const params: Record<string, unknown> = {};
    for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    return params;
  };

  const corsHeaders = (req: Req): Record<string, string> => ({
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
    vary: 'Origin',
  });

  const sendJson = (req: Req, res: Res, status: number, body: unknown) => {
    res.writeHead(status, { ...corsHeaders(req), 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const route = async (
    req: Req,
    res: Res,
    method: string,
    p: string,
    url: URL,
    apiVersion: string,
    body: unknown,
  ): Promise<boolean> => {
    const json = (value: unknown, status = 200) => {
      sendJson(req, res, status, value);
      return true;
    };
    let m: RegExpExecArray | null = null;
    const match = (pattern: RegExp) => {
      m = pattern.exec(p);
      return m !== null;
    };

    if (p === '/ping') return json('PONG');
    if (/^\/data\/ping\//.test(p)) return json('PONG');
    if (/^\/descriptors\/(claim|synchronize)$/.test(p)) return json({ synchronization: null });
    if (/^\/agent\/[^/]+\/bundles\/mine\/listen$/.test(p)) {
      // Agent bundles: an event stream that says there are none, then stays open.
      res.writeHead(200, { ...corsHeaders(req), 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(`event: bundles\ndata: ${JSON.stringify({ bundles: [] })}\n\n`);
      return true;
    }
    if (p === '/users/me' && method === 'GET') return json(FAKE_USER);
    if (p === '/auth/id') return json({ id: FAKE_USER.id });
    if (p === '/auth/providers') return json({ thirdPartyLogin: false, sso: {}, providers: [] });
    if (p === '/auth/logout') return json({ ok: true });
    if (match(/^\/users\/me\/keyvalue\/(.+)$/)) {
      return json(
        decodeURIComponent(m?.[1] ?? '')
          .split(',')
          .map((key) => ({ key, value: keyValues.get(key) ?? null })),
      );
    }
    if (p === '/users/me/keyvalue' && method === 'PUT') {
      const pairs = (body as { key: string; value: unknown }[]) ?? [];
      for (const pair of pairs) keyValues.set(pair.key, pair.value);
      return json(pairs);
    }
    if (match(/^\/users\/([^/]+)$/)) {
      const ids = decodeURIComponent(m?.[1] ?? '').split(',');
      const users = ids.map((id) => (id === FAKE_USER.id || id === 'me' ? FAKE_USER : { id, displayName: id }));
      return json(ids.length === 1 ? users[0] : users);
    }
    if (match(/^\/projects\/([^/]+)$/)) {
      return json({
        id: m?.[1],
        displayName: 'React Redux docs (e2e)',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        organizationId: 'o-e2e',
        metadata: {},
        maxRetentionDays: 30,
        members: [
          {
            id: FAKE_USER.id,
            role: 'administrator',
            roles: FAKE_USER.roles,
            isRobot: false,
            isCurrentUser: true,
            createdAt: seedTime,
          },
        ],
        features: [],
        organization: { id: 'o-e2e', name: 'E2E', slug: 'e2e' },
      });
    }
    if (match(/^\/projects\/([^/]+)\/datasets$/)) return json([{ name: 'production', aclMode: 'public' }]);
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(p)) return json(ADMIN_GRANTS);
    if (/^\/projects\/[^/]+\/grants$/.test(p)) {
      const grant = (names: string[]) => [{ grants: names.map((name) => ({ name, params: {} })), config: {} }];
      return json({
        'sanity.project': grant(['read', 'update', 'createSession', 'deployStudio']),
        'sanity.project.datasets': grant(['read', 'update']),
        'sanity.project.members': grant(['read']),
      });
    }
    if (/^\/projects\/[^/]+\/user-applications/.test(p)) return json([]);
    if (/^\/projects\/[^/]+\/new-content-release-allowed/.test(p)) return json({ allowed: true });
    if (p === '/features') return json([]);
    if (p === '/intake/telemetry-status') return json({ status: 'denied' });
    if (p === '/intake/batch') return json({});
    if (p.startsWith('/journey/') || p === '/help') return json({});
    if (p === '/access/requests/me') return json([]);
    if (/^\/subscriptions\/project\//.test(p)) return json({});
    if (/^\/schedules\//.test(p)) return json({ schedules: [] });
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/settings\/indexing/.test(p)) return json({});
    if (/^\/projects\/[^/]+\/datasets\?/.test(p)) return json([]);
    if (p.startsWith('/images/') && options.imagesDir) {
      const file = path.join(options.imagesDir, path.basename(p));
      try {
        const data = await readFile(file);
        res.writeHead(200, {
          ...corsHeaders(req),
          'content-type': file.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
        });
        res.end(data);
        return true;
      } catch {
        return false;
      }
    }

    if (match(/^\/data\/doc\/([^/]+)\/(.+)$/)) {
      const ids = decodeURIComponent(m?.[2] ?? '').split(',');
      const found = ids.map((id) => docs.get(id)).filter((doc): doc is SanityDocument => Boolean(doc));
      return json({
        documents: found,
        omitted: ids.filter((id) => !docs.has(id)).map((id) => ({ id, reason: 'existence' })),
      });
    }
    if (match(/^\/data\/query\/([^/]+)$/)) {
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
        const result = await runQuery(query, params, perspectiveView(perspective));
        return json({ query, result, ms: Date.now() - started });
      } catch (error) {
        return json({ error: { description: (error as Error).message, type: 'queryParseError' } }, 400);
      }
    }
    if (match(/^\/data\/listen\/([^/]+)$/)) {
      const filter = url.searchParams.get('query') ?? '*';
      res.writeHead(200, {
        ...corsHeaders(req),
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
      });
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
    }
    if (match(/^\/data\/mutate\/([^/]+)$/) && method === 'POST') {
      writes.push({ path: p, body });
      const { mutations = [], transactionId = url.searchParams.get('transactionId') ?? randomUUID() } = (body ??
        {}) as {
        mutations?: MutationPayload[];
        transactionId?: string;
      };
      const { changes, results } = applyMutations(mutations);
      await commit(changes, transactionId);
      const response: Record<string, unknown> = { transactionId, results };
      if (url.searchParams.get('returnDocuments') === 'true') {
        response.results = results.map((result) => ({ ...result, document: docs.get(result.id) }));
      }
      if (url.searchParams.get('returnIds') === 'true') response.documentIds = results.map((result) => result.id);
      return json(response);
    }
    if (match(/^\/data\/actions\/([^/]+)$/) && method === 'POST') {
      writes.push({ path: p, body });
      const { actions = [], transactionId = randomUUID() } = (body ?? {}) as {
        actions?: Record<string, unknown>[];
        transactionId?: string;
      };
      const mutations = actionsToMutations(Array.isArray(actions) ? actions : [actions]);
      const { changes } = applyMutations(mutations);
      await commit(changes, transactionId);
      return json({ transactionId });
    }
    if (/^\/data\/history\/[^/]+\/transactions\//.test(p)) {
      res.writeHead(200, { ...corsHeaders(req), 'content-type': 'application/x-ndjson' });
      res.end('');
      return true;
    }
    if (/^\/data\/history\/[^/]+\/events\//.test(p)) return json({ events: [], nextCursor: '' });
    if (match(/^\/data\/history\/[^/]+\/documents\/(.+)$/)) {
      const ids = decodeURIComponent(m?.[1] ?? '').split(',');
      return json({ documents: ids.map((id) => docs.get(id)).filter(Boolean) });
    }
    return false;
  };

  const certDir = await mkdtemp(path.join(tmpdir(), 'fake-sanity-cert-'));
  const { key, cert } = await selfSignedCertificate(certDir);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, async (req: Req, res: Res) => {
    const host = (req.headers[':authority'] as string | undefined) ?? req.headers.host ?? 'localhost';
    const url = new URL(req.url ?? '/', `https://${host}`);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    const versionMatch = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)?$/.exec(url.pathname);
    const apiVersion = versionMatch?.[1] ?? '1';
    const p = versionMatch ? (versionMatch[2] ?? '/') : url.pathname;
    const entry: LoggedRequest = { method, path: p, query: url.search, handled: true };
    requests.push(entry);
    try {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      entry.body = body;
      const handled = await route(req, res, method, p, url, apiVersion, body);
      if (!handled) {
        entry.handled = false;
        log(
          `[fake-sanity] UNHANDLED ${method} ${p}${url.search.length > 200 ? `${url.search.slice(0, 200)}…` : url.search}`,
        );
        sendJson(req, res, 404, { error: 'Not Found', message: `The fake Sanity API has no route for ${method} ${p}` });
      } else log(`[fake-sanity] ${method} ${p}`);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      log(`[fake-sanity] ${status} ${method} ${p}: ${(error as Error).message}`);
      if (!res.headersSent) {
        sendJson(req, res, status, {
          error: { description: (error as Error).message, type: 'fakeSanityError' },
          statusCode: status,
          message: (error as Error).message,
        });
      } else res.end();
    }
  });

  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  // Presence ("bifur"): a JSON-RPC WebSocket. It answers every call with null, subscriptions with an id that never
  // emits, and sends the heartbeat the Studio's connection status waits for.
  const sockets$ = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'https://localhost').pathname;
    requests.push({ method: 'WS', path: pathname, query: '', handled: /\/socket\//.test(pathname) });
    if (!/\/socket\//.test(pathname)) {
      socket.destroy();
      return;
    }
    sockets$.handleUpgrade(req, socket, head, (ws) => {
      log(`[fake-sanity] WS ${pathname}`);
      const heartbeat = setInterval(() => ws.send('\u2665'), 10_000);
      ws.send('\u2665');
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { id?: string; method?: string };
        if (!message.id) return;
        const result = message.method?.endsWith('_subscribe') ? randomUUID() : null;
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      });
      ws.on('close', () => clearInterval(heartbeat));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://localhost:${port}`,
    port,
    docs,
    requests,
    unhandled: () => requests.filter((request) => !request.handled),
    writes,
    stop: async () => {
      for (const listener of listeners) listener.res.end();
      listeners.clear();
      for (const client of sockets$.clients) client.terminate();
      sockets$.close();
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(certDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway certificate for localhost and *.localhost (the API's host names), made with the openssl CLI. */
async function selfSignedCertificate(dir: string) {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
  ]);
  return { key: await readFile(keyFile), cert: await readFile(certFile) };
}
