import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { schemaTypes } from '@react-redux-docs/schemas';
import type { ResolveOptions } from '@react-redux-docs/web/content';
import { buildContentModel, type SchemaDefinition } from '@react-redux-docs/web/content';

export const FIXTURE_NDJSON = path.join(import.meta.dirname, 'fixtures', 'small-dataset', 'data.ndjson');

export const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);

export const resolveOptions: ResolveOptions = {
  model,
  nodeIdFor: (sanityId) => `node-${sanityId}`,
  overlayDrafts: false,
  localAssetUrlPrefix: '/sanity-assets',
};

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback HTTP server for one test; closed by the returned function. */
export async function startServer(
  handler: Handler,
): Promise<{ url: string; requests: URL[]; close: () => Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    handler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: bind one, then release it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
