import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadSidebars } from '../../../../src/import/sidebars/loadSidebars.ts';
import { tempDir } from '../../../support/helpers.ts';

describe('loading a sidebars file', () => {
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
