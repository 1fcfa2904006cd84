import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { SINGLETON_IDS } from '@react-redux-docs/schemas';
import { evaluate, parse } from 'groq-js';
import { importDocusaurusSite } from '../../scripts/src/import/index.ts';
import { CATEGORY_OF_ROUTE_QUERY, SIDEBAR_CATEGORIES_QUERY } from '../src/queries.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
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

test('a doc preview finds the category of its route', async () => {
  const categoryOf = (route: string) => query(CATEGORY_OF_ROUTE_QUERY, { sidebarId: SINGLETON_IDS.docsSidebar, route });
  assert.equal(await categoryOf('api/hooks'), 'API Reference');
  assert.equal(await categoryOf('troubleshooting'), 'Guides');
  assert.equal(await categoryOf('not/a-doc'), null);
});
