import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Diagnostics, formatProblem } from '../src/import/diagnostics.ts';
import { ImportError } from '../src/import/index.ts';
import { withKeys } from '../src/import/keys.ts';
import { loadSidebars, sidebarDocument } from '../src/import/sidebars.ts';
import { formatted, importFixture, target, tempDir, tempSite, withoutKeys } from './helpers.ts';

describe('sidebars', () => {
  const docs = new Map([
    ['a', target('a')],
    ['b', target('b')],
    ['c', target('c')],
  ]);
  const convertSidebar = (value: unknown, source = '') => {
    const diagnostics = new Diagnostics();
    const document = sidebarDocument(value, {
      file: '/virtual/sidebars.js',
      source,
      docs,
      dropped: new Map(),
      failed: new Set(),
      diagnostics,
    });
    return {
      document: withoutKeys(withKeys(document)),
      problems: diagnostics.problems.map((p) => formatProblem(p, '/virtual')),
    };
  };
  const category = (label: string, collapsed: boolean, ...ids: string[]) => ({
    _type: 'sidebarCategory',
    label,
    collapsed,
    docs: ids.map((id) => ({ _type: 'reference', _ref: `doc-${id}` })),
  });

  test('shorthand object form, category doc links, loose docs, duplicates', () => {
    assert.deepEqual(convertSidebar({ docs: { First: ['a'], Second: ['b', 'c'] } }).document, {
      _id: 'docsSidebar',
      _type: 'docsSidebar',
      name: 'docs',
      categories: [category('First', true, 'a'), category('Second', true, 'b', 'c')],
    });
    const mixed = convertSidebar({
      docs: ['a', { type: 'category', label: 'Linked', link: { type: 'doc', id: 'b' }, items: ['c', 'a'] }],
    });
    assert.deepEqual((mixed.document as { categories: unknown[] }).categories, [
      category('Docs', false, 'a'),
      category('Linked', true, 'b', 'c'),
    ]);
    assert.deepEqual(mixed.problems, [
      'sidebars.js: warning: category "Linked" links to doc "b"; it becomes the category\'s first doc (docs[1])',
      'sidebars.js: warning: docs outside a category are put in a category named "Docs" (docs[0])',
      'sidebars.js: warning: doc "a" is already in the sidebar; a doc can appear only once (docs[1].items[1])',
    ]);
  });

  test('loads .json, .mjs, .cjs, and .js as ES module or CommonJS', async () => {
    const dir = tempDir('sidebars-');
    const files: Record<string, string> = {
      'a.json': '{"docs": {"A": ["a"]}}',
      'b.mjs': "export default { docs: { B: ['b'] } };",
      'c.cjs': "module.exports = { docs: { C: ['c'] } };",
      'd.js': "module.exports = { docs: { D: ['a'] } };",
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
    // A "type": "module" package: d.js fails as an ES module and is run as CommonJS instead.
    writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}');
    const labels = [];
    for (const name of Object.keys(files)) {
      const { value } = await loadSidebars(path.join(dir, name));
      labels.push(Object.keys((value as { docs: object }).docs)[0]);
    }
    assert.deepEqual(labels, ['A', 'B', 'C', 'D']);
    await assert.rejects(loadSidebars(path.join(dir, 'missing.js')), /missing\.js: error: sidebars file not found/);
  });

  test('loads TypeScript sidebars as create-docusaurus writes them (.ts, .mts, .cts)', async () => {
    const dir = tempDir('sidebars-ts-');
    const files: Record<string, string> = {
      // The type import names a package that is not installed: it is removed with the types, never resolved.
      'sidebars.ts': [
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';",
        "const label: string = 'T' + String(1 + 1);",
        "const sidebars: SidebarsConfig = { docs: { [label]: ['a'] } };",
        'export default sidebars;',
      ].join('\n'),
      'b.mts': "const sidebars: { docs: Record<string, string[]> } = { docs: { M: ['b'] } };\nexport default sidebars;",
      'c.cts': "const sidebars: object = { docs: { C: ['c'] } };\nmodule.exports = sidebars;",
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
    const labels = [];
    for (const name of Object.keys(files)) {
      const { value } = await loadSidebars(path.join(dir, name));
      labels.push(Object.keys((value as { docs: object }).docs)[0]);
    }
    assert.deepEqual(labels, ['T2', 'M', 'C']);

    // Docusaurus compiles TypeScript (jiti), so syntax that type stripping alone cannot run loads too.
    writeFileSync(path.join(dir, 'enum.ts'), 'enum Kind { Doc }\nexport default { docs: { E: [String(Kind.Doc)] } };');
    assert.deepEqual((await loadSidebars(path.join(dir, 'enum.ts'))).value, { docs: { E: ['0'] } });
    writeFileSync(path.join(dir, 'broken.ts'), 'export default { docs: [ };');
    await assert.rejects(loadSidebars(path.join(dir, 'broken.ts')), /broken\.ts: error: cannot load sidebars: /);
    writeFileSync(path.join(dir, 'sidebars.yaml'), 'docs: []');
    await assert.rejects(
      loadSidebars(path.join(dir, 'sidebars.yaml')),
      /sidebars\.yaml: error: sidebars file must be \.ts, \.mts, \.cts, \.js, \.mjs, \.cjs or \.json/,
    );
  });
});

describe('autogenerated sidebars', () => {
  const categoryJson = (fields: Record<string, unknown>) => JSON.stringify(fields);
  const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nText.\n`;

  test('a folder becomes categories, ordered by position, number prefix, then name; index docs link their category', async () => {
    const site = tempSite(
      {
        'docs/intro.md': page('Intro', 'sidebar_position: 1\n'),
        'docs/zeta.md': page('Zeta'),
        'docs/alpha.md': page('Alpha'),
        'docs/02-basics/_category_.json': categoryJson({
          label: 'Tutorial - Basics',
          position: 2,
          link: { type: 'generated-index', description: 'The basics.' },
        }),
        'docs/02-basics/create-a-page.md': page('Create a page', 'sidebar_position: 2\n'),
        'docs/02-basics/01-first-steps.md': page('First steps'),
        'docs/02-basics/congrats.md': page('Congrats'),
        'docs/02-basics/deeper/_category_.yml': 'label: Going deeper\ncollapsed: false\n',
        'docs/02-basics/deeper/more.md': page('More'),
        'docs/api/index.md': page('API overview'),
        'docs/api/createStore.md': page('createStore'),
        'docs/api/_category_.yaml': 'position: 3\n',
        'sidebars.ts':
          "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\n" +
          "const sidebars: SidebarsConfig = { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n" +
          'export default sidebars;\n',
      },
      'sidebars.ts',
    );
    const result = await importFixture(site);
    const sidebar = result.documents.find((d) => d._id === 'docsSidebar') as unknown as {
      categories: { label: string; collapsed: boolean; docs: { _ref: string }[] }[];
    };
    assert.deepEqual(
      sidebar.categories.map((c) => [c.label, c.collapsed, c.docs.map((d) => d._ref)]),
      [
        ['Docs', false, ['doc-intro']],
        [
          'Tutorial - Basics',
          true,
          ['doc-basics_first-steps', 'doc-basics_create-a-page', 'doc-basics_congrats', 'doc-basics_deeper_more'],
        ],
        ['api', true, ['doc-api_index', 'doc-api_createStore']],
        ['Docs', false, ['doc-alpha', 'doc-zeta']],
      ],
    );
    // The generated index page's address now leads to the category's first doc.
    const first = result.documents.find((d) => d._id === 'doc-basics_first-steps');
    assert.deepEqual(first?.previousRoutes, ['category/tutorial---basics']);
    assert.deepEqual(
      formatted(result.warnings, site.dir).filter((line) => line.startsWith('sidebars.ts')),
      [
        'sidebars.ts: warning: there is no "docs" sidebar; "tutorialSidebar" is imported as the docs sidebar',
        'sidebars.ts: warning: category "api" links to doc "api/index"; it becomes the category\'s first doc (tutorialSidebar[2])',
        'sidebars.ts: warning: docs outside a category are put in a category named "Docs" (tutorialSidebar[0])',
        'sidebars.ts: warning: nested category "Going deeper" flattened into "Tutorial - Basics" (tutorialSidebar[1].items[3])',
        'sidebars.ts: warning: category "Tutorial - Basics" had a generated index page at /category/tutorial---basics; categories have no pages here, so that address redirects to the category\'s first doc; its description is not kept (tutorialSidebar[1])',
        'sidebars.ts: warning: docs outside a category are put in a category named "Docs" (tutorialSidebar[3])',
      ],
    );
  });

  test('autogenerated items inside a category, and a folder with no docs', async () => {
    const site = tempSite({
      'docs/guides/b.md': page('B'),
      'docs/guides/a.md': page('A', 'sidebar_position: 5\n'),
      'docs/guides/sub/c.md': page('C'),
      'docs/guides/sub/_category_.json': '{ "label": 7, "className": "red" }',
      'sidebars.json': JSON.stringify({
        docs: [
          {
            type: 'category',
            label: 'Guides',
            items: [
              { type: 'autogenerated', dirName: 'guides' },
              { type: 'autogenerated', dirName: 'missing' },
            ],
          },
        ],
      }),
    });
    await assert.rejects(importFixture(site), (error) => {
      assert.ok(error instanceof ImportError);
      assert.deepEqual(formatted(error.problems, site.dir), [
        'docs/guides/sub/_category_.json: error: "label" must be a string',
      ]);
      assert.deepEqual(
        formatted(error.warnings, site.dir).filter((line) => !line.startsWith('site.json')),
        [
          'docs/guides/sub/_category_.json: warning: className ignored: sidebar categories here have a label and docs only',
          'sidebars.json: warning: autogenerated sidebar items: the folder "missing" of the docs folder has no docs',
          'sidebars.json: warning: nested category "sub" flattened into "Guides" (docs[0].items[2])',
        ],
      );
      return true;
    });
  });
});
