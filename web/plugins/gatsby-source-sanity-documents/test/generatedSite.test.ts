/**
 * A site made by the generator (scripts' `generate`, the benches' content)
 * loads through this plugin as a dataset file: every doc a page, every image
 * found, every link and anchor resolved.
 */
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { schemaTypes } from '@react-redux-docs/schemas';
import { generateSiteDataset } from '@react-redux-docs/scripts/generate';
import { writeDataset } from '@react-redux-docs/scripts/import';
import { buildContentModel, resolveContent, type SchemaDefinition } from '@react-redux-docs/web/content';
import { loadDatasetFile } from '../src/loadDatasetFile.ts';

/** Every internal link's href under `value`. */
function internalHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) internalHrefs(item, found);
  else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (node._type === 'internalLink') found.push(String(node.href));
    for (const child of Object.values(node)) internalHrefs(child, found);
  }
  return found;
}

test('a generated site of 30 docs loads through the source plugin, every doc a page and every image found', async () => {
  const dataset = generateSiteDataset({ docs: 30, seed: 3 });
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'generated-site-')), 'dataset');
  await writeDataset(dir, dataset.documents, dataset.assets);
  const documents = await loadDatasetFile(path.join(dir, 'data.ndjson'), { extractDir: path.join(dir, 'unused') });
  const content = resolveContent(documents, {
    model: buildContentModel(schemaTypes as unknown as SchemaDefinition[]),
    nodeIdFor: (id) => `node-${id}`,
    overlayDrafts: false,
    localAssetUrlPrefix: '/sanity-assets',
  });
  // No problem at all: the generated links and anchors all resolve.
  assert.deepEqual(content.problems.list, []);
  assert.equal(
    content.nodes.filter((node) => node.typeName.toLowerCase().includes('doc') && node.data._type === 'doc').length,
    30,
  );
  // 30 docs, 5 site documents, 1 sidebar category and 2 sidebar links, and the sidebar made of them.
  const count = (typeName: string) => content.nodes.filter((node) => node.typeName === typeName).length;
  assert.deepEqual(
    [count('SanitySidebarCategory'), count('SanitySidebarLink'), count('SanityDocsSidebar'), content.nodes.length],
    [1, 2, 1, 39],
  );
  assert.equal(content.assets.length, new Set(content.assets.map((asset) => asset._id)).size);
  assert.ok(content.assets.length >= 1);
  // Internal links come out with their route, anchors included.
  const hrefs = internalHrefs(content.nodes);
  assert.ok(hrefs.length > 50 && hrefs.every((href) => /^(\/[a-z0-9-]+)+(#[a-z0-9_-]+)?$/.test(href)), hrefs[0]);
});
