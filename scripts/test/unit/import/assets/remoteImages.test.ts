import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { AssetStore } from '../../../../src/import/assets/assetStore.ts';
import { ImportError, type ImportResult, writeDataset } from '../../../../src/import/index.ts';
import { formatted, importFixture, tempDir, tempSite, withoutKeys } from '../../../support/helpers.ts';

/** A real PNG of the given size, one colour. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The reason a host name under `.invalid` (which never resolves) gives: ENOTFOUND, or EAI_AGAIN where no resolver answers. */
const notFound = (line: string) => line.replace(/\((?:ENOTFOUND|EAI_AGAIN)\)/, '(ENOTFOUND)');

const kept = (url: string, reason: string) =>
  `remote image ${url} could not be downloaded (${reason}): kept by its address, which \`sanity dataset import\` downloads itself (run it where the network allows); ` +
  (url.startsWith('https://')
    ? 'a site built straight from the data.ndjson shows it from that address'
    : 'a site built straight from the data.ndjson refuses it, as only https:// images may stay remote (write the address with https:// if its server offers it, or save the image beside the doc)');

/** The import's warnings about remote images, as the CLI prints them. */
const remoteWarnings = (warnings: Parameters<typeof formatted>[0], dir: string) =>
  formatted(warnings, dir)
    .filter((line) => /: warning: (?:[\w.[\]]+: )?remote image /.test(line))
    .map(notFound);

/** The images of a doc's body, without keys. */
const imagesOf = (result: ImportResult, id: string) =>
  (withoutKeys(result.documents.find((d) => d._id === id)?.body) as Record<string, unknown>[]).filter(
    (block) => block._type === 'image',
  );

