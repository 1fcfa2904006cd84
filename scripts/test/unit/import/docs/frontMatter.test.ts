import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Diagnostics, formatProblem } from '../../../../src/import/diagnostics.ts';
import { splitFrontMatter } from '../../../../src/import/docs/frontMatter.ts';

describe('front matter', () => {
  test('wrong types are errors at the field line; JavaScript front matter is refused', () => {
    const diagnostics = new Diagnostics();
    const split = splitFrontMatter(
      '---\ntitle: T\nkeywords: one, two\nhide_title: yes\n---\nBody\n',
      '/v/a.md',
      diagnostics,
    );
    assert.equal(split.content, 'Body\n');
    assert.equal(split.lineOffset, 5);
    assert.deepEqual(
      diagnostics.problems.map((p) => formatProblem(p, '/v')),
      [
        'a.md:3: error: front matter `keywords` must be a list of strings, like [hooks, useSelector]',
        'a.md:4: error: front matter `hide_title` must be true or false',
      ],
    );
    assert.throws(
      () => splitFrontMatter('---js\n{ title: process.exit(1) }\n---\n', '/v/b.md', new Diagnostics()),
      /b\.md:1: error: invalid YAML front matter: only YAML front matter is supported/,
    );
  });
});
