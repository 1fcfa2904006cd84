import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGatsbyBuild } from './runGatsbyBuild.ts';

/**
 * The real `gatsby build` as Netlify runs a production deploy, with the Sanity
 * variables missing: it must stop and say what to set, not publish the seed.
 */
test('a Netlify production build without Sanity variables fails, naming them', { timeout: 180_000 }, async () => {
  const { code, output } = await runGatsbyBuild({ NETLIFY: 'true', CONTEXT: 'production' });
  assert.notEqual(code, 0, 'the build must fail');
  assert.match(output, /This is a Netlify production deploy and no Sanity project is configured/);
  assert.match(output, /Set SANITY_PROJECT_ID and SANITY_DATASET/);
  assert.match(output, /set SITE_CONTENT=seed to publish the sample content on purpose/);
  assert.doesNotMatch(output, /loading content from seed content/);
  assert.doesNotMatch(output, /Building static HTML/);
});
