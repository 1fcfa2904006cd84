import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Paragraph } from 'mdast';
import type { InlineOut } from '../../../../../src/import/markdown/conversion/types.ts';
import { convertPhrasing } from '../../../../../src/import/markdown/phrasing/index.ts';
import { prepare } from '../../../../support/conversion.ts';

/** The spans and link definitions of a one-paragraph text, and what was reported. */
function inline(markdown: string) {
  const { conversion, nodes, problems } = prepare(markdown);
  const out: InlineOut = { spans: [], defs: new Map() };
  convertPhrasing(conversion, (nodes[0] as Paragraph).children, [], out, 'formatted text');
  return { spans: out.spans, defs: [...out.defs.values()], problems: problems() };
}

describe('phrasing dispatch', () => {
  test('emphasis, strong, strike-through and inline code add their marks; a hard break is a line break', () => {
    assert.deepEqual(inline('*a* **b** ~~c~~ `d` ***e***  \nf').spans, [
      { text: 'a', marks: ['em'] },
      { text: ' ', marks: [] },
      { text: 'b', marks: ['strong'] },
      { text: ' ', marks: [] },
      { text: 'c', marks: ['strike-through'] },
      { text: ' ', marks: [] },
      { text: 'd', marks: ['code'] },
      { text: ' ', marks: [] },
      { text: 'e', marks: ['em', 'strong'] },
      { text: '\n', marks: [] },
      { text: 'f', marks: [] },
    ]);
  });

  test('a reference link uses its definition', () => {
    const { spans, defs } = inline('[the site][site]\n\n[site]: https://example.com');
    assert.deepEqual(spans, [{ text: 'the site', marks: ['~0'] }]);
    assert.deepEqual(defs, [{ _type: 'link', _key: '~0', href: 'https://example.com' }]);
  });

  test('images inline are reported, naming the place; so is a footnote reference whose definition is not known', () => {
    const { spans, problems } = inline('See ![chart](https://example.com/c.png)[^1].\n\n[^1]: Note.');
    assert.deepEqual(spans, [
      { text: 'See ', marks: [] },
      { text: '.', marks: [] },
    ]);
    assert.deepEqual(problems, [
      '1: warning: image "chart" inside formatted text cannot be shown there; skipped',
      '1: warning: footnote [^1] has no definition; skipped',
    ]);
  });
});
