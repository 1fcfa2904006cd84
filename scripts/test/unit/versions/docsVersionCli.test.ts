import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { referencesIn, type StoredDocument, type VersionMutation } from '@react-redux-docs/schemas/version-jobs';
import { evaluate, parse } from 'groq-js';
import { generateSiteDataset } from '../../../src/generate/index.ts';
import { schemaProblems } from '../../../src/import/dataset/schemaCheck.ts';
import type { SanityDocument } from '../../../src/import/index.ts';
import { writeSeedDataset } from '../../../src/seed.ts';
import { applyToDocuments } from '../../../src/versions/datasetFile.ts';
import { scriptsDir, tempDir } from '../../support/helpers.ts';

const run = promisify(execFile);
const cliPath = path.join(scriptsDir, 'src', 'cli', 'docs-version.ts');

/** Every `_ref` in a value. */
const refs = (value: unknown) => [...referencesIn(value)];

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliPath, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, stdout: stdout ?? '', stderr: stderr ?? '' };
  }
}

const readDocuments = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as StoredDocument);

test('release on the seed dataset folder: copies that pass every schema rule, links inside the version', async () => {
  const dir = tempDir('docs-version-');
  const file = await writeSeedDataset(dir);
  const before = readDocuments(file);
  const released = await cli(['release', '1.x', '--dataset-dir', dir]);
  assert.equal(released.code, 0, released.stderr);
  assert.match(
    released.stdout,
    /^Released 1\.x at \/1\.x: 14 docs and 5 categories, in .*data\.ndjson \(one transaction, 20 writes/,
  );
  const after = readDocuments(file);
  assert.equal(after.length, before.length + 20);
  const copies = after.filter((document) => (document.version as { _ref?: string })?._ref === 'docsVersion-1_x');
  const ids = new Set(copies.map((document) => document._id));
  const links = copies.flatMap((copy) => refs(copy.body)).filter((ref) => !ref.startsWith('image-'));
  assert.ok(links.length > 10);
  assert.deepEqual(
    links.filter((ref) => !ids.has(ref)),
    [],
    'every link of a copy leads to a copy',
  );
  assert.deepEqual(await schemaProblems(after as SanityDocument[]), [], 'the released dataset passes the schema');

  // Released twice: refused with the reasons, and the file is left as it was.
  const text = readFileSync(file, 'utf8');
  const again = await cli(['release', '1.x', '--dataset-dir', file]);
  assert.equal(again.code, 1);
  assert.match(
    again.stderr,
    /Cannot release 1\.x:\n- Name "1\.x": another docs version of these docs is already named so\./,
  );
  assert.equal(readFileSync(file, 'utf8'), text);

  const relabelled = await cli(['relabel', '1.x', '--label', 'v1', '--dataset-dir', dir]);
  assert.equal(relabelled.code, 0, relabelled.stderr);
  assert.equal(readDocuments(file).find((document) => document._id === 'docsVersion-1_x')?.label, 'v1');
  const removed = await cli(['remove', '1.x', '--dataset-dir', dir]);
  assert.equal(removed.code, 0, removed.stderr);
  assert.match(removed.stdout, /^Removed v1 with its 14 docs/);
  assert.deepEqual(readDocuments(file), before, 'removing the release gives back the dataset it was made from');
});

test("--section releases a docs section's current docs as a version of that section, and removes it again", async () => {
  const dir = tempDir('docs-version-section-');
  const file = await writeSeedDataset(dir);
  const community = { _type: 'reference', _ref: 'docsSection-community' };
  const sectionDocs: StoredDocument[] = [
    { _id: 'docsSection-community', _type: 'docsSection', name: 'community', label: 'Community', path: 'community' },
    ...['welcome', 'support'].map((slug, index) => ({
      _id: `doc-community--${slug}`,
      _type: 'doc',
      title: `Community ${slug}`,
      route: { _type: 'slug', current: `community/${slug}` },
      section: community,
      sidebar: { _type: 'sidebarPlace', position: index + 1 },
      body: [
        {
          _type: 'block',
          _key: `b${index}`,
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: `s${index}`, text: `About ${slug}.`, marks: [] }],
        },
      ],
    })),
  ];
  const before = [...readDocuments(file), ...sectionDocs];
  writeFileSync(file, `${before.map((document) => JSON.stringify(document)).join('\n')}\n`);

  const released = await cli(['release', '2.0', '--section', 'community', '--dataset-dir', dir]);
  assert.equal(released.code, 0, released.stderr);
  assert.match(released.stdout, /^Released 2\.0 at \/community\/2\.0: 2 docs, in /);
  const after = readDocuments(file);
  const copies = after.filter(
    (document) => (document.version as { _ref?: string })?._ref === 'docsVersion-community--2_0',
  );
  assert.deepEqual(copies.map((copy) => copy._id).sort(), [
    'doc-community--2_0--support',
    'doc-community--2_0--welcome',
  ]);
  assert.ok(copies.every((copy) => (copy.section as { _ref?: string })._ref === 'docsSection-community'));
  assert.deepEqual(await schemaProblems(after as SanityDocument[]), [], 'the released dataset passes the schema');

  // The main docs may have a 2.0 of their own.
  const main = await cli(['release', '2.0', '--not-latest', '--dataset-dir', dir]);
  assert.equal(main.code, 0, main.stderr);
  assert.match(
    (await cli(['release', '2.0', '--section', 'nope', '--dataset-dir', dir])).stderr,
    /No docs section is named "nope"/,
  );
  assert.equal((await cli(['remove', '2.0', '--dataset-dir', dir])).code, 0);
  const removed = await cli(['remove', '2.0', '--section', 'community', '--dataset-dir', dir]);
  assert.equal(removed.code, 0, removed.stderr);
  assert.match(removed.stdout, /^Removed 2\.0 with its 2 docs/);
  assert.deepEqual(readDocuments(file), before, 'removing both releases gives back the dataset they were made from');
});

