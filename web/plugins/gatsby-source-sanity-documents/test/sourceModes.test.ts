import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ResolvedContent, resolveContent } from '@react-redux-docs/web/content';
import { create } from 'tar';
import { loadDatasetFile } from '../src/loadDatasetFile.ts';
import { loadDocuments } from '../src/loadDocuments.ts';
import type { SanityDocument } from '../src/types.ts';
import { closedPort, FIXTURE_NDJSON, resolveOptions, startServer } from './helpers.ts';

const CDN = 'https://cdn.sanity.io/images/testproj/production';
let workDir: string;

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'sanity-source-'));
});
after(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** What Sanity itself holds for the fixture: asset documents with CDN URLs instead of local files. */
async function hostedCopyOfFixture(): Promise<SanityDocument[]> {
  const documents = await loadDatasetFile(FIXTURE_NDJSON, { extractDir: path.join(workDir, 'unused') });
  return documents.map((document) => {
    if (document._type !== 'sanity.imageAsset') return document;
    const { localPath: _localPath, ...asset } = document;
    return { ...asset, url: `${CDN}/${document._id.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')}` };
  });
}

function sanityQueryServer(documents: SanityDocument[], options: { token?: string } = {}) {
  return startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!/^\/v\d{4}-\d{2}-\d{2}\/data\/query\/production$/.test(url.pathname)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const authorised = options.token && request.headers.authorization === `Bearer ${options.token}`;
    const perspective = url.searchParams.get('perspective');
    const visible = documents.filter((document) => !document._id.startsWith('drafts.') || authorised);
    const result =
      perspective === 'drafts'
        ? visible
            .filter((document) => !visible.some((other) => other._id === `drafts.${document._id}`))
            .map((document) => ({ ...document, _id: document._id.replace(/^drafts\./, '') }))
        : documents.filter((document) => !document._id.startsWith('drafts.'));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ms: 1, query: url.searchParams.get('query'), result }));
  });
}

/** Where the stand-in project's images live on Sanity's CDN. */
const HOSTED_IMAGES = 'https://cdn.sanity.io/images/testproj/production/';

function withoutAssetUrls(content: ResolvedContent) {
  return JSON.parse(JSON.stringify(content.nodes), (key, value) =>
    key === 'url' && typeof value === 'string' && /sanity-assets|cdn\.sanity\.io/.test(value) ? '<image url>' : value,
  );
}

describe('file mode', () => {
  test('an NDJSON file and the same dataset as an export .tar.gz give the same nodes', async () => {
    const fromNdjson = resolveContent(
      await loadDocuments({ mode: 'file', path: FIXTURE_NDJSON }, { workDir }),
      resolveOptions,
    );
    const archive = path.join(workDir, 'production.tar.gz');
    // `sanity dataset export` nests everything in one folder inside the archive.
    await create({ gzip: true, file: archive, cwd: path.dirname(path.dirname(FIXTURE_NDJSON)), portable: true }, [
      'small-dataset',
    ]);
    const fromArchive = resolveContent(
      await loadDocuments({ mode: 'file', path: archive }, { workDir }),
      resolveOptions,
    );
    assert.deepEqual(fromArchive.nodes, fromNdjson.nodes);
    assert.equal(
      fromNdjson.nodes.length,
      9,
      'five singletons, a sidebar category and two docs (the draft is left out), and the sidebar made of them',
    );
  });

  test('local images become assets with their real size, served from the build', async () => {
    const content = resolveContent(await loadDatasetFile(FIXTURE_NDJSON, { extractDir: workDir }), resolveOptions);
    assert.equal(content.assets.length, 1);
    const [asset] = content.assets;
    assert.equal(asset?.width, 64);
    assert.equal(asset?.height, 64);
    assert.equal(asset?.mimeType, 'image/svg+xml');
    assert.match(asset?.url ?? '', /^\/sanity-assets\/image-[0-9a-f]{40}-64x64-svg\.svg$/);
    assert.ok(asset?.localPath?.endsWith(path.join('images', 'logo.svg')));
  });

  test('a broken line names the file and line', async () => {
    const broken = path.join(workDir, 'broken.ndjson');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(broken, '{"_id":"a","_type":"doc"}\n{"_id": oops}\n');
    await assert.rejects(loadDatasetFile(broken, { extractDir: workDir }), /broken\.ndjson:2: not valid JSON/);
  });

  test('every image the dataset file cannot provide is named in one message, where each is first used', async () => {
    const file = path.join(workDir, 'images.ndjson');
    const { writeFile } = await import('node:fs/promises');
    const image = (ref: string) => ({ _type: 'image', _key: ref.slice(-6), _sanityAsset: ref });
    const doc = (id: string, refs: string[]) => JSON.stringify({ _id: id, _type: 'doc', body: refs.map(image) });
    await writeFile(
      file,
      [
        doc('doc-a', ['image@ftp://example.com/remote.png', 'image@file://./images/gone.png']),
        doc('doc-b', ['image@ftp://example.com/remote.png', 'image@example.com/other.png']),
      ].join('\n'),
    );
    await assert.rejects(loadDatasetFile(file, { extractDir: workDir }), (error: Error) => {
      const beside =
        'a dataset file can only use images stored beside it (image@file://./images/…) or at an https:// address (image@https://…).';
      assert.equal(
        error.message,
        [
          `${file}: 3 images cannot be used:`,
          '  - doc-a.body[0] uses the image ftp://example.com/remote.png, which is neither beside the dataset nor at an https:// address. Write its address with https:// if its server offers that, or save the file in images/ and refer to it as image@file://./images/<file>.',
          `  - doc-a.body[1] uses ${path.join(workDir, 'images', 'gone.png')}, which does not exist`,
          `  - doc-b.body[1] refers to "image@example.com/other.png"; ${beside}`,
        ].join('\n'),
      );
      return true;
    });
  });
});

