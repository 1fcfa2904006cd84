import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsPluginOptions } from '../../../../src/import/config/docsOptions.ts';

test('a preset without docs leaves the main docs to a docs plugin with the default id, wherever it is listed', () => {
  const plugins = [
    ['@docusaurus/plugin-content-docs', { id: 'examples', path: 'content/examples' }],
    ['@docusaurus/plugin-content-docs', { id: 'default', path: 'content/docs', routeBasePath: 'docs' }],
  ];
  assert.deepEqual(docsPluginOptions({ presets: [['classic', { docs: false }]], plugins }), {
    id: 'default',
    path: 'content/docs',
    routeBasePath: 'docs',
  });
  // Without one, there are no main docs: the first other docs plugin stands in (docsOptions says so).
  assert.equal(docsPluginOptions({ presets: [['classic', { docs: false }]], plugins: plugins.slice(0, 1) }), false);
  assert.deepEqual(docsPluginOptions({ presets: [['classic', { docs: { path: 'guides' } }]], plugins }), {
    path: 'guides',
  });
});
