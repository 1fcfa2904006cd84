import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { ImportError, type ImportResult } from '../src/import/index.ts';
import { formatted, importFixture, tempSite, withoutKeys } from './helpers.ts';

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

describe('remote images', () => {
  let server: Server;
  let origin: string;
  /** A port nothing listens on: the address of a network that is not there. */
  let closedOrigin: string;
  const requests: string[] = [];

  before(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/diagram.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(png(30, 20));
      else if (request.url === '/page.html') response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hi</p>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
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
    const image = (withoutKeys(result.documents.find((d) => d._id === 'doc-a')?.body) as Record<string, unknown>[])[0];
    assert.deepEqual(image, {
      _type: 'image',
      alt: 'A diagram',
      _sanityAsset: `image@file://./images/${result.assets[0]?.fileName}`,
    });
  });

  test('that cannot be downloaded are every one reported by the import, where each is used', async () => {
    const site = tempSite({
      'docs/a.md': `# A\n\n![Offline](${closedOrigin}/x.png)\n\nText.\n\n![Gone](${origin}/gone.png)\n`,
      'docs/b.md': `# B\n\n![A page](${origin}/page.html)\n\n![Offline again](${closedOrigin}/x.png)\n`,
      'sidebars.json': '{ "docs": { "Docs": ["a", "b"] } }',
    });
    await assert.rejects(importFixture(site), (error) => {
      assert.ok(error instanceof ImportError);
      const offline = `could not be downloaded (ECONNREFUSED); import where the network allows, or save the image beside the doc and link the file`;
      assert.deepEqual(formatted(error.problems, site.dir), [
        `docs/a.md:3: error: remote image ${closedOrigin}/x.png ${offline}`,
        `docs/a.md:7: error: remote image ${origin}/gone.png could not be downloaded: the server answered 404`,
        `docs/b.md:3: error: remote image ${origin}/page.html was downloaded but is not an image this importer can read (unsupported file type: undefined)`,
        `docs/b.md:5: error: remote image ${closedOrigin}/x.png ${offline}`,
      ]);
      return true;
    });
  });
});
