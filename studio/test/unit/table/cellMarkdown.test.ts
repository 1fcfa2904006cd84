import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pasteMarkdown } from '@react-redux-docs/scripts/paste';
import { cellToMarkdown, editableAsText } from '../../../src/table/cellMarkdown.ts';
import { cellContent } from '../../../src/table/cellText.ts';

const DOCS = [{ documentId: 'doc-api_hooks', route: 'api/hooks' }];
const routeOf = (id: string) => DOCS.find((doc) => doc.documentId === id)?.route;

type Span = { _type: string; text?: string; marks?: string[]; id?: string; tex?: string };
const block = (children: Span[], markDefs: Record<string, unknown>[] = []) => ({
  _type: 'block',
  style: 'normal',
  markDefs,
  children: children.map((child) => ({ marks: [], ...child })),
});
const span = (text: string, marks: string[] = []) => ({ _type: 'span', text, marks });

/** The cell without keys, its links named by their order, to compare what the text says. */
function meaning(content: readonly Record<string, unknown>[]): unknown {
  return content.map((value) => {
    const defs = (value.markDefs ?? []) as { _key: string }[];
    const name = new Map(defs.map((def, index) => [def._key, `link${index}`]));
    const rename = (mark: string) => name.get(mark) ?? mark;
    return JSON.parse(
      JSON.stringify(
        {
          ...value,
          markDefs: defs.map((def) => ({ ...def, _key: rename(def._key) })),
          children: ((value.children ?? []) as { marks?: string[] }[]).map((child) => ({
            ...child,
            marks: (child.marks ?? []).map(rename),
          })),
        },
        (key, inner) => (key === '_key' && typeof inner === 'string' && !inner.startsWith('link') ? undefined : inner),
      ),
    );
  });
}

const CELLS: [string, ReturnType<typeof block>[]][] = [
  ['plain words', [block([span('A value from the store')])]],
  ['code', [block([span('Call '), span('useSelector()', ['code']), span(' here')])]],
  ['code with a backtick', [block([span('a`b', ['code'])])]],
  [
    'marks',
    [block([span('bold', ['strong']), span(' and '), span('italic', ['em']), span(' '), span('Ctrl', ['kbd'])])],
  ],
  ['characters Markdown reads', [block([span('2 * 3 [x] <T> $5 ~x~ _y_ use_selector \\ # not a heading')])]],
  ['a line that looks like a list', [block([span('1. first')])]],
  [
    'links',
    [
      block(
        [span('see '), span('hooks', ['m1']), span(' or '), span('the site', ['m2'])],
        [
          {
            _type: 'internalLink',
            _key: 'm1',
            reference: { _type: 'reference', _ref: 'doc-api_hooks' },
            anchor: 'useselector',
          },
          { _type: 'link', _key: 'm2', href: 'https://redux.js.org/' },
        ],
      ),
    ],
  ],
  ['two paragraphs', [block([span('One.')]), block([span('Two.')])]],
];

describe('a table cell as a line of Markdown', () => {
  for (const [name, content] of CELLS)
    test(`${name}: read back by the importer's converter, it is the same cell`, () => {
      const text = cellToMarkdown(content, routeOf);
      const { content: back, problems } = cellContent(pasteMarkdown, text, { docs: DOCS });
      assert.deepEqual(problems, [], text);
      assert.deepEqual(meaning(back), meaning(content), text);
    });

  test('cells with pictures, or braces outside code, are not edited as text', () => {
    assert.equal(editableAsText([block([span('x'), span('{a}', ['code'])])]), true);
    assert.equal(editableAsText([block([{ _type: 'inlineImage', alt: 'logo' } as Span])]), false);
    assert.equal(editableAsText([block([span('a {b}')])]), false);
  });

  test('what is typed reads as Markdown: marks, links to routes', () => {
    const { content } = cellContent(pasteMarkdown, '**Yes**, see [hooks](/api/hooks)', { docs: DOCS });
    assert.deepEqual(
      (content[0] as { children: Span[] }).children.map((child) => [child.text, child.marks?.length]),
      [
        ['Yes', 1],
        [', see ', 0],
        ['hooks', 1],
      ],
    );
  });
});
