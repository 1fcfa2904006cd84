import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { documentTypes, objectTypes } from '@react-redux-docs/schemas';
import { evaluate, parse } from 'groq-js';
import {
  isPublishedDocumentId,
  isSiteDocumentType,
  isWebhookDocumentType,
  SITE_DOCUMENT_TYPES,
  SITE_REBUILD_REQUEST_TYPE,
  siteDocumentsFilter,
  WEBHOOK_PROJECTION,
  webhookUrlFor,
} from '../../../src/webhook/definition.ts';
import { scriptsDir } from '../../support/helpers.ts';

const run = promisify(execFile);
const cliPath = path.join(scriptsDir, 'src', 'cli', 'webhook-setup.ts');
const TOKEN = 'sk-management-token-for-tests-1a2b3c';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `webhook:setup` with this Node and only the Sanity variables given. */
async function setup(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SANITY_')));
  try {
    const { stdout, stderr } = await run(process.execPath, [cliPath, ...args], { env: { ...clean, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, stdout: stdout ?? '', stderr: stderr ?? '' };
  }
}

describe('the webhook definition', () => {
  test('its filter matches exactly the documents of the content model and the Studio’s rebuild request', async () => {
    const names = documentTypes.map((type) => type.name);
    assert.deepEqual([...SITE_DOCUMENT_TYPES.keys()], names);
    const fired = [...names, 'siteRebuildRequest'];
    assert.equal(siteDocumentsFilter(), `_type in [${fired.map((name) => `"${name}"`).join(', ')}]`);
    assert.equal(SITE_REBUILD_REQUEST_TYPE, 'siteRebuildRequest');
    assert.equal(isWebhookDocumentType('siteRebuildRequest'), true);
    assert.equal(isSiteDocumentType('siteRebuildRequest'), false, 'a rebuild request is not content');

    const dataset = [
      ...fired.map((name) => ({ _id: `id-${name}`, _type: name })),
      ...objectTypes.map((type) => ({ _id: `object-${type.name}`, _type: type.name })),
      { _id: 'image-abc-800x600-png', _type: 'sanity.imageAsset' },
      { _id: 'file-abc-pdf', _type: 'sanity.fileAsset' },
      { _id: '_.groups.administrator', _type: 'system.group' },
      { _id: 'some-task', _type: 'tasks.task' },
    ];
    const matched = await (await evaluate(parse(`*[${siteDocumentsFilter()}]._type`), { dataset })).get();
    assert.deepEqual(matched, fired);
  });

  test('its projection gives the type, the operation, the title and the editor on create, update and delete', async () => {
    const tree = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
    const doc = { _id: 'doc-intro', _type: 'doc', title: 'Intro', body: [] };
    const cases = [
      [null, doc, 'create', 'Intro'],
      [doc, { ...doc, title: 'Introduction' }, 'update', 'Introduction'],
      [doc, null, 'delete', 'Intro'],
    ] as const;
    for (const [beforeValue, afterValue, operation, title] of cases) {
      const context = { before: beforeValue, after: afterValue, root: afterValue ?? beforeValue, identity: 'p4Zx81' };
      const payload = await (await evaluate(tree, context as Parameters<typeof evaluate>[1])).get();
      assert.deepEqual(payload, { _id: 'doc-intro', _type: 'doc', operation, title, editor: 'p4Zx81' });
    }
  });

  test('its projection gives who asked for a rebuild, and no other field of any document than its title', async () => {
    const tree = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
    const project = async (before: object | null, after: object | null) =>
      (
        await evaluate(tree, { before, after, root: after ?? before, identity: 'p4Zx81' } as Parameters<
          typeof evaluate
        >[1])
      ).get();
    const request = {
      _id: 'siteRebuildRequest',
      _type: 'siteRebuildRequest',
      requestedAt: '2026-05-04T12:00:00.000Z',
      requestedBy: 'Jane Editor',
    };
    assert.deepEqual(await project(null, request), {
      _id: 'siteRebuildRequest',
      _type: 'siteRebuildRequest',
      operation: 'create',
      requestedBy: 'Jane Editor',
      title: null,
      editor: 'p4Zx81',
    });
    const again = { ...request, requestedAt: '2026-05-04T12:05:00.000Z', requestedBy: 'Sam' };
    assert.deepEqual(await project(request, again), {
      _id: 'siteRebuildRequest',
      _type: 'siteRebuildRequest',
      operation: 'update',
      requestedBy: 'Sam',
      title: null,
      editor: 'p4Zx81',
    });
    // A field of that name on a content document is not sent.
    const doc = { _id: 'doc-intro', _type: 'doc', title: 'Intro', requestedBy: 'someone' };
    assert.deepEqual(await project(null, doc), {
      _id: 'doc-intro',
      _type: 'doc',
      operation: 'create',
      title: 'Intro',
      editor: 'p4Zx81',
    });
  });

  test('drafts and release versions are not published documents', () => {
    assert.equal(isPublishedDocumentId('doc-intro'), true);
    assert.equal(isPublishedDocumentId('drafts.doc-intro'), false);
    assert.equal(isPublishedDocumentId('versions.r123.doc-intro'), false);
  });

  test("the site's address becomes the function's address", () => {
    assert.deepEqual(webhookUrlFor('https://docs.example.com'), {
      url: 'https://docs.example.com/.netlify/functions/sanity-webhook',
    });
    assert.deepEqual(webhookUrlFor('https://x.netlify.app/.netlify/functions/sanity-webhook'), {
      url: 'https://x.netlify.app/.netlify/functions/sanity-webhook',
    });
    assert.ok('problem' in webhookUrlFor('docs.example.com'));
    assert.ok('problem' in webhookUrlFor('ftp://docs.example.com'));
    assert.ok('problem' in webhookUrlFor('https://docs.example.com/?token=1'));
  });
});

describe('webhook:setup, printing', () => {
  test('prints every field of the webhook and a new secret, once', async () => {
    const first = await setup(['--site', 'https://docs.example.com']);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.stderr, '');
    const out = first.stdout;
    assert.match(out, /URL: +https:\/\/docs\.example\.com\/\.netlify\/functions\/sanity-webhook\n/);
    assert.match(out, /Dataset: +production\n/);
    assert.match(out, /Trigger on: +create, update, delete\n/);
    assert.ok(out.includes(`Filter:      ${siteDocumentsFilter()}\n`), out);
    assert.ok(out.includes(`Projection:  ${WEBHOOK_PROJECTION}\n`), out);
    assert.match(out, /HTTP method: +POST\n/);
    assert.match(out, /API version: +v2021-03-25\n/);
    assert.match(out, /Drafts: +off \(published documents only\)\n/);
    assert.match(out, /SANITY_WEBHOOK_SECRET/);
    assert.match(out, /sanity\.io\/manage/);
    const secret = out.match(/Secret: +([A-Za-z0-9_-]{43}) +\(new: shown only this once\)/)?.[1];
    assert.ok(secret, out);
    assert.equal(out.split(secret).length - 1, 1, 'the secret is printed once');

    const second = await setup(['--site', 'https://docs.example.com']);
    assert.doesNotMatch(second.stdout, new RegExp(secret), 'each run generates a new secret');
  });

  test('a secret given in SANITY_WEBHOOK_SECRET is used but not printed; a weak one is refused', async () => {
    const given = 'a-secret-the-operator-chose-0123456789';
    const result = await setup(['--site', 'https://docs.example.com', '--dataset', 'staging'], {
      SANITY_WEBHOOK_SECRET: given,
    });
    assert.equal(result.code, 0);
    assert.doesNotMatch(result.stdout, new RegExp(given));
    assert.match(result.stdout, /Secret: +the value of SANITY_WEBHOOK_SECRET \(not shown\)/);
    assert.match(result.stdout, /Dataset: +staging\n/);

    const weak = await setup(['--site', 'https://docs.example.com'], { SANITY_WEBHOOK_SECRET: 'short' });
    assert.equal(weak.code, 1);
    assert.match(weak.stderr, /shorter than 16 characters/);
  });

  test('a missing or unusable site address is explained', async () => {
    const missing = await setup([]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /say where the site is, with --site/);
    const bad = await setup(['--site', 'docs.example.com']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /"docs\.example\.com" is not a web address/);
  });
});

interface Recorded {
  method: string;
  url: string;
  authorization?: string;
  body?: unknown;
}

/** Sanity's webhooks API on loopback: lists the project's webhooks and creates them. */
class SanityStandIn {
  readonly requests: Recorded[] = [];
  existing: unknown[] = [];
  failWith?: { status: number; body: string };
  readonly server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    this.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    });
    if (this.failWith) {
      response.writeHead(this.failWith.status, { 'Content-Type': 'application/json' }).end(this.failWith.body);
    } else if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(this.existing));
    } else {
      const body = JSON.parse(text);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'hook-7', ...body }));
    }
  });
  url = '';
}

