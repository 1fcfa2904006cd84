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

  test('what a cell cannot hold is named as in a table cell', () => {
    const { conversion, nodes, problems } = prepare('| Logo |\n| --- |\n| ![Logo](https://example.com/l.png) |');
    assert.deepEqual(withoutKeys(table(conversion, nodes[0] as Table).rows[1]), { _type: 'tableRow', cells: [cell()] });
    assert.deepEqual(problems(), ['3: warning: image "Logo" inside a table cell cannot be shown there; skipped']);
  });
});
