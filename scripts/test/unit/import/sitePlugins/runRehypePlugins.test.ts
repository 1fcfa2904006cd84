import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { runRehypePlugins } from '../../../../src/import/sitePlugins/runRehypePlugins.ts';
import type { SitePlugin } from '../../../../src/import/sitePlugins/runRemarkPlugins.ts';

const plugin = (name: string, transform: (tree: Root) => void, options: unknown = {}): SitePlugin => ({
  name,
  plugin: () => transform,
  options,
});

/** Sets what the model has no place for: a link's `rel` and `target`. */
const externalLinks = plugin('externalLinks', (tree) =>
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'a') Object.assign(element.properties, { rel: ['nofollow'], target: '_blank' });
  }),
);

/** Spells out abbreviations the team writes in capitals, in the text of paragraphs and list items. */
const spellOut = plugin('spellOut', (tree) =>
  visit(tree, 'text', (node) => {
    node.value = node.value.replace(/\bRTK\b/g, 'Redux Toolkit');
  }),
);

const TEXT = [
  'First paragraph with a [link](https://example.com).',
  '',
  '```js title="store.js" {2}',
  'const a = 1;',
  'const b = 2;',
  '```',
  '',
  'Uses RTK and <Term name="store" />, with **bold** words.',
  '',
  '- an item about RTK',
  '- another item',
  '',
  'Last paragraph.',
].join('\n');

test('a plugin that changes only what the model has no place for leaves the text as written', async () => {
  assert.equal(await runRehypePlugins(TEXT, 'doc.md', [externalLinks], []), undefined);
});

test("changed blocks are written from the plugins' output; the rest keep their text and their lines", async () => {
  const output = await runRehypePlugins(TEXT, 'doc.md', [spellOut], []);
  assert.ok(output);
  assert.deepEqual(output.problems, []);
  const lines = output.text.split('\n');
  assert.ok(output.text.includes('Uses Redux Toolkit and <Term name="store" />, with **bold** words.'), output.text);
  assert.ok(output.text.includes('- an item about Redux Toolkit'), output.text);
  // Untouched blocks, the code block's meta among them, are copied as written.
  assert.ok(output.text.includes('```js title="store.js" {2}\nconst a = 1;'), output.text);
  assert.ok(!output.text.includes('RTK'));
  // Each line maps to a line of the text as written: kept ones to themselves, written ones to their block's.
  assert.equal(lines.length, output.lineMap.length);
  assert.equal(output.lineMap[lines.indexOf('Last paragraph.')], 13);
  assert.equal(output.lineMap[lines.indexOf('const b = 2;')], 5);
  assert.equal(output.lineMap[lines.findIndex((line) => line.startsWith('Uses Redux Toolkit'))], 8);
});

test('a changed code block keeps its language and its meta', async () => {
  const upper = plugin('upper', (tree) =>
    visit(tree, 'element', (element: Element) => {
      if (element.tagName !== 'code') return;
      for (const child of element.children) if (child.type === 'text') child.value = child.value.toUpperCase();
    }),
  );
  const output = await runRehypePlugins(TEXT, 'doc.md', [upper], []);
  assert.ok(output?.text.includes('```js title="store.js" {2}\nCONST A = 1;\nCONST B = 2;\n```'), output?.text);
});

test('nodes a plugin adds are written where they stand, and removed blocks leave the text', async () => {
  const notes = plugin('notes', (tree) => {
    const index = tree.children.findIndex((node) => node.type === 'element' && node.tagName === 'ul');
    tree.children.splice(index + 1, 0, {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: 'A note the plugin adds.' }],
    });
    tree.children = tree.children.filter(
      (node) => !(node.type === 'element' && node.tagName === 'p' && node.position?.start.line === 1),
    );
  });
  const output = await runRehypePlugins(TEXT, 'doc.md', [notes], []);
  assert.ok(output);
  assert.ok(!output.text.includes('First paragraph'), output.text);
  assert.match(output.text, /- another item\n\nA note the plugin adds\.\n\nLast paragraph\./);
});

test('footnotes, which the tree gathers at its end, are not written twice when a plugin changes the page', async () => {
  const text = 'A claim about RTK.[^1]\n\n[^1]: The source.';
  const output = await runRehypePlugins(text, 'doc.md', [spellOut], []);
  assert.ok(output);
  assert.equal(output.text.match(/The source/g)?.length, 1, output.text);
  assert.ok(output.text.includes('[^1]: The source.'), output.text);
});

test('a plugin that throws is named, and the text is kept as written', async () => {
  const broken = plugin('broken', () => {
    throw new Error('cannot read property of undefined\nat somewhere');
  });
  const output = await runRehypePlugins(TEXT, 'doc.md', [broken], []);
  assert.equal(output?.text, TEXT);
  assert.deepEqual(output?.problems, [
    {
      line: 1,
      message:
        "the site's rehype plugins (broken) failed on this file (cannot read property of undefined); it is imported as written",
    },
  ]);
});

test("options reach the plugin as the site's config gives them", async () => {
  let seen: unknown;
  const withOptions: SitePlugin = {
    name: 'withOptions',
    plugin: ((options: unknown) => {
      seen = options;
      return () => undefined;
    }) as SitePlugin['plugin'],
    options: { level: 2 },
  };
  await runRehypePlugins(TEXT, 'doc.md', [withOptions], []);
  assert.deepEqual(seen, { level: 2 });
});
