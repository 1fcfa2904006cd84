import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Diagnostics, formatProblem } from '../../../../src/import/diagnostics.ts';
import { docDocumentId } from '../../../../src/import/docs/docIds.ts';
import type { DocTarget } from '../../../../src/import/links/types.ts';
import { convertSidebar } from '../../../../src/import/sidebars/convertSidebar.ts';
import type { CategoryDefaults, SidebarContext } from '../../../../src/import/sidebars/types.ts';
import { target } from '../../../support/helpers.ts';

const DOCS = new Map(['a', 'b', 'c', 'd', 'e'].map((id) => [id, target(id)]));

/** Converts a sidebars value; the documents, each doc's place in order, and the problems as the CLI prints them. */
function convert(value: unknown, options: Partial<SidebarContext> = {}) {
  const diagnostics = new Diagnostics();
  const sidebar = convertSidebar(value, {
    file: '/virtual/sidebars.js',
    source: '',
    docs: DOCS,
    dropped: new Map(),
    failed: new Set(),
    diagnostics,
    versionPath: 'docs',
    categoryDefaults: { collapsible: true, collapsed: true },
    ...options,
  });
  return {
    categories: sidebar.categories,
    links: sidebar.links,
    places: [...sidebar.docPlaces],
    problems: diagnostics.problems.map((p) => formatProblem(p, '/virtual')),
  };
}

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const top = (position: number) => ({ _type: 'sidebarPlace', position });
const inCategory = (id: string, position: number) => ({ _type: 'sidebarPlace', category: ref(id), position });

