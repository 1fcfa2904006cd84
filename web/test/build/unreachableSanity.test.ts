import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { test } from 'node:test';
import { closedPort } from '../../plugins/gatsby-source-sanity-documents/test/helpers.ts';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const GATSBY_CLI = path.resolve(SITE_DIR, '../node_modules/gatsby/cli.js');

/**
 * The real `gatsby build`, configured for a hosted dataset that cannot be
 * reached: it must stop with a message that says so, not publish an empty site.
 */
test('gatsby build fails with a clear message when Sanity cannot be reached', { timeout: 180_000 }, async () => {
  const port = await closedPort();
  const child = spawn(process.execPath, [GATSBY_CLI, 'build'], {
    cwd: SITE_DIR,
    env: {
      ...process.env,
      SANITY_PROJECT_ID: 'testproj',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${port}`,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  assert.notEqual(code, 0, 'the build must fail');
  const flat = output.replace(/\s+/g, ' ');
  assert.match(flat, /Could not load dataset "production" of Sanity project "testproj"/);
  assert.match(flat, /ECONNREFUSED/);
  assert.match(flat, /rather than publish an empty site/);
  assert.doesNotMatch(flat, /Building static HTML/);
});
