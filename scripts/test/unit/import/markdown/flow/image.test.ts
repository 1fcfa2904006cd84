import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Image, Paragraph } from 'mdast';
import { image } from '../../../../../src/import/markdown/flow/image.ts';
import { prepare } from '../../../../support/conversion.ts';
import { fixturesDir } from '../../../../support/helpers.ts';

const site = path.join(fixturesDir, 'classic-site');

/** The image of a one-image paragraph, converted by the image handler. */
function convertImage(markdown: string, options: Parameters<typeof prepare>[1] = {}) {
  const { conversion, nodes, problems } = prepare(markdown, options);
  const node = (nodes[0] as Paragraph).children.find((child): child is Image => child.type === 'image');
  if (!node) throw new Error('no image');
  return { block: image(conversion, node), problems: problems() };
}

describe('image', () => {
  test('a file next to the Markdown or in a static folder is uploaded, named by its content', () => {
    const beside = convertImage('![Flow of an action](./img/flow.svg "How an action flows")', {
      file: path.join(site, 'docs', 'tutorial-extras', 'page.md'),
    });
    assert.match(String(beside.block?._sanityAsset), /^image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.svg$/);
    assert.equal(beside.block?.alt, 'Flow of an action');
    assert.equal(beside.block?.caption, 'How an action flows');
    assert.deepEqual(beside.problems, []);

    const fromStatic = convertImage('![Logo](/img/logo.svg)', { staticDirs: [path.join(site, 'static')] });
    assert.match(String(fromStatic.block?._sanityAsset), /^image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.svg$/);
  });

  test('a remote image keeps its address until it is downloaded; without alt text it is decorative', () => {
    const { block, problems } = convertImage('![](https://example.com/chart.png)');
    assert.deepEqual(block, { _type: 'image', _sanityAsset: 'image@https://example.com/chart.png' });
    assert.deepEqual(problems, [
      '1: warning: image "https://example.com/chart.png" has no alt text: imported as decorative, and the Studio lists it until an editor describes it (or write ![what the image shows](https://example.com/chart.png))',
    ]);
  });

  test('a missing file or an address that is not a file is an error, and no block; a missing static image a warning', () => {
    const missing = convertImage('![Gone](./gone.png)');
    assert.equal(missing.block, undefined);
    assert.deepEqual(missing.problems, ['1: error: image file ./gone.png does not exist']);

    // A static image Docusaurus cannot find either: it builds the page with the image broken; here it is left out.
    const missingStatic = convertImage('![Chart](/img/gone.svg)', { staticDirs: [path.join(site, 'static')] });
    assert.equal(missingStatic.block, undefined);
    assert.deepEqual(missingStatic.problems, [
      '1: warning: image file /img/gone.svg does not exist in the static folders (the Docusaurus site shows it broken); left out',
    ]);

    const data = convertImage('![Pixel](data:image/png;base64,iVBORw0KGgo=)');
    assert.equal(data.block, undefined);
    assert.deepEqual(data.problems, [
      '1: error: image "data:image/png;base64,iVBORw0KGgo=" must be a file next to the Markdown or an https:// address',
    ]);
  });
});