describe('webhook:setup, creating through the API', () => {
  const sanity = new SanityStandIn();
  before(async () => {
    await new Promise<void>((resolve) => sanity.server.listen(0, '127.0.0.1', resolve));
    sanity.url = `http://127.0.0.1:${(sanity.server.address() as AddressInfo).port}`;
  });
  after(() => sanity.server.close());
  beforeEach(() => {
    sanity.requests.length = 0;
    sanity.existing = [];
    sanity.failWith = undefined;
  });

  const create = (extra: string[] = [], env: Record<string, string> = {}) =>
    setup(['--site', 'https://docs.example.com', '--project', 'abc123', '--api-url', sanity.url, ...extra], {
      SANITY_AUTH_TOKEN: TOKEN,
      ...env,
    });

  test('creates the webhook with the documented body', async () => {
    const result = await create([], { SANITY_DATASET: 'production' });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^Created the webhook "Rebuild the docs site" \(id hook-7\) in project abc123\./);
    const secret = result.stdout.match(/Secret: +([A-Za-z0-9_-]{43}) /)?.[1];
    assert.ok(secret, 'the generated secret is printed once, for Netlify');

    assert.deepEqual(
      sanity.requests.map(({ method, url, authorization }) => ({ method, url, authorization })),
      [
        { method: 'GET', url: '/v2021-10-04/hooks/projects/abc123', authorization: `Bearer ${TOKEN}` },
        { method: 'POST', url: '/v2021-10-04/hooks/projects/abc123', authorization: `Bearer ${TOKEN}` },
      ],
    );
    assert.deepEqual(sanity.requests[1]?.body, {
      type: 'document',
      name: 'Rebuild the docs site',
      description:
        'Published changes to the docs site content, and the Studio’s Rebuild button, start a Netlify build (signed with the shared secret).',
      url: 'https://docs.example.com/.netlify/functions/sanity-webhook',
      dataset: 'production',
      rule: {
        on: ['create', 'update', 'delete'],
        filter: `_type in [${[...documentTypes.map((type) => type.name), 'siteRebuildRequest'].map((name) => `"${name}"`).join(', ')}]`,
        projection:
          '{_id, _type, "operation": delta::operation(), "title": coalesce(title, label), "editor": identity(), _type == "siteRebuildRequest" => {requestedBy}}',
      },
      apiVersion: 'v2021-03-25',
      httpMethod: 'POST',
      includeDrafts: false,
      includeAllVersions: false,
      secret,
    });
    assert.ok(!result.stdout.includes(TOKEN) && !result.stderr.includes(TOKEN));
  });

  test('uses the secret from SANITY_WEBHOOK_SECRET, the name and dataset given', async () => {
    const given = 'rotated-secret-abcdefghijklmnop';
    const result = await create(['--name', 'Docs rebuild', '--dataset', 'staging'], { SANITY_WEBHOOK_SECRET: given });
    assert.equal(result.code, 0, result.stderr);
    const body = sanity.requests[1]?.body as { secret: string; name: string; dataset: string };
    assert.deepEqual([body.secret, body.name, body.dataset], [given, 'Docs rebuild', 'staging']);
    assert.doesNotMatch(result.stdout, new RegExp(given));
  });

  test('--dry-run only prints, even with a token', async () => {
    const result = await create(['--dry-run']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /Sanity webhook for the docs site/);
    assert.equal(sanity.requests.length, 0);
  });

  test('refuses to create a second webhook with the same name on the same dataset', async () => {
    sanity.existing = [
      { id: 'old', name: 'Rebuild the docs site', dataset: 'production', url: 'https://old.example.com/hook' },
    ];
    const result = await create();
    assert.equal(result.code, 1);
    assert.match(result.stderr, /already has a webhook named "Rebuild the docs site" on the dataset "production"/);
    assert.match(result.stderr, /rotate its secret/);
    assert.deepEqual(
      sanity.requests.map((request) => request.method),
      ['GET'],
    );
  });

  test("Sanity's refusals are explained in plain words, without raw JSON or the token", async () => {
    const cases = [
      [
        401,
        '{"statusCode":401,"error":"Unauthorized","message":"Session not found"}',
        /did not accept the token.*"Session not found"/,
      ],
      [
        403,
        '{"statusCode":403,"message":"Forbidden"}',
        /may not manage webhooks of project abc123.*Developer or Administrator/,
      ],
      [404, '{"statusCode":404,"message":"Project not found"}', /no project with the id "abc123"/],
      [
        400,
        '{"statusCode":400,"message":"Invalid filter"}',
        /did not accept the webhook \(HTTP 400\)\. Sanity said: "Invalid filter"/,
      ],
      [502, '<html>Bad gateway</html>', /had a problem \(HTTP 502\); try again/],
    ] as const;
    for (const [status, body, message] of cases) {
      sanity.failWith = { status, body };
      const result = await create();
      assert.equal(result.code, 1, String(status));
      assert.match(result.stderr, message);
      assert.doesNotMatch(result.stderr, /[{}<]/, 'no raw JSON or HTML');
      assert.ok(!result.stderr.includes(TOKEN));
      assert.equal(result.stdout, '', 'no secret is printed for a webhook that was not created');
    }
  });

  test('a token without a project, or an unreachable API, is explained', async () => {
    const noProject = await setup(['--site', 'https://docs.example.com'], { SANITY_AUTH_TOKEN: TOKEN });
    assert.equal(noProject.code, 1);
    assert.match(noProject.stderr, /give --project <id> or set SANITY_PROJECT_ID/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await setup(
      ['--site', 'https://docs.example.com', '--project', 'abc123', '--api-url', `http://127.0.0.1:${port}`],
      { SANITY_AUTH_TOKEN: TOKEN },
    );
    assert.equal(unreachable.code, 1);
    assert.match(unreachable.stderr, /Could not reach Sanity's API at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });
});
