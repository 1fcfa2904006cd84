/**
 * A Netlify-like host for a Netlify Function on loopback: node:http in, a web
 * Request to the function, its Response back out. The site-deploys tests and
 * the Studio's end-to-end test (studio/test/studio-e2e/siteDeploysServer.ts)
 * run the real functions behind it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { Context } from '@netlify/functions';

export type NetlifyFunction = (request: Request, context: Context) => Promise<Response>;

/** The web Request a function receives for this node:http request. */
export function toWebRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`), {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Writes a function's Response to node:http. */
export async function sendWebResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** Functions by their path (`/.netlify/functions/<name>`); other paths answer 404 as Netlify does. */
export function hostFunctions(functions: Record<string, NetlifyFunction>, context: Context): Server {
  return createServer(async (incoming, outgoing) => {
    const handler = functions[new URL(incoming.url ?? '/', 'http://localhost').pathname];
    if (!handler) {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    try {
      await sendWebResponse(await handler(toWebRequest(incoming), context), outgoing);
    } catch (error) {
      // As Netlify: a function that throws answers 500.
      outgoing.writeHead(500, { 'Content-Type': 'text/plain' }).end(`function threw: ${(error as Error)?.name}`);
    }
  });
}

export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
