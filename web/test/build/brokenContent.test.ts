import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { runGatsbyBuild } from './runGatsbyBuild.ts';

const BROKEN_DATASET = path.resolve(
  import.meta.dirname,
  '../../plugins/gatsby-source-sanity-documents/test/fixtures/broken-dataset/data.ndjson',
);

/**
 * The real `gatsby build` on the dataset with every kind of broken content:
 * it stops before making any page, with the one message that lists them all
 * (the exact text is asserted in contentChecks.test.ts), and prints the warnings.
 */
test('gatsby build stops on broken content before any page is made, listing every problem', { timeout: 180_000 }, async () => {
  const { code, output } = await runGatsbyBuild({
    SANITY_DATASET_FILE: BROKEN_DATASET,
    SANITY_STUDIO_URL: 'https://docs.sanity.studio',
  });
  assert.notEqual(code, 0, 'the build must fail');
  assert.match(output, /The content cannot be built into a site\. Fix 9 problems in the Studio/);
  for (const heading of ['Documents that break the schema (2)', 'Unknown block and mark types (2)', 'Broken links (4)', 'Images that cannot be shown (1)']) {
    assert.ok(output.includes(heading), `missing "${heading}"`);
  }
  assert.ok(output.includes('Edit: https://docs.sanity.studio/intent/edit/id=navbar;type=navbar'));
  assert.match(output, /Unsafe links left out \(2\)/);
  assert.doesNotMatch(output, /Building static HTML|run queries/);
});
