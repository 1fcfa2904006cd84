import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { tempSite } from '../../../support/helpers.ts';

describe('git dates', () => {
  test('_updatedAt comes from the last commit of a committed doc, and is absent for an uncommitted one', async () => {
    const site = tempSite({
      'docs/committed.md': '# Committed\n\nText.\n',
      'sidebars.json': '{"docs": {"Docs": ["committed", "fresh"]}}',
    });
    const { dir } = site;
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
        cwd: dir,
        env: {
          ...process.env,
          GIT_COMMITTER_DATE: '2024-05-06T07:08:09+00:00',
          GIT_AUTHOR_DATE: '2024-05-06T07:08:09+00:00',
        },
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'docs');
    writeFileSync(path.join(dir, 'docs', 'fresh.md'), '# Fresh\n\nText.\n');
    const result = await importDocusaurusSite(site);
    const updated = Object.fromEntries(result.documents.map((d) => [d._id, d._updatedAt]));
    assert.equal(updated['doc-committed'], '2024-05-06T07:08:09+00:00');
    assert.equal(updated['doc-fresh'], undefined);
    assert.ok(!('_updatedAt' in (result.documents.find((d) => d._id === 'doc-fresh') ?? {})));
  });
});
