/**
 * The HTTP/2 server (TLS, with HTTP/1.1 allowed) in front of the routes: answers CORS preflights, strips the
 * `/v<apiVersion>` prefix, reads the body, logs every request, and answers 404 for the ones no route takes and the
 * route's HttpError status (else 500) for the ones that throw.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from './certificate.ts';
import { corsHeaders, HttpError, readBody, sendJson } from './http.ts';
import type { LoggedRequest, Req, Res, Route } from './types.ts';

export type ApiServerOptions = {
  port: number;
  route: Route;
  /** Every request is pushed here as it arrives. */
  requests: LoggedRequest[];
  log: (line: string) => void;
  upgrade: (req: IncomingMessage, socket: Socket, head: Buffer) => void;
};

export async function startApiServer({ port: wantedPort, route, requests, log, upgrade }: ApiServerOptions) {
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
      const handled = await route({ req, res, method, path: p, url, apiVersion, body });
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
  server.on('upgrade', upgrade);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    stop: async () => {
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(certDir, { recursive: true, force: true });
    },
  };
}
