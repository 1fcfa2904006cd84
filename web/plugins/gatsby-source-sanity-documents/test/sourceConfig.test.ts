import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { SEED_CONTENT } from '@react-redux-docs/scripts/seed';
import { resolveSourceConfig, type SourceEnv } from '../src/sourceConfig.ts';

const resolve = (env: SourceEnv, isDevelop = false) => resolveSourceConfig(env, { isDevelop, cwd: '/work/site' });
const PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production' };

test('a Sanity project wins; drafts are overlaid only in develop with a token', () => {
  assert.deepEqual(
    resolve({ SANITY_PROJECT_ID: 'abc', SANITY_DATASET: 'production', SANITY_DATASET_FILE: 'x.ndjson' }),
    {
      mode: 'hosted',
      projectId: 'abc',
      dataset: 'production',
      token: undefined,
      overlayDrafts: false,
      apiHost: undefined,
    },
  );
  const develop = resolve({ SANITY_PROJECT_ID: 'abc', SANITY_DATASET: 'd', SANITY_READ_TOKEN: 't' }, true);
  assert.equal(develop.mode === 'hosted' && develop.overlayDrafts, true);
  assert.throws(() => resolve({ SANITY_PROJECT_ID: 'abc' }), /SANITY_DATASET is not/);
});

test('a dataset file is read relative to where the command started', () => {
  assert.deepEqual(resolve({ SANITY_DATASET_FILE: 'exports/last.tar.gz', ...PRODUCTION }), {
    mode: 'file',
    path: path.resolve('/work/site', 'exports/last.tar.gz'),
  });
});

test('with nothing configured, local and CI builds use the seed content', () => {
  assert.deepEqual(resolve({}), { mode: 'seed', contentDir: SEED_CONTENT.contentDir });
  assert.deepEqual(resolve({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }).mode, 'seed');
});

test('a Netlify production deploy without a project stops, naming the variables to set', () => {
  for (const env of [PRODUCTION, { ...PRODUCTION, SANITY_DATASET: 'production', SANITY_PROJECT_ID: '  ' }]) {
    assert.throws(
      () => resolve(env),
      (error: Error) =>
        error.name === 'SanitySourceError' &&
        /Netlify production deploy and no Sanity project is configured/.test(error.message) &&
        /Set SANITY_PROJECT_ID and SANITY_DATASET/.test(error.message) &&
        /SITE_CONTENT=seed/.test(error.message),
    );
  }
});

test('SITE_CONTENT=seed asks for the seed explicitly, and conflicts are refused', () => {
  assert.deepEqual(resolve({ ...PRODUCTION, SITE_CONTENT: 'seed' }), {
    mode: 'seed',
    contentDir: SEED_CONTENT.contentDir,
  });
  assert.throws(() => resolve({ SITE_CONTENT: 'seed', SANITY_PROJECT_ID: 'abc' }), /both set/);
  assert.throws(() => resolve({ SITE_CONTENT: 'sample' }), /only value it takes is "seed"/);
});
