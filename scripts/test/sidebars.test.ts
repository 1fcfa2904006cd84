import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Diagnostics, formatProblem } from '../src/import/diagnostics.ts';
import { withKeys } from '../src/import/keys.ts';
import { loadSidebars, sidebarDocument } from '../src/import/sidebars.ts';
import { target, tempDir, withoutKeys } from './helpers.ts';

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

    writeFileSync(path.join(dir, 'enum.ts'), 'enum Kind { Doc }\nexport default { docs: { E: [String(Kind.Doc)] } };');
    await assert.rejects(
      loadSidebars(path.join(dir, 'enum.ts')),
      /enum\.ts: error: cannot load sidebars: .*TypeScript sidebars run with their types removed; write the file without enums or namespaces, or as \.js/,
    );
    writeFileSync(path.join(dir, 'sidebars.yaml'), 'docs: []');
    await assert.rejects(
      loadSidebars(path.join(dir, 'sidebars.yaml')),
      /sidebars\.yaml: error: sidebars file must be \.ts, \.mts, \.cts, \.js, \.mjs, \.cjs or \.json/,
    );
  });
});
