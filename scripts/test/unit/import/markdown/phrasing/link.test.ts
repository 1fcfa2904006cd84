import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { link } from '../../../../../src/import/markdown/phrasing/link.ts';
import { runPhrasing } from '../../../../support/conversion.ts';

const hooks = { _type: 'reference', _ref: 'doc-api_hooks' };

describe('link', () => {
  test('an external link is a link mark over its text', () => {
    const { spans, defs, problems } = runPhrasing('[the site](https://example.com/x)', 'link', (c, node, marks, out) =>
      link(c, node.url, node, marks, out),
    );
    assert.deepEqual(spans, [{ text: 'the site', marks: ['~0'] }]);
    assert.deepEqual(defs, [{ _type: 'link', _key: '~0', href: 'https://example.com/x' }]);
    assert.deepEqual(problems, []);
  });

  test("a link to a doc references it; its anchor is checked once every doc's headings are known", () => {
    const { spans, defs, anchorChecks, problems } = runPhrasing(
      '[useSelector](/api/hooks#useselector)',
      'link',
      (c, node, marks, out) => link(c, node.url, node, marks, out),
      ['strong'],
    );
    assert.deepEqual(spans, [{ text: 'useSelector', marks: ['strong', '~0'] }]);
    assert.deepEqual(defs, [{ _type: 'internalLink', _key: '~0', reference: hooks, anchor: 'useselector' }]);
    assert.deepEqual(
      anchorChecks.map((check) => [check.target.docId, check.anchor]),
      [['api/hooks', 'useselector']],
    );
    assert.deepEqual(problems, []);
  });

  test('a doubled "#" loses one; an anchor the site cannot hold is left out; both said', () => {
    const doubled = runPhrasing('[hooks](/api/hooks##useselector)', 'link', (c, node, marks, out) =>
      link(c, node.url, node, marks, out),
    );
    assert.deepEqual(doubled.defs, [{ _type: 'internalLink', _key: '~0', reference: hooks, anchor: 'useselector' }]);
    assert.deepEqual(doubled.problems, [
      '1: warning: the link "/api/hooks##useselector" has "#" twice: read as "#useselector"',
    ]);

    const dotted = runPhrasing('[hooks](/api/hooks#use.selector)', 'link', (c, node, marks, out) =>
      link(c, node.url, node, marks, out),
    );
    assert.deepEqual(dotted.defs, [{ _type: 'internalLink', _key: '~0', reference: hooks }]);
    assert.equal(dotted.problems.length, 1);
    assert.match(
      dotted.problems[0] ?? '',
      /^1: warning: anchor "#use\.selector" cannot be kept: .*; the link leads to the top of the page$/,
    );
  });

  test('a link that leads nowhere is removed and its text kept, with the reason', () => {
    const { spans, defs, problems } = runPhrasing('[gone](./missing.md)', 'link', (c, node, marks, out) =>
      link(c, node.url, node, marks, out),
    );
    assert.deepEqual(spans, [{ text: 'gone', marks: [] }]);
    assert.deepEqual(defs, []);
    assert.deepEqual(problems, [
      '1: warning: "./missing.md" is not a doc file in the docs folder; the link was removed, its text kept',
    ]);
  });
});