describe('remote images', () => {
  let server: Server;
  let origin: string;
  /** Ports nothing listens on: the address of a network that is not there (plain and TLS). */
  let closedOrigin: string;
  let closedHttpsOrigin: string;
  /** A host name that never resolves (RFC 6761). */
  const nowhere = 'https://images.example.invalid';
  const requests: string[] = [];

  before(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/diagram.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(png(30, 20));
      else if (request.url === '/page.html') response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hi</p>');
      else if (request.url === '/busy.png') response.writeHead(503).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    closedOrigin = `http://127.0.0.1:${closedPort}`;
    closedHttpsOrigin = `https://127.0.0.1:${closedPort}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
  after(() => server.close());

  test('are downloaded into the dataset once each, when the network allows', async () => {
    requests.length = 0;
    const site = tempSite({
      'docs/a.md': `# A\n\n![A diagram](${origin}/diagram.png)\n`,
      'docs/b.md': `# B\n\n![The same diagram](${origin}/diagram.png)\n`,
      'sidebars.json': '{ "docs": { "Docs": ["a", "b"] } }',
    });
    const result: ImportResult = await importFixture(site);
    assert.deepEqual(requests, ['/diagram.png']);
    assert.equal(result.assets.length, 1);
    assert.match(result.assets[0]?.fileName ?? '', /^[0-9a-f]{40}-30x20\.png$/);
    assert.deepEqual(imagesOf(result, 'doc-a'), [
      { _type: 'image', alt: 'A diagram', _sanityAsset: `image@file://./images/${result.assets[0]?.fileName}` },
    ]);
  });

  test('that the network gives no answer for are kept by their address, with a warning where each is used', {}, async () => {
    const offline = `${closedHttpsOrigin}/offline.png`;
    const unknownHost = `${nowhere}/diagram.png`;
    const plain = `${closedOrigin}/plain.png`;
    const logo = `${closedHttpsOrigin}/logo.png`;
    const site = tempSite({
      'site.json': JSON.stringify({
        navbar: {
          title: 'Docs',
          logo: { src: logo, alt: 'Logo' },
          items: [{ label: 'Blog', href: 'https://example.com' }],
        },
      }),
      'docs/a.md': `# A\n\n![Offline](${offline})\n\n![A diagram](${origin}/diagram.png)\n\n![Nowhere](${unknownHost})\n`,
      'docs/b.md': `# B\n\n![Offline again](${offline})\n\n![Busy](${origin}/busy.png)\n\n![Plain](${plain})\n`,
      'sidebars.json': '{ "docs": { "Docs": ["a", "b"] } }',
    });
    const result = await importFixture(site);
    assert.deepEqual(remoteWarnings(result.warnings, site.dir), [
      `docs/a.md:3: warning: ${kept(offline, 'ECONNREFUSED')}`,
      `docs/a.md:7: warning: ${kept(unknownHost, 'ENOTFOUND')}`,
      `docs/b.md:3: warning: ${kept(offline, 'ECONNREFUSED')}`,
      `docs/b.md:5: warning: ${kept(`${origin}/busy.png`, 'the server answered 503')}`,
      `docs/b.md:7: warning: ${kept(plain, 'ECONNREFUSED')}`,
      `site.json: warning: navbar.logo: ${kept(logo, 'ECONNREFUSED')}`,
    ]);
    // Only what was downloaded is a file; the rest is left to `sanity dataset import` by address.
    assert.equal(result.assets.length, 1);
    const file = result.assets[0]?.fileName;
    assert.deepEqual(imagesOf(result, 'doc-a'), [
      { _type: 'image', alt: 'Offline', _sanityAsset: `image@${offline}` },
      { _type: 'image', alt: 'A diagram', _sanityAsset: `image@file://./images/${file}` },
      { _type: 'image', alt: 'Nowhere', _sanityAsset: `image@${unknownHost}` },
    ]);
    assert.deepEqual(imagesOf(result, 'doc-b'), [
      { _type: 'image', alt: 'Offline again', _sanityAsset: `image@${offline}` },
      { _type: 'image', alt: 'Busy', _sanityAsset: `image@${origin}/busy.png` },
      { _type: 'image', alt: 'Plain', _sanityAsset: `image@${plain}` },
    ]);

    const out = path.join(tempDir('dataset-'), 'out');
    await writeDataset(out, result.documents, result.assets);
    assert.deepEqual(readdirSync(path.join(out, 'images')), [file]);
    const lines = readFileSync(path.join(out, 'data.ndjson'), 'utf8');
    assert.ok(lines.includes(`"_sanityAsset":"image@${offline}"`));
    assert.ok(lines.includes(`"_sanityAsset":"image@file://./images/${file}"`));
    assert.ok(lines.includes(`"_sanityAsset":"image@${logo}"`));
  });

  test('that their server says are gone or not images are errors where each is used; unreachable ones are still warnings', {}, async () => {
    const site = tempSite({
      'docs/a.md': `# A\n\n![Offline](${closedHttpsOrigin}/x.png)\n\nText.\n\n![Gone](${origin}/gone.png)\n`,
      'docs/b.md': `# B\n\n![A page](${origin}/page.html)\n\n![Gone again](${origin}/gone.png)\n`,
      'sidebars.json': '{ "docs": { "Docs": ["a", "b"] } }',
    });
    await assert.rejects(importFixture(site), (error) => {
      assert.ok(error instanceof ImportError);
      assert.deepEqual(formatted(error.problems, site.dir), [
        `docs/a.md:7: error: remote image ${origin}/gone.png could not be downloaded: the server answered 404`,
        `docs/b.md:3: error: remote image ${origin}/page.html was downloaded but is not an image this importer can read (unsupported file type: undefined)`,
        `docs/b.md:5: error: remote image ${origin}/gone.png could not be downloaded: the server answered 404`,
      ]);
      assert.deepEqual(remoteWarnings(error.warnings, site.dir), [
        `docs/a.md:3: warning: ${kept(`${closedHttpsOrigin}/x.png`, 'ECONNREFUSED')}`,
      ]);
      return true;
    });
  });

  test('the store reports each use: a warning when the network gave no answer, an error when the server refused', async () => {
    const store = new AssetStore();
    const reports: string[] = [];
    const use = (where: string) => ({
      error: (message: string) => reports.push(`${where}: error: ${message}`),
      warn: (message: string) => reports.push(`${where}: warning: ${message}`),
    });
    const offline = `${closedHttpsOrigin}/x.png`;
    assert.equal(store.addRemote(offline, use('a:1')), `image@${offline}`);
    store.addRemote(`${nowhere}/y.png`, use('a:2'));
    store.addRemote(`${origin}/diagram.png`, use('a:3'));
    store.addRemote(`${origin}/gone.png`, use('a:4'));
    store.addRemote(offline, use('b:1'));
    const downloaded = await store.downloadRemote();
    assert.deepEqual([...downloaded.keys()], [`${origin}/diagram.png`]);
    assert.match(downloaded.get(`${origin}/diagram.png`) ?? '', /^image@file:\/\/\.\/images\/[0-9a-f]{40}-30x20\.png$/);
    assert.deepEqual(reports.map(notFound).sort(), [
      `a:1: warning: ${kept(offline, 'ECONNREFUSED')}`,
      `a:2: warning: ${kept(`${nowhere}/y.png`, 'ENOTFOUND')}`,
      `a:4: error: remote image ${origin}/gone.png could not be downloaded: the server answered 404`,
      `b:1: warning: ${kept(offline, 'ECONNREFUSED')}`,
    ]);
    assert.equal(store.list().length, 1);
  });
});
