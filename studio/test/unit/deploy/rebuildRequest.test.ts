/**
 * The Rebuild button's write, through a real Sanity client against a loopback
 * stand-in for Sanity's mutate endpoint: the document it writes, and how each
 * refusal becomes the kind the tool explains.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { createClient } from '@sanity/client';
import {
  REBUILD_API_VERSION,
  RebuildRequestError,
  rebuildRequestDocument,
  writeRebuildRequest,
} from '../../../src/deploy/rebuildRequest.ts';
import { rejectionOf } from '../../support/rejection.ts';

interface Received {
  method: string;
  path: string;
  body: unknown;
}

const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let apiHost: string;

before(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ method: request.method ?? '', path: request.url ?? '', body: text ? JSON.parse(text) : undefined });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: { transactionId: 't1', results: [{ id: 'siteRebuildRequest', operation: 'update' }] } };
});

const client = (host = apiHost) =>
  createClient({
    projectId: 'e2etest',
    dataset: 'production',
    apiHost: host,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: REBUILD_API_VERSION,
    maxRetries: 0,
  });

const failure = (promise: Promise<unknown>) => rejectionOf(promise, RebuildRequestError);

test('the button replaces the published rebuild request with the time and who asked', async () => {
  const now = new Date('2026-05-04T12:00:00.000Z');
  await writeRebuildRequest(client(), '  Jane Editor ', now);
  assert.equal(received.length, 1);
  assert.equal(received[0]?.method, 'POST');
  assert.match(received[0]?.path ?? '', new RegExp(`^/v${REBUILD_API_VERSION}/data/mutate/production`));
  assert.deepEqual((received[0]?.body as { mutations?: unknown[] } | undefined)?.mutations, [
    {
      createOrReplace: {
        _id: 'siteRebuildRequest',
        _type: 'siteRebuildRequest',
        requestedAt: '2026-05-04T12:00:00.000Z',
        requestedBy: 'Jane Editor',
      },
    },
  ]);
});

test('each press changes the document (so the webhook fires); without a name there is no requestedBy', () => {
  const first = rebuildRequestDocument('Sam', new Date('2026-05-04T12:00:00Z'));
  const second = rebuildRequestDocument('Sam', new Date('2026-05-04T12:00:01Z'));
  assert.notDeepEqual(first, second);
  assert.deepEqual(rebuildRequestDocument(undefined, new Date('2026-05-04T12:00:00Z')), {
    _id: 'siteRebuildRequest',
    _type: 'siteRebuildRequest',
    requestedAt: '2026-05-04T12:00:00.000Z',
  });
  assert.equal('requestedBy' in rebuildRequestDocument('   ', new Date()), false);
});

test('a role that may not write (403, 401) is no-permission', async () => {
  for (const status of [403, 401]) {
    answer = {
      status,
      body: {
        error: { description: 'Insufficient permissions; permission "create" required', type: 'mutationError' },
      },
    };
    const error = await failure(writeRebuildRequest(client(), 'Viewer'));
    assert.equal(error.kind, 'no-permission', String(status));
    assert.equal(error.status, status);
  }
});

test('Sanity failing is sanity-failed; Sanity not reached is sanity-unreachable', async () => {
  answer = { status: 500, body: { error: 'Internal Server Error' } };
  const failed = await failure(writeRebuildRequest(client(), 'Jane'));
  assert.equal(failed.kind, 'sanity-failed');
  assert.equal(failed.status, 500);

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const unreachable = await failure(writeRebuildRequest(client(`http://127.0.0.1:${port}`), 'Jane'));
  assert.equal(unreachable.kind, 'sanity-unreachable');
  assert.equal(unreachable.status, undefined);
});