describe('hosted mode', () => {
  test('gives the same nodes as file mode for the same dataset', async () => {
    const server = await sanityQueryServer(await hostedCopyOfFixture());
    try {
      const hostedDocuments = await loadDocuments(
        {
          mode: 'hosted',
          projectId: 'testproj',
          dataset: 'production',
          overlayDrafts: false,
          apiHost: server.url,
          attempts: 1,
        },
        { workDir },
      );
      const hosted = resolveContent(hostedDocuments, { ...resolveOptions, imageCdnPrefix: HOSTED_IMAGES });
      assert.deepEqual(hosted.problems.list, []);
      const file = resolveContent(await loadDatasetFile(FIXTURE_NDJSON, { extractDir: workDir }), resolveOptions);
      assert.deepEqual(withoutAssetUrls(hosted), withoutAssetUrls(file));
      assert.match(
        hosted.assets[0]?.url ?? '',
        /^https:\/\/cdn\.sanity\.io\/images\/testproj\/production\/[0-9a-f]{40}-64x64\.svg$/,
      );
      assert.equal(server.requests[0]?.searchParams.get('perspective'), 'published');
    } finally {
      await server.close();
    }
  });

  test('overlays drafts when asked and the token can read them', async () => {
    const server = await sanityQueryServer(await hostedCopyOfFixture(), { token: 'secret' });
    try {
      const documents = await loadDocuments(
        {
          mode: 'hosted',
          projectId: 'testproj',
          dataset: 'production',
          token: 'secret',
          overlayDrafts: true,
          apiHost: server.url,
          attempts: 1,
        },
        { workDir },
      );
      const content = resolveContent(documents, {
        ...resolveOptions,
        overlayDrafts: true,
        imageCdnPrefix: HOSTED_IMAGES,
      });
      const guide = content.nodes.find((node) => node.sanityId === 'doc-guide');
      assert.equal(guide?.data.title, 'Guide (draft)');
      assert.equal(server.requests[0]?.searchParams.get('perspective'), 'drafts');
    } finally {
      await server.close();
    }
  });

  test('a 5xx answer fails with a message that names the project and the way out', async () => {
    const server = await startServer((_request, response) => {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"error":"Service Unavailable","message":"down for maintenance"}');
    });
    try {
      await assert.rejects(
        loadDocuments(
          {
            mode: 'hosted',
            projectId: 'testproj',
            dataset: 'production',
            overlayDrafts: false,
            apiHost: server.url,
            attempts: 2,
            backoffMs: 1,
          },
          { workDir },
        ),
        (error: Error) => {
          assert.match(error.message, /Could not load dataset "production" of Sanity project "testproj"/);
          assert.match(
            error.message,
            /Sanity answered 503 \(Service Unavailable - down for maintenance\) \(2 attempts\)/,
          );
          assert.match(error.message, /rather than publish an empty or partial site/);
          assert.match(error.message, /SANITY_DATASET_FILE/);
          return true;
        },
      );
      assert.equal(server.requests.length, 2, 'one try and one retry');
    } finally {
      await server.close();
    }
  });

  test('an unreachable host fails the same way', async () => {
    const port = await closedPort();
    await assert.rejects(
      loadDocuments(
        {
          mode: 'hosted',
          projectId: 'testproj',
          dataset: 'production',
          overlayDrafts: false,
          apiHost: `http://127.0.0.1:${port}`,
          attempts: 1,
        },
        { workDir },
      ),
      new RegExp(
        `Could not load dataset "production" of Sanity project "testproj" from http://127.0.0.1:${port}: .*ECONNREFUSED`,
      ),
    );
  });

  /** A stand-in for Sanity's API that answers with a status (and headers) until it has failed `times` times. */
  async function failingServer(status: number, headers: Record<string, string> = {}, times = Number.POSITIVE_INFINITY) {
    const documents = await hostedCopyOfFixture();
    let failures = 0;
    const times_: number[] = [];
    const server = await startServer((_request, response) => {
      times_.push(Date.now());
      if (failures++ < times) {
        response
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify({ error: 'Failure', message: `stand-in ${status}`, statusCode: status }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, result: documents }));
    });
    return { ...server, times: times_ };
  }

  const hosted = (url: string, extra: object = {}) =>
    loadDocuments(
      {
        mode: 'hosted',
        projectId: 'testproj',
        dataset: 'production',
        overlayDrafts: false,
        apiHost: url,
        backoffMs: 1,
        ...extra,
      },
      { workDir },
    );

  for (const [status, token, expected] of [
    [
      401,
      'wrong-token',
      /Sanity refused the token \(401 Unauthorized\)\. SANITY_READ_TOKEN is wrong, expired or revoked/,
    ],
    [401, undefined, /the dataset is private \(401 Unauthorized\)\. Set SANITY_READ_TOKEN/],
    [403, 'viewer-less', /the token may not read this dataset \(403 Forbidden\)/],
    [
      404,
      undefined,
      /Sanity has no such project or dataset \(404 Not Found\)\. Check SANITY_PROJECT_ID and SANITY_DATASET/,
    ],
  ] as const) {
    test(`${status}${token ? ' with a token' : ''}: its own message, and no retry (it would fail the same way)`, async () => {
      const server = await failingServer(status);
      try {
        await assert.rejects(hosted(server.url, token ? { token } : {}), (error: Error) => {
          assert.match(error.message, expected);
          assert.match(error.message, /The build stops here rather than publish an empty or partial site\./);
          if (token) assert.doesNotMatch(error.message, new RegExp(token), 'secrets are never printed');
          return true;
        });
        assert.equal(server.requests.length, 1);
      } finally {
        await server.close();
      }
    });
  }

  test('429: waits as long as Retry-After asks, then succeeds', async () => {
    const server = await failingServer(429, { 'retry-after': '1' }, 1);
    try {
      const documents = await hosted(server.url);
      assert.ok(documents.some((document) => document._id === 'doc-guide'));
      assert.equal(server.times.length, 2);
      const waited = (server.times[1] ?? 0) - (server.times[0] ?? 0);
      assert.ok(waited >= 950, `waited ${waited} ms of the 1 s asked`);
    } finally {
      await server.close();
    }
  });

  test('429 that outlasts the attempts: says it was rate limiting and how long Sanity asked to wait', async () => {
    const server = await failingServer(429, { 'retry-after': '0' });
    try {
      await assert.rejects(
        hosted(server.url, { attempts: 3 }),
        /Sanity is rate limiting this project \(429 Too Many Requests \(3 attempts\); it asked to wait 0 s\)\. Try the build again in a few minutes\./,
      );
      assert.equal(server.requests.length, 3);
    } finally {
      await server.close();
    }
  });

  test('a Retry-After too long to wait out stops at once', async () => {
    const server = await failingServer(429, { 'retry-after': '3600' });
    try {
      await assert.rejects(hosted(server.url), /it asked to wait 3600 s/);
      assert.equal(server.requests.length, 1);
    } finally {
      await server.close();
    }
  });

  test('a 5xx is tried again with a doubling wait, and a recovery is a normal build', async () => {
    const server = await failingServer(502, {}, 2);
    try {
      const documents = await hosted(server.url, { backoffMs: 50 });
      assert.ok(documents.length > 0);
      const [first = 0, second = 0, third = 0] = server.times;
      assert.ok(second - first >= 45 && third - second >= 95, `waits ${second - first} ms then ${third - second} ms`);
    } finally {
      await server.close();
    }
  });
});
