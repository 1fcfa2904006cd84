import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { importDocusaurusSite } from '../../../src/import/index.ts';
import { fixturesDir, formatted, tempSite } from '../../support/helpers.ts';

test('@site/ paths name files of the website folder, in images, links to docs and partial imports', async () => {
  const site = tempSite({
    'docusaurus.config.mjs':
      "export default { title: 'Alias', url: 'https://alias.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
    'sidebars.json': '{ "docs": ["guide/start", "reference"] }',
    'docs/guide/start.mdx': [
      "import Note from '@site/src/partials/_note.mdx';",
      '',
      '# Start',
      '',
      '![The store in a diagram](@site/static/img/diagram.svg)',
      '',
      'Then read [the reference](@site/docs/reference.md#options).',
      '',
      '<Note />',
      '',
    ].join('\n'),
    'docs/reference.md': '# Reference\n\n## Options\n\nEvery option.\n',
    'src/partials/_note.mdx': 'A note shared by several pages.\n',
  });
  mkdirSync(path.join(site.dir, 'static/img'), { recursive: true });
  copyFileSync(
    path.join(fixturesDir, 'classic-site/static/img/logo.svg'),
    path.join(site.dir, 'static/img/diagram.svg'),
  );
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((warning) => !warning.startsWith('docusaurus.config')),
    [],
  );
  const start = result.documents.find((document) => document._id === 'doc-guide_start');
  const body = start?.body as {
    _type: string;
    alt?: string;
    markDefs?: { reference?: { _ref: string }; anchor?: string }[];
  }[];
  assert.deepEqual(
    body.map((block) => block._type),
    ['image', 'block', 'snippetRef'],
  );
  assert.equal(body[0]?.alt, 'The store in a diagram');
  assert.deepEqual(
    body[1]?.markDefs?.map((def) => [def.reference?._ref, def.anchor]),
    [['doc-reference', 'options']],
  );
  assert.equal(result.assets.length, 1);
});
