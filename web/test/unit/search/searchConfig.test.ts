import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveSearchConfig } from '../../../src/search/config.ts';

const settings = { appId: 'APP', searchApiKey: 'search-key', indexName: 'docs' };

test('without any Algolia configuration the site searches its own index', () => {
  assert.deepEqual(resolveSearchConfig({}, null), {
    mode: 'local',
    appId: null,
    apiKey: null,
    indexName: null,
    insights: false,
  });
  assert.equal(resolveSearchConfig({}, { appId: ' ', searchApiKey: '', indexName: null }).mode, 'local');
});

test('site settings turn Algolia on; insights only when asked for', () => {
  assert.deepEqual(resolveSearchConfig({}, settings), {
    mode: 'algolia',
    appId: 'APP',
    apiKey: 'search-key',
    indexName: 'docs',
    insights: false,
  });
  assert.equal(resolveSearchConfig({}, { ...settings, insights: true }).insights, true);
});

test('the environment wins over site settings, e.g. for a preview deploy with its own index', () => {
  const config = resolveSearchConfig(
    {
      ALGOLIA_APP_ID: 'ENV',
      ALGOLIA_SEARCH_API_KEY: 'env-key',
      ALGOLIA_INDEX_NAME: 'preview',
      ALGOLIA_INSIGHTS: 'true',
    },
    settings,
  );
  assert.deepEqual(config, { mode: 'algolia', appId: 'ENV', apiKey: 'env-key', indexName: 'preview', insights: true });
});

test('half a configuration stops the build and names what is missing', () => {
  assert.throws(
    () => resolveSearchConfig({ ALGOLIA_APP_ID: 'ENV' }, null),
    /Search environment variables: ALGOLIA_APP_ID is set but ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are not/,
  );
  assert.throws(
    () => resolveSearchConfig({}, { appId: 'APP', indexName: 'docs' }),
    /Site settings \(siteSettings\), field "algolia": appId and indexName are set but searchApiKey is not/,
  );
});
