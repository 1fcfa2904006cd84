import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Blockquote, Heading, Link, List, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { inSidebarOrder, llmsFullTxt, llmsTxt } from '../src/llmsTxt.ts';
import { parseMarkdown } from '../src/parseMarkdown.ts';

const docs = [
  { id: 'hooks', title: 'Hooks', route: 'api/hooks', description: 'useSelector and useDispatch' },
  { id: 'provider', title: 'Provider', route: 'api/provider', description: null },
  { id: 'start', title: 'Getting Started', route: 'introduction/getting-started', description: 'Install it' },
  { id: 'orphan', title: 'Orphan [draft]', route: 'misc/orphan' },
];
// Doc id → its outermost sidebar category, in sidebar order (as sidebarGroups gives them); 'gone' is no doc here.
const categories = new Map([
  ['start', 'Introduction'],
  ['provider', 'API Reference'],
  ['gone', 'API Reference'],
  ['hooks', 'API Reference'],
]);

test('docs are grouped by sidebar category in sidebar order; the rest follow under "Other docs"', () => {
  assert.deepEqual(
    inSidebarOrder(docs, categories).map((group) => [group.label, group.docs.map((doc) => doc.id)]),
    [
      ['Introduction', ['start']],
      ['API Reference', ['provider', 'hooks']],
      ['Other docs', ['orphan']],
    ],
  );
});

test("a category that comes back after a top-level doc starts a new group, so the order stays the sidebar's", () => {
  const order = new Map([
    ['provider', 'API Reference'],
    ['start', 'Documentation'],
    ['hooks', 'API Reference'],
  ]);
  assert.deepEqual(
    inSidebarOrder(docs, order).map((group) => [group.label, group.docs.map((doc) => doc.id)]),
    [
      ['API Reference', ['provider']],
      ['Documentation', ['start']],
      ['API Reference', ['hooks']],
      ['Other docs', ['orphan']],
    ],
  );
});

test("llms.txt has the proposal's structure: title, summary, a section per category of linked twins", () => {
  const text = llmsTxt({
    title: 'React Redux',
    tagline: 'Official React bindings for Redux',
    siteUrl: 'https://react-redux.js.org/',
    groups: inSidebarOrder(docs, categories),
  });
  const nodes = parseMarkdown(text).children;
  const [title, summary, ...sections] = nodes;
  assert.equal((title as Heading).depth, 1);
  assert.equal(mdastToString(title as RootContent), 'React Redux');
  assert.equal(summary?.type, 'blockquote');
  assert.equal(mdastToString(summary as Blockquote), 'Official React bindings for Redux');
  const headings = sections.filter((node): node is Heading => node.type === 'heading');
  assert.deepEqual(
    headings.map((heading) => [heading.depth, mdastToString(heading)]),
    [
      [2, 'Introduction'],
      [2, 'API Reference'],
      [2, 'Other docs'],
    ],
  );
  const lists = sections.filter((node): node is List => node.type === 'list');
  const items = lists.map((list) =>
    list.children.map((item) => {
      const paragraph = item.children[0] as { children: RootContent[] };
      const link = paragraph.children[0] as Link;
      return [mdastToString(link), link.url, mdastToString(item).slice(mdastToString(link).length)];
    }),
  );
  assert.deepEqual(items, [
    [['Getting Started', 'https://react-redux.js.org/introduction/getting-started.md', ': Install it']],
    [
      ['Provider', 'https://react-redux.js.org/api/provider.md', ''],
      ['Hooks', 'https://react-redux.js.org/api/hooks.md', ': useSelector and useDispatch'],
    ],
    [['Orphan [draft]', 'https://react-redux.js.org/misc/orphan.md', '']],
  ]);
});

test('llms-full.txt is every twin in order, one after another', () => {
  assert.equal(llmsFullTxt(['# A\n\nText\n', '# B\n\nMore\n']), '# A\n\nText\n\n# B\n\nMore\n');
});
