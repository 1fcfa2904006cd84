/**
 * `npm run search:index` against a loopback server that answers like
 * Algolia's indexing API (settings, batch, copy/move, tasks), so the real
 * algoliasearch client and its replaceAllObjects run end to end.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { DOCSEARCH_SETTINGS } from '../../../src/search/docSearchSettings.ts';
import { pushToAlgolia } from '../../../src/search/pushToAlgolia.ts';

const ADMIN_KEY = 'admin-key';
const SEARCH_KEY = 'search-only-key';

type Index = { settings: Record<string, unknown>; objects: Map<string, Record<string, unknown>> };
const indexes = new Map<string, Index>();
const operations: string[] = [];
let server: Server;
let host: string;

const indexNamed = (name: string) => {
  let index = indexes.get(name);
  if (!index) {
    index = { settings: {}, objects: new Map() };
    indexes.set(name, index);
  }
  return index;
};

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

before(async () => {
  let task = 0;
  server = createServer(async (request, response) => {
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const key = request.headers['x-algolia-api-key'];
    if (key === SEARCH_KEY) return reply(403, { message: 'Method not allowed with this API key', status: 403 });
    if (key !== ADMIN_KEY) return reply(403, { message: 'Invalid Application-ID or API key', status: 403 });
    const url = new URL(request.url ?? '/', 'http://x');
    const [, version, kind, rawName, action] = url.pathname.split('/');
    const name = decodeURIComponent(rawName ?? '');
    if (version !== '1' || kind !== 'indexes') return reply(404, { message: 'Not found', status: 404 });
    const payload = await body(request);
    if (request.method === 'GET' && action === 'task') return reply(200, { status: 'published', pendingTask: false });
    operations.push(
      `${request.method} ${name} ${action ?? ''}${payload.operation ? ` ${payload.operation}→${payload.destination}` : ''}`.trim(),
    );
    if (request.method === 'PUT' && action === 'settings') {
      indexNamed(name).settings = payload;
    } else if (request.method === 'POST' && action === 'batch') {
      const index = indexNamed(name);
      for (const entry of payload.requests as { action: string; body: Record<string, unknown> }[]) {
        index.objects.set(String(entry.body.objectID), entry.body);
      }
    } else if (request.method === 'POST' && action === 'operation') {
      const source = indexNamed(name);
      const destination = String(payload.destination);
      if (payload.operation === 'move') {
        indexes.set(destination, source);
        indexes.delete(name);
      } else {
        indexNamed(destination).settings = { ...source.settings };
      }
    } else if (request.method === 'DELETE') {
      indexes.delete(name);
    } else {
      return reply(400, { message: `unexpected ${request.method} ${url.pathname}`, status: 400 });
    }
    return reply(200, { taskID: ++task, updatedAt: new Date().toISOString(), objectIDs: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => server.close());

const records = Array.from({ length: 2500 }, (_, n) => ({
  objectID: `doc-${n}:a:0`,
  type: 'content',
  content: `text ${n}`,
}));

test('settings go first; the records fill a temporary index that then replaces the old one whole', async () => {
  indexes.clear();
  operations.length = 0;
  indexNamed('docs').objects.set('stale', { objectID: 'stale' });
  const result = await pushToAlgolia(
    { appId: 'APP', adminApiKey: ADMIN_KEY, indexName: 'docs', hosts: [{ url: host, protocol: 'http' }] },
    records,
  );
  assert.equal(result.records, 2500);
  const live = indexes.get('docs');
  assert.ok(live);
  assert.equal(live.objects.size, 2500, 'exactly the new records, the stale one gone');
  assert.equal(live.objects.has('stale'), false);
  assert.deepEqual(live.settings, JSON.parse(JSON.stringify(DOCSEARCH_SETTINGS)));
  assert.equal(operations[0], 'PUT docs settings');
  assert.match(operations.at(-1) ?? '', /^POST docs_tmp_\S+ operation move→docs$/);
  assert.equal(operations.filter((operation) => operation.endsWith('batch')).length, 3, 'batches of 1000');
  assert.ok(
    operations.filter((operation) => operation.endsWith('batch')).every((operation) => operation.includes('_tmp_')),
  );
});

test('a search-only key gets a message that says which key is needed', async () => {
  await assert.rejects(
    pushToAlgolia(
      { appId: 'APP', adminApiKey: SEARCH_KEY, indexName: 'docs', hosts: [{ url: host, protocol: 'http' }] },
      records,
    ),
    /ALGOLIA_ADMIN_API_KEY must be the admin key .*search-only key can only search/,
  );
});

test('a wrong key or application names both variables to check', async () => {
  await assert.rejects(
    pushToAlgolia(
      { appId: 'APP', adminApiKey: 'nope', indexName: 'docs', hosts: [{ url: host, protocol: 'http' }] },
      records,
    ),
    /did not accept application "APP".*Check ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY/,
  );
});

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../../src/cli/search-index.ts');
const clean = { PATH: process.env.PATH ?? '' };

test('the command does nothing, successfully, without an admin key (sites without Algolia deploy the same way)', async () => {
  const { stdout } = await run(process.execPath, [cli], { env: clean });
  assert.match(stdout, /ALGOLIA_ADMIN_API_KEY is not set, so no records were pushed/);
});

test('the command pushes the build’s records file, and refuses a missing or empty one', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  const file = path.join(folder, 'records.json');
  const env = {
    ...clean,
    ALGOLIA_APP_ID: 'APP',
    ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
    ALGOLIA_INDEX_NAME: 'cli-docs',
    ALGOLIA_HOST: host,
  };
  await assert.rejects(run(process.execPath, [cli, '--records', file], { env }), (error: { stderr: string }) => {
    assert.match(error.stderr, /cannot read the search records in .*records\.json.*Run the site build first/);
    return true;
  });
  await writeFile(file, '[]');
  await assert.rejects(
    run(process.execPath, [cli, '--records', file], { env }),
    /holds no records; refusing to empty the Algolia index/,
  );
  await writeFile(file, JSON.stringify(records.slice(0, 10)));
  const { stdout } = await run(process.execPath, [cli, '--records', file], { env });
  assert.match(stdout, /10 records pushed to Algolia index "cli-docs"/);
  assert.equal(indexes.get('cli-docs')?.objects.size, 10);
});
