import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Table } from 'mdast';
import { table } from '../../../../../src/import/markdown/flow/table.ts';
import { prepare } from '../../../../support/conversion.ts';
import { block, span, text, withoutKeys } from '../../../../support/helpers.ts';

const cell = (...content: unknown[]) => ({ _type: 'tableCell', content });

describe('table', () => {
  test('a GFM table with its header row, marks kept in cells, short rows padded to the widest', () => {
    const { conversion, nodes, problems } = prepare(
      ['| Hook | Use |', '| --- | --- |', '| `useSelector` | reads **state** |', '| `useDispatch` |'].join('\n'),
    );
    assert.deepEqual(withoutKeys(table(conversion, nodes[0] as Table)), {
      _type: 'table',
      hasHeaderRow: true,
      rows: [
        { _type: 'tableRow', cells: [cell(text('Hook')), cell(text('Use'))] },
        {
          _type: 'tableRow',
          cells: [
            cell(block('normal', [span('useSelector', 'code')])),
            cell(block('normal', [span('reads '), span('state', 'strong')])),
          ],
        },
        { _type: 'tableRow', cells: [cell(block('normal', [span('useDispatch', 'code')])), cell()] },
      ],
    });
    assert.deepEqual(problems(), []);
  });

  test("a cell keeps its images, a linked one (a badge) with the link's address, at their place in the text", () => {
    const { conversion, nodes, problems } = prepare(
      [
        '| Package | Build |',
        '| --- | --- |',
        '| ![Logo](https://example.com/l.png) kit | [![build passing](https://ci.example.com/b.svg)](https://ci.example.com/kit) |',
      ].join('\n'),
    );
    const row = withoutKeys(table(conversion, nodes[0] as Table).rows[1]) as {
      cells: { content: { children: Record<string, unknown>[] }[] }[];
    };
    const [logo, text] = row.cells[0]?.content[0]?.children ?? [];
    assert.equal(logo?._type, 'inlineImage');
    assert.equal(logo?.alt, 'Logo');
    assert.match(String(logo?._sanityAsset), /^image@/);
    assert.deepEqual(text, { _type: 'span', text: ' kit', marks: [] });
    const [badge] = row.cells[1]?.content[0]?.children ?? [];
    assert.equal(badge?._type, 'inlineImage');
    assert.equal(badge?.alt, 'build passing');
    assert.equal(badge?.href, 'https://ci.example.com/kit');
    assert.equal(row.cells[1]?.content[0]?.children.length, 1, 'the link around the image leaves no empty text');
    assert.deepEqual(problems(), []);
  });
});
