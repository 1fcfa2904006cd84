import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { copySite } from '../../builder/siteCopy.ts';

const GATSBY_CLI = path.resolve(import.meta.dirname, '../../../node_modules/gatsby/cli.js');

/**
 * A page module must default-export its component (SPEC section 8); one that
 * does not stops the build early, naming the file. Gatsby's own component
 * check does this; the test holds it to that.
 */
test('a page module without a default export stops the build, naming the module', { timeout: 300_000 }, () => {
  const site = copySite('.test-site-page-module');
  try {
    const module = path.join(site, 'src/pages/changelog.tsx');
    writeFileSync(module, 'export function Changelog() {\n  return <p>Soon</p>;\n}\n');
    const result = spawnSync(process.execPath, [GATSBY_CLI, 'build'], {
      cwd: site,
      env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`.replace(/\s+/g, ' ');
    assert.notEqual(result.status, 0, 'the build must fail');
    assert.ok(
      output.includes(
        `created a page without a valid default export. The path to the page is "${module}". If your page is a named export, please use "export default" instead.`,
      ),
      `the message names ${module}:\n${output.slice(-2000)}`,
    );
    assert.doesNotMatch(output, /Building static HTML/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
