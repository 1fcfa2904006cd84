import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ImageAsset, resolveContent, type SanityDocument } from '@react-redux-docs/web/content';
import { loadDatasetFile } from '../src/loadDatasetFile.ts';
import { FIXTURE_NDJSON, resolveOptions } from './helpers.ts';

const DIAGRAM = 'https://images.example.org/flow/diagram.png';
const LOGO = 'https://images.example.org/logo.svg';

let workDir: string;
before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'sanity-remote-images-'));
});
after(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/**
 * The small fixture dataset as the importer writes one whose images it could
 * not all download: the navbar's logo and a doc's diagram kept by their address,
 * the footer's logo still a file in images/.
 */
async function datasetWithRemoteImages(): Promise<string> {
  const lines = (await readFile(FIXTURE_NDJSON, 'utf8')).split('\n').filter((line) => line.trim());
  const edited = lines.map((line) => {
    const document = JSON.parse(line) as SanityDocument & { body?: unknown[]; logo?: Record<string, unknown> };
    if (document._id === 'navbar') document.logo = { ...document.logo, _sanityAsset: `image@${LOGO}` };
    if (document._id === 'doc-reference') {
      document.body = [
        ...(document.body ?? []),
        { _type: 'image', _key: 'remote1', alt: 'A diagram', caption: 'The flow', _sanityAsset: `image@${DIAGRAM}` },
      ];
    }
    return JSON.stringify(document);
  });
  const dir = path.join(workDir, 'remote-dataset');
  await cp(path.join(path.dirname(FIXTURE_NDJSON), 'images'), path.join(dir, 'images'), { recursive: true });
  const file = path.join(dir, 'data.ndjson');
  await writeFile(file, `${edited.join('\n')}\n`);
  return file;
}

describe('a dataset file with images kept by their address', () => {
  test('loads them as assets for that address, unmeasured, beside its local files', async () => {
    const file = await datasetWithRemoteImages();
    const documents = await loadDatasetFile(file, { extractDir: workDir });
    const content = resolveContent(documents, resolveOptions);
    assert.deepEqual(content.problems.list, []);
    const remote = content.assets.filter((asset) => asset.url.startsWith('https://'));
    assert.deepEqual(
      remote
        .map(({ _id, ...asset }) => ({ ...asset, id: /^image-[0-9a-f]{40}-remote$/.test(_id) }))
        .sort((a, b) => a.url.localeCompare(b.url)),
      [
        { url: DIAGRAM, width: 0, height: 0, extension: 'png', mimeType: 'image/png', id: true },
        { url: LOGO, width: 0, height: 0, extension: 'svg', mimeType: 'image/svg+xml', id: true },
      ],
    );
    // Nothing for the build to copy: pages load them from their address.
    assert.ok(remote.every((asset) => asset.localPath === undefined));
    // The local logo the footer still uses is a file of the build, as before.
    assert.ok(content.assets.some((asset) => asset.localPath?.endsWith(path.join('images', 'logo.svg'))));

    // What the renderer gets: the image with its address.
    const reference = content.nodes.find((node) => node.sanityId === 'doc-reference')?.data as {
      body: Record<string, unknown>[];
    };
    const image = reference.body.at(-1) ?? {};
    assert.equal(image._type, 'image');
    assert.equal(image.alt, 'A diagram');
    assert.equal(image.caption, 'The flow');
    const { _id, ...asset } = image.asset as ImageAsset;
    assert.deepEqual(asset, { url: DIAGRAM, width: 0, height: 0, extension: 'png', mimeType: 'image/png' });
    assert.equal(_id, remote.find((candidate) => candidate.url === DIAGRAM)?._id);
    const navbar = content.nodes.find((node) => node.sanityId === 'navbar')?.data as {
      logo: { asset: { url: string } };
    };
    assert.equal(navbar.logo.asset.url, LOGO);
  });

  test('still stops at a missing file, an address that is not https:// and one with a password, each where first used', async () => {
    const file = path.join(workDir, 'data.ndjson');
    const image = (ref: string, key: string) => ({ _type: 'image', _key: key, _sanityAsset: ref });
    const doc = (id: string, refs: string[]) =>
      JSON.stringify({ _id: id, _type: 'doc', body: refs.map((ref, index) => image(ref, `i${index}`)) });
    await writeFile(
      file,
      [
        doc('doc-a', [`image@${DIAGRAM}`, 'image@file://./images/gone.png', 'image@http://images.example.org/a.png']),
        doc('doc-b', ['image@http://images.example.org/a.png', 'image@https://user:secret@images.example.org/b.png']),
      ].join('\n'),
    );
    await assert.rejects(loadDatasetFile(file, { extractDir: workDir }), (error: Error) => {
      const notHttps = (address: string) =>
        `uses the image ${address}, which is neither beside the dataset nor at an https:// address. Write its address with https:// if its server offers that, or save the file in images/ and refer to it as image@file://./images/<file>.`;
      assert.equal(
        error.message,
        [
          `${file}: 3 images cannot be used:`,
          `  - doc-a.body[1] uses ${path.join(workDir, 'images', 'gone.png')}, which does not exist`,
          `  - doc-a.body[2] ${notHttps('http://images.example.org/a.png')}`,
          '  - doc-b.body[1] uses an image at images.example.org by an address with a user name or password, which every reader would be sent. Save the file in images/ and refer to it as image@file://./images/<file>.',
        ].join('\n'),
      );
      return true;
    });
  });

  test("a hosted dataset's asset is never taken for one: its images must be on Sanity's CDN", () => {
    const asset = {
      _id: 'image-abc-remote',
      _type: 'sanity.imageAsset',
      url: DIAGRAM,
      remoteUrl: DIAGRAM,
      extension: 'png',
      mimeType: 'image/png',
    };
    const doc = {
      _id: 'doc-a',
      _type: 'doc',
      title: 'A',
      route: { _type: 'slug', current: 'a' },
      body: [{ _type: 'image', _key: 'i1', alt: 'x', asset: { _type: 'reference', _ref: asset._id } }],
    };
    const hosted = resolveContent([doc, asset], {
      ...resolveOptions,
      imageCdnPrefix: 'https://cdn.sanity.io/images/p/production/',
    });
    assert.deepEqual(hosted.assets, []);
    assert.match(
      hosted.problems.list.map((problem) => problem.message).join('\n'),
      /uses image image-abc-remote, but its address "https:\/\/images\.example\.org\/flow\/diagram\.png" is not a file of this dataset on Sanity's image CDN/,
    );
  });
});