test('the command says what is missing', async () => {
  assert.match((await cli(['release'])).stderr, /say which version to release/);
  assert.match((await cli(['release', '1.x'])).stderr, /say where: --dataset-dir DIR/);
  assert.match(
    (await cli(['release', '1.x', '--dataset-dir', '/nonexistent/x'])).stderr,
    /\/nonexistent\/x: no such file/,
  );
  const hosted = await cli(['release', '1.x', '--project', 'p', '--dataset', 'production'], { SANITY_AUTH_TOKEN: '' });
  assert.match(hosted.stderr, /needs SANITY_AUTH_TOKEN/);
});

test('release of 100 docs in a hosted dataset is one transaction through the API, in under 30 seconds', async () => {
  let documents = generateSiteDataset({ docs: 100 }).documents as StoredDocument[];
  const mutateBodies: { mutations: VersionMutation[] }[] = [];
  const authorizations = new Set<string>();
  const server = createServer(async (request, response) => {
    authorizations.add(String(request.headers.authorization));
    const url = new URL(request.url ?? '/', 'http://loopback');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/data/query/production')) {
      const query = url.searchParams.get('query') ?? '';
      const result = await (await evaluate(parse(query), { dataset: documents })).get();
      response.end(JSON.stringify({ result }));
    } else if (url.pathname.endsWith('/data/mutate/production') && request.method === 'POST') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { mutations: VersionMutation[] };
      mutateBodies.push(body);
      documents = applyToDocuments(documents, body.mutations);
      response.end(JSON.stringify({ transactionId: 't1', results: [] }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { description: `no route ${url.pathname}` } }));
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    const released = await cli(
      ['release', '2.x', '--project', 'p', '--dataset', 'production', '--api-url', `http://127.0.0.1:${port}`],
      { SANITY_AUTH_TOKEN: 'sk-write-token' },
    );
    const seconds = (performance.now() - started) / 1000;
    assert.equal(released.code, 0, released.stderr);
    assert.match(released.stdout, /^Released 2\.x at \/2\.x: 100 docs, /);
    assert.equal(mutateBodies.length, 1, 'one transaction');
    assert.deepEqual([...authorizations], ['Bearer sk-write-token']);
    const copies = documents.filter((document) => (document.version as { _ref?: string })?._ref === 'docsVersion-2_x');
    assert.equal(copies.filter((document) => document._type === 'doc').length, 100);
    console.log(
      `Released 100 docs through the API in ${seconds.toFixed(2)} s (${mutateBodies[0]?.mutations.length} writes).`,
    );
    assert.ok(seconds < 30);
  } finally {
    server.close();
  }
});