describe('converting a sidebar', () => {
  test('top-level docs stay at the top; a doc-linked category holds its doc at position 0; a doc appears once', () => {
    const result = convert({
      docs: ['a', { type: 'category', label: 'Linked', link: { type: 'doc', id: 'b' }, items: ['c', 'a'] }, 'd'],
    });
    assert.deepEqual(result.categories, [
      {
        _id: 'sidebarCategory-linked',
        _type: 'sidebarCategory',
        label: 'Linked',
        sidebar: top(2),
        collapsible: true,
        collapsed: true,
        link: { kind: 'doc', doc: ref('doc-b') },
      },
    ]);
    assert.deepEqual(result.links, []);
    assert.deepEqual(result.places, [
      ['doc-a', top(1)],
      ['doc-b', inCategory('sidebarCategory-linked', 0)],
      ['doc-c', inCategory('sidebarCategory-linked', 1)],
      ['doc-d', top(3)],
    ]);
    assert.deepEqual(result.problems, [
      'sidebars.js: warning: doc "a" is already in the sidebar; a doc can appear only once (docs[1].items[1])',
    ]);
  });

  test('an empty sidebars file is no sidebar: its docs are shown without one, as in Docusaurus', () => {
    const { categories, places, problems } = convert({});
    assert.deepEqual([categories, places], [[], []]);
    assert.deepEqual(problems, [
      'sidebars.js: warning: the sidebars file exports no sidebar: as in Docusaurus, its docs are shown without one',
    ]);
  });

  test('the shorthand object form: each key a category, in order', () => {
    const result = convert({ docs: { First: ['a'], Second: ['b', 'c'] } });
    assert.deepEqual(
      result.categories.map((category) => [category._id, category.label, category.sidebar]),
      [
        ['sidebarCategory-first', 'First', top(1)],
        ['sidebarCategory-second', 'Second', top(2)],
      ],
    );
    assert.deepEqual(result.places, [
      ['doc-a', inCategory('sidebarCategory-first', 1)],
      ['doc-b', inCategory('sidebarCategory-second', 1)],
      ['doc-c', inCategory('sidebarCategory-second', 2)],
    ]);
    assert.deepEqual(result.problems, []);
  });

  test('categories nest three levels deep, with links and docs interleaved in their order', () => {
    const result = convert({
      docs: [
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          items: [
            'a',
            { type: 'link', label: 'Changelog', href: '/changelog' },
            {
              type: 'category',
              label: 'Deeper',
              items: [
                {
                  type: 'category',
                  label: 'Deepest',
                  items: [
                    'b',
                    { type: 'link', label: 'Spec', href: 'https://spec.example/', description: 'The spec.' },
                  ],
                },
                'c',
              ],
            },
            'd',
          ],
        },
        { type: 'link', label: 'GitHub', href: 'https://github.com/example/store' },
      ],
    });
    const category = (id: string, label: string, sidebar: unknown, collapsed: boolean) => ({
      _id: id,
      _type: 'sidebarCategory',
      label,
      sidebar,
      collapsible: true,
      collapsed,
    });
    assert.deepEqual(result.categories, [
      category('sidebarCategory-guides', 'Guides', top(1), false),
      category('sidebarCategory-guides_deeper', 'Deeper', inCategory('sidebarCategory-guides', 3), true),
      category(
        'sidebarCategory-guides_deeper_deepest',
        'Deepest',
        inCategory('sidebarCategory-guides_deeper', 1),
        true,
      ),
    ]);
    assert.deepEqual(result.links, [
      {
        _id: 'sidebarLink-guides_changelog',
        _type: 'sidebarLink',
        label: 'Changelog',
        href: '/changelog',
        sidebar: inCategory('sidebarCategory-guides', 2),
      },
      {
        _id: 'sidebarLink-guides_deeper_deepest_spec',
        _type: 'sidebarLink',
        label: 'Spec',
        href: 'https://spec.example/',
        sidebar: inCategory('sidebarCategory-guides_deeper_deepest', 2),
        description: 'The spec.',
      },
      {
        _id: 'sidebarLink-github',
        _type: 'sidebarLink',
        label: 'GitHub',
        href: 'https://github.com/example/store',
        sidebar: top(2),
      },
    ]);
    assert.deepEqual(result.places, [
      ['doc-a', inCategory('sidebarCategory-guides', 1)],
      ['doc-b', inCategory('sidebarCategory-guides_deeper_deepest', 1)],
      ['doc-c', inCategory('sidebarCategory-guides_deeper', 2)],
      ['doc-d', inCategory('sidebarCategory-guides', 4)],
    ]);
    assert.deepEqual(result.problems, []);
  });

  test('generated index pages keep the address Docusaurus served them at, their title and description', () => {
    const result = convert(
      {
        docs: [
          {
            type: 'category',
            label: 'Guides',
            link: { type: 'generated-index', title: 'All the guides', description: 'Every guide, one card each.' },
            items: ['a'],
          },
          { type: 'category', label: 'Guides', link: { type: 'generated-index', keywords: ['more'] }, items: ['b'] },
          {
            type: 'category',
            label: 'API',
            description: 'What the card says.',
            link: { type: 'generated-index', slug: '/reference', description: 'What the page said.' },
            items: ['c'],
          },
          { type: 'category', label: 'Empty', link: { type: 'generated-index' }, items: [] },
        ],
      },
      { versionPath: 'docs/next' },
    );
    assert.deepEqual(
      result.categories.map(({ _id, link, description, sidebar }) => ({ _id, link, description, sidebar })),
      [
        {
          _id: 'sidebarCategory-guides',
          link: {
            kind: 'generatedIndex',
            route: { _type: 'slug', current: 'docs/next/category/guides' },
            title: 'All the guides',
          },
          description: 'Every guide, one card each.',
          sidebar: top(1),
        },
        {
          // The second "Guides" of the file: Docusaurus's slugger numbers its page.
          _id: 'sidebarCategory-guides-2',
          link: { kind: 'generatedIndex', route: { _type: 'slug', current: 'docs/next/category/guides-1' } },
          description: undefined,
          sidebar: top(2),
        },
        {
          _id: 'sidebarCategory-api',
          link: { kind: 'generatedIndex', route: { _type: 'slug', current: 'docs/next/reference' } },
          description: 'What the card says.',
          sidebar: top(3),
        },
      ],
    );
    assert.deepEqual(result.problems, [
      'sidebars.js: warning: category "Guides": keywords of its generated index page not kept (the site\'s page has a title and description) (docs[1])',
      'sidebars.js: warning: category "API" has two descriptions: its own is kept, its generated index page\'s is not (docs[2])',
      'sidebars.js: warning: category "Empty" has no items; skipped (docs[3])',
    ]);
  });

  test("a released version's categories and links name its docsVersion, and their ids its name", () => {
    const docs = new Map(['a', 'b'].map((id) => [id, { ...target(id), documentId: docDocumentId(id, '1.x') }]));
    const result = convert(
      {
        'version-1.x/docs': [
          'version-1.x/a',
          { type: 'category', label: 'Guides', items: ['b', { type: 'link', label: 'Home', href: '/' }] },
        ],
      },
      { docs, version: '1.x', versionPrefix: 'version-1.x/', versionPath: 'docs/1.x' },
    );
    const version = ref('docsVersion-1_x');
    assert.deepEqual(result.categories, [
      {
        _id: 'sidebarCategory-1_x--guides',
        _type: 'sidebarCategory',
        label: 'Guides',
        version,
        sidebar: top(2),
        collapsible: true,
        collapsed: true,
      },
    ]);
    assert.deepEqual(result.links, [
      {
        _id: 'sidebarLink-1_x--guides_home',
        _type: 'sidebarLink',
        label: 'Home',
        href: '/',
        version,
        sidebar: inCategory('sidebarCategory-1_x--guides', 2),
      },
    ]);
    assert.deepEqual(result.places, [
      ['doc-1_x--a', top(1)],
      ['doc-1_x--b', inCategory('sidebarCategory-1_x--guides', 1)],
    ]);
    assert.deepEqual(result.problems, []);
  });

  test("collapsible and collapsed: the item's own, else the docs plugin's; a category that cannot close is open", () => {
    const value = {
      docs: [
        { type: 'category', label: 'Default', items: ['a'] },
        { type: 'category', label: 'Fixed', collapsible: false, collapsed: true, items: ['b'] },
        { type: 'category', label: 'Closed', collapsed: true, items: ['c'] },
        { Shorthand: ['d'] },
      ],
    };
    const states = (categoryDefaults: CategoryDefaults) =>
      convert(value, { categoryDefaults }).categories.map((c) => [c.label, c.collapsible, c.collapsed]);
    assert.deepEqual(states({ collapsible: true, collapsed: true }), [
      ['Default', true, true],
      ['Fixed', false, false],
      ['Closed', true, true],
      ['Shorthand', true, true],
    ]);
    assert.deepEqual(states({ collapsible: true, collapsed: false }), [
      ['Default', true, false],
      ['Fixed', false, false],
      ['Closed', true, true],
      ['Shorthand', true, false],
    ]);
    assert.deepEqual(states({ collapsible: false, collapsed: false }), [
      ['Default', false, false],
      ['Fixed', false, false],
      ['Closed', false, false],
      ['Shorthand', false, false],
    ]);
  });

  test('ids: only letters, digits, dashes and underscores, told apart when labels slug alike', () => {
    const result = convert({
      docs: [
        { type: 'category', label: 'v1.0 Notes', items: ['a'] },
        { type: 'category', label: 'Ünïcode & Co.', items: ['b'] },
        { type: 'category', label: 'v1.0 notes', items: ['c', { type: 'category', label: '日本語', items: ['d'] }] },
        { type: 'category', label: 'Long '.repeat(40), items: ['e'] },
      ],
    });
    const ids = result.categories.map((category) => category._id);
    assert.deepEqual(ids, [
      'sidebarCategory-v1-0-notes',
      'sidebarCategory-unicode-co',
      'sidebarCategory-v1-0-notes-2',
      'sidebarCategory-v1-0-notes_untitled',
      `sidebarCategory-${'long-'.repeat(20)}long`,
    ]);
    for (const id of ids) assert.match(id, /^[A-Za-z0-9_-]{1,128}$/);
  });

  test('ref items place their doc; html items, relative links and empty categories are skipped, keeping positions dense', () => {
    const result = convert({
      docs: [
        { type: 'ref', id: 'a' },
        { type: 'html', value: '<hr />' },
        { type: 'link', label: 'Relative', href: 'changelog' },
        { type: 'category', label: 'Nothing', items: [] },
        'b',
        { type: 'link', href: '/changelog' },
      ],
    });
    assert.deepEqual(result.places, [
      ['doc-a', top(1)],
      ['doc-b', top(2)],
    ]);
    assert.deepEqual([result.categories, result.links], [[], []]);
    assert.deepEqual(result.problems, [
      'sidebars.js: warning: html items are not supported in the docs sidebar; skipped (docs[1])',
      'sidebars.js: warning: link "Relative" leads to "changelog", which is neither a full address nor a path of this site starting with "/"; skipped (docs[2])',
      'sidebars.js: warning: category "Nothing" has no items; skipped (docs[3])',
      'sidebars.js: error: link at docs[5] needs a label and an href',
    ]);
  });

  test('drafts keep their places; a category leading to a draft holds it as its first item, leading nowhere yet', () => {
    const docs = new Map<string, DocTarget>([
      ['a', { ...target('a'), draft: true }],
      ['b', { ...target('b'), draft: true }],
      ['c', target('c')],
    ]);
    const result = convert(
      { docs: [{ type: 'category', label: 'Soon', link: { type: 'doc', id: 'a' }, items: ['c'] }, 'b'] },
      { docs },
    );
    assert.equal(result.categories[0]?.link, undefined);
    assert.deepEqual(result.places, [
      ['doc-a', inCategory('sidebarCategory-soon', 1)],
      ['doc-c', inCategory('sidebarCategory-soon', 2)],
      ['doc-b', top(2)],
    ]);
    assert.deepEqual(result.problems, [
      'sidebars.js: warning: category "Soon" links to doc "a", a draft (draft: true): the doc is its first item and the label leads nowhere until the doc is published; then choose it as the category\'s page in the Studio (docs[0])',
      'sidebars.js: warning: doc "b" is a draft (draft: true): it keeps its place, and the sidebar shows it once it is published (docs[1])',
    ]);
  });
});
