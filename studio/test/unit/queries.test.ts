import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { SINGLETON_IDS } from '@react-redux-docs/schemas';
import { importDocusaurusSite } from '@react-redux-docs/scripts/import';
import { evaluate, parse } from 'groq-js';
import { CATEGORY_OF_ROUTE_QUERY, SIDEBAR_CATEGORIES_QUERY } from '../../src/queries.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
let dataset: unknown[];

before(async () => {
  const result = await importDocusaurusSite({
    docsDir: path.join(CONTENT, 'docs'),
    sidebarsFile: path.join(CONTENT, 'sidebars.js'),
    siteFile: path.join(CONTENT, 'site.json'),
    gitDates: false,
  });
  dataset = result.documents;
});

/** Runs a query the way the Content Lake would, with groq-js, on the seed documents. */
async function query(groq: string, params: Record<string, unknown>) {
  const result = await evaluate(parse(groq, { params }), { dataset, params });
  return result.get();
}

test('the docs menu lists the sidebar categories in order with their docs', async () => {
  const categories = (await query(SIDEBAR_CATEGORIES_QUERY, { sidebarId: SINGLETON_IDS.docsSidebar })) as {
    label: string;
    docIds: string[];
  }[];
  assert.deepEqual(
    categories.map((category) => category.label),
    ['Introduction', 'Tutorials', 'Using React Redux', 'API Reference', 'Guides'],
  );
  assert.equal(categories.flatMap((category) => category.docIds).length, 14);
});

test("a doc preview finds the category of its route, in the current sidebar or a version's", async () => {
  const categoryOf = (route: string) => query(CATEGORY_OF_ROUTE_QUERY, { route });
  assert.deepEqual(await categoryOf('api/hooks'), { category: 'API Reference', version: null });
  assert.deepEqual(await categoryOf('troubleshooting'), { category: 'Guides', version: null });
  assert.equal(await categoryOf('not/a-doc'), null);

  const withVersion = [
    ...dataset,
    { _id: 'doc-v7-hooks', _type: 'doc', route: { current: 'v7/api/hooks' } },
    {
      _id: 'docsVersion-7',
      _type: 'docsVersion',
      label: 'v7.x',
      categories: [{ label: 'Old API', docs: [{ _type: 'reference', _ref: 'doc-v7-hooks' }] }],
    },
  ];
  const params = { route: 'v7/api/hooks' };
  const result = await evaluate(parse(CATEGORY_OF_ROUTE_QUERY, { params }), { dataset: withVersion, params });
  assert.deepEqual(await result.get(), { category: 'Old API', version: 'v7.x' });
});
