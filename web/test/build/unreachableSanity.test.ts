import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closedPort } from '../../plugins/gatsby-source-sanity-documents/test/helpers.ts';
import { runGatsbyBuild } from './runGatsbyBuild.ts';

/**
 * The real `gatsby build`, configured for a hosted dataset that cannot be
 * reached: it must stop with a message that says so, not publish an empty site.
 */
test('gatsby build fails with a clear message when Sanity cannot be reached', { timeout: 180_000 }, async () => {
  const port = await closedPort();
  const { code, output } = await runGatsbyBuild({
    SANITY_PROJECT_ID: 'testproj',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: `http://127.0.0.1:${port}`,
  });
  assert.notEqual(code, 0, 'the build must fail');
  assert.match(output, /Could not load dataset "production" of Sanity project "testproj"/);
  assert.match(output, /ECONNREFUSED 127\.0\.0\.1:\d+ \(4 attempts\)/);
  assert.match(output, /rather than publish an empty or partial site/);
  assert.doesNotMatch(output, /Building static HTML/);
});
