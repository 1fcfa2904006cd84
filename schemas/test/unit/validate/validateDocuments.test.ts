import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPath, validateDocuments } from '../../../src/validate/index.ts';
import { paragraph } from '../../support/documents.ts';

const doc = (id: string, route: string, body: unknown[] = [paragraph('Words.')]) => ({
  _id: id,
  _type: 'doc',
  title: `Page ${id}`,
  route: { _type: 'slug', current: route },
  body,
});

test('the Studio rules run offline, answering Content Lake questions from the documents given', async () => {
  const link = (ref: string) =>
    paragraph('see', [{ _type: 'internalLink', _key: 'm1', reference: { _type: 'reference', _ref: ref } }], ['m1']);
  const problems = await validateDocuments([
    doc('doc-a', 'guides/a', [link('doc-b')]),
    doc('doc-b', 'guides/b', [{ ...paragraph('intro'), _key: 'p0' }, link('doc-gone')]),
    doc('doc-c', 'guides/a'),
    {
      _id: 'navbar',
      _type: 'navbar',
      title: 'T',
      items: [{ _key: 'k1', _type: 'navbarItem', label: 'Docs', position: 'middle', url: 'https://example.org' }],
    },
  ]);
  const summary = problems.map(({ documentId, path, level, message }) => `${documentId} ${path} ${level}: ${message}`);
  assert.deepEqual(
    summary.filter((line) => !line.startsWith('navbar logo')),
    [
      'doc-a route error: Another doc already uses /guides/a.',
      'doc-b body[1].markDefs[0].reference error: Referenced document must be published',
      'doc-c route error: Another doc already uses /guides/a.',
      'navbar items[0].position error: Value "middle" did not match any allowed values',
    ],
  );
});

test("links' sections are left to the site build, which checks them against every page's headings and snippets", async () => {
  const link = (ref: string, anchor: string) =>
    paragraph(
      'see',
      [{ _type: 'internalLink', _key: 'm1', reference: { _type: 'reference', _ref: ref }, anchor }],
      ['m1'],
    );
  const documents = [
    doc('doc-a', 'guides/a', [link('doc-b', 'nowhere'), { ...link('doc-a', 'nowhere-either'), _key: 'p2' }]),
    doc('doc-b', 'guides/b'),
  ];
  assert.deepEqual(await validateDocuments(documents), []);
  assert.deepEqual(await validateDocuments(documents, { standalone: true }), []);
});

test("docs and standalone pages share one set of routes and old routes, each named in the other's message", async () => {
  const page = { ...doc('page-help', 'help'), _type: 'page', previousRoutes: ['support'] };
  const problems = await validateDocuments([
    page,
    doc('doc-help', 'Help'),
    doc('doc-support', 'support'),
    { ...doc('page-other', 'other'), _type: 'page' },
  ]);
  assert.deepEqual(
    problems.map(({ documentId, path, message }) => `${documentId} ${path}: ${message}`),
    [
      'page-help route: A doc already uses /help.',
      'doc-help route: A standalone page already uses /Help.',
      'doc-support route: /support is an old route of the page "Page page-help": readers following it are sent there. Remove it from that page\'s Old routes first, or choose another route.',
    ],
  );
});

test('existing ids outside the set satisfy references', async () => {
  const image = {
    _type: 'image',
    _key: 'i1',
    alt: 'A diagram',
    asset: { _type: 'reference', _ref: 'image-abc-10x10-png' },
  };
  assert.deepEqual(await validateDocuments([doc('doc-a', 'a', [image])], { existingIds: ['image-abc-10x10-png'] }), []);
  const missing = await validateDocuments([doc('doc-a', 'a', [image])]);
  assert.deepEqual(
    missing.map((problem) => problem.path),
    ['body[0].asset'],
  );
});

test('paths name array members by position', () => {
  const document = { items: [{ _key: 'a' }, { _key: 'b', dropdown: [{ _key: 'c' }] }] };
  assert.equal(
    formatPath(document, ['items', { _key: 'b' }, 'dropdown', { _key: 'c' }, 'label']),
    'items[1].dropdown[0].label',
  );
  assert.equal(formatPath(document, ['items', { _key: 'zz' }]), 'items[_key=="zz"]');
  assert.equal(formatPath(document, []), '');
});

test('the shape the Studio guarantees is checked too: fields, member types, keys, styles, marks', async () => {
  const problems = await validateDocuments([
    {
      ...doc('doc-x', 'x', [
        {
          _type: 'block',
          _key: 'a',
          style: 'h1',
          listItem: 'checklist',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'x', marks: ['bold'] }],
        },
        { _type: 'video', _key: 'b' },
        { _type: 'code', code: 'x', language: 'js' },
        { ...paragraph('twice'), _key: 'a' },
      ]),
      colour: 'red',
    },
    { _id: 'mystery', _type: 'widget' },
  ]);
  assert.deepEqual(
    problems.map(({ documentId, path, message }) => `${documentId} ${path}: ${message}`),
    [
      'doc-x body[0].style: style "h1" is not offered here (normal, h2, h3, h4, h5, h6, blockquote)',
      'doc-x body[0].listItem: list "checklist" is not offered here (bullet, number)',
      'doc-x body[0].children[0].marks: mark "bold" is neither a decorator offered here nor a link in markDefs',
      'doc-x body[1]: type "video" is not allowed here (block, code, math, admonition, table, image, tabs, embed, divider, docCards, collapsible, snippetRef)',
      'doc-x body[2]: has no _key',
      'doc-x body[3]: _key "a" is used twice in this array',
      'doc-x colour: "colour" is not a field of doc',
      'mystery : "widget" is not a document type of the schema',
    ],
  );
});

/** A doc with a little of everything, much of it broken the ways the API allows. */
function brokenDoc() {
  const link = (key: string, extra: object) => ({ _key: key, ...extra });
  return {
    ...doc('doc-broken', 'Not A Route', [
      { ...paragraph('fine'), _key: 'b0' },
      {
        _type: 'block',
        _key: 'b1',
        style: 'normal',
        markDefs: [
          link('l1', { _type: 'link', href: 'javascript:alert(1)' }),
          link('l2', { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-a' }, anchor: '#Bad' }),
          link('l3', { _type: 'link' }),
        ],
        children: [{ _type: 'span', _key: 's1', text: 42, marks: ['l1', 'l2', 'l3', 'em'] }],
      },
      { _type: 'image', _key: 'i1', asset: { _type: 'reference', _ref: 'image-a-1x1-png' } },
      { _type: 'admonition', _key: 'a1', body: [{ ...paragraph('x'), _key: 'p' }] },
      { _type: 'admonition', _key: 'a2', kind: 'warning', body: [] },
      { _type: 'code', _key: 'c1', code: ['not', 'text'], language: 'js' },
      {
        _type: 'table',
        _key: 't1',
        rows: [{ _key: 'r1', _type: 'tableRow', cells: [{ _key: 'c', _type: 'tableCell', content: 'text' }] }],
      },
    ]),
    title: '',
    description: 'x'.repeat(301),
    keywords: ['ok', 7],
  };
}

test('the pruned check gives the same verdicts as Sanity given every value', async () => {
  const documents = [brokenDoc(), doc('doc-a', 'a'), doc('doc-empty', 'empty', [])];
  const pruned = await validateDocuments(documents, { existingIds: ['image-a-1x1-png'] });
  const whole = await validateDocuments(documents, { existingIds: ['image-a-1x1-png'], unpruned: true });
  const lines = (problems: typeof pruned) =>
    problems.map(({ documentId, path, level, message }) => `${documentId} ${path} ${level}: ${message}`).sort();
  assert.deepEqual(lines(pruned), lines(whole));
  // And it does find what is wrong, wrong JSON types included.
  const found = lines(pruned).join('\n');
  for (const expected of [
    'doc-broken title error: Required',
    'doc-broken route error: Routes cannot contain spaces',
    'doc-broken body[1].children[0].text error: is a number; a string belongs here',
    'doc-broken body[5].code error: is an array; a string belongs here',
    'doc-broken keywords[1] error: a number is not allowed here',
    'doc-broken body[6].rows[0].cells[0].content error: is a string; an array belongs here',
    'doc-broken body[2].alt warning: No alternative text',
    'doc-broken body[3].kind error: Required',
    'doc-broken description warning: Search engines cut',
    'doc-empty body error: Must have at least 1 blocks',
  ]) {
    assert.ok(found.includes(expected), `expected "${expected}" in:\n${found}`);
  }
});

test('standalone: each document judged on its own, so other documents cannot change its verdict', async () => {
  const link = paragraph(
    'see',
    [{ _type: 'internalLink', _key: 'm1', reference: { _type: 'reference', _ref: 'doc-gone' } }],
    ['m1'],
  );
  const documents = [doc('doc-a', 'same', [link]), doc('doc-b', 'same')];
  assert.deepEqual(await validateDocuments(documents, { standalone: true }), []);
  assert.equal((await validateDocuments(documents)).length, 3);
});

test('docs versions: a valid name and path, distinct from the others; one latest release; docs under their path', async () => {
  const version = (id: string, fields: Record<string, unknown>) => ({
    _id: id,
    _type: 'docsVersion',
    label: `Version ${id}`,
    order: 1,
    isLast: false,
    ...fields,
  });
  const problems = await validateDocuments([
    version('docsVersion-1', { name: '1.x', path: 'docs/1.x', isLast: true }),
    version('docsVersion-2', { name: '1.x', path: 'docs/1.x', isLast: true }),
    version('docsVersion-3', { name: 'current', path: 'docs/a b' }),
    // A docs section's 1.x, the latest of its section: its name and "Latest release" are its section's own.
    { _id: 'docsSection-tools', _type: 'docsSection', name: 'tools', label: 'Tools', path: 'tools' },
    version('docsVersion-tools--1_x', {
      name: '1.x',
      path: 'tools/1.x',
      isLast: true,
      section: { _type: 'reference', _ref: 'docsSection-tools' },
    }),
    { ...doc('doc-old', 'docs/1.x/intro'), version: { _type: 'reference', _ref: 'docsVersion-1' } },
    { ...doc('doc-stray', 'elsewhere/intro'), version: { _type: 'reference', _ref: 'docsVersion-1' } },
  ]);
  assert.deepEqual(
    problems.map(({ documentId, path, level, message }) => `${documentId} ${path} ${level}: ${message}`),
    [
      'docsVersion-1 name error: Another docs version of these docs is already named "1.x".',
      'docsVersion-1 path error: Another docs version already lives at /docs/1.x.',
      'docsVersion-1 isLast error: Another docs version of these docs is already the latest release; turn it off there first.',
      'docsVersion-2 name error: Another docs version of these docs is already named "1.x".',
      'docsVersion-2 path error: Another docs version already lives at /docs/1.x.',
      'docsVersion-2 isLast error: Another docs version of these docs is already the latest release; turn it off there first.',
      'docsVersion-3 name error: "current" names the docs that are in no released version; pick another name.',
      'docsVersion-3 path error: Routes cannot contain spaces; use dashes, like "getting-started".',
      'doc-stray version error: Docs of Version docsVersion-1 live under /docs/1.x/: start the route with "docs/1.x/".',
    ],
  );
});

test('offline, a route another doc keeps as an old route or the Redirects list claims is refused, naming it', async () => {
  const problems = await validateDocuments([
    { ...doc('doc-hooks', 'api/hooks'), previousRoutes: ['api/useStore'] },
    doc('doc-new', 'API/usestore'),
    doc('doc-faq', 'faq'),
    {
      _id: 'redirects',
      _type: 'redirects',
      rules: [{ _key: 'r1', _type: 'redirectRule', from: '/faq', to: '/api/hooks' }],
    },
  ]);
  assert.deepEqual(
    problems
      .filter((problem) => problem.path === 'route')
      .map(({ documentId, message }) => `${documentId}: ${message}`),
    [
      'doc-new: /API/usestore is an old route of the doc "Page doc-hooks": readers following it are sent there. Remove it from that doc\'s Old routes first, or choose another route.',
      'doc-faq: /faq is redirected by the Redirects list (the rule from /faq). Remove that rule first, or choose another route.',
    ],
  );
});

test('offline, a sidebar category inside itself, or one of another docs version, is refused', async () => {
  const category = (id: string, parent?: string, version?: string) => ({
    _id: id,
    _type: 'sidebarCategory',
    label: `Category ${id}`,
    ...(version ? { version: { _type: 'reference', _ref: version } } : {}),
    ...(parent ? { sidebar: { _type: 'sidebarPlace', category: { _type: 'reference', _ref: parent } } } : {}),
  });
  const problems = await validateDocuments(
    [
      category('cat-a', 'cat-c'),
      category('cat-b', 'cat-a'),
      category('cat-c', 'cat-b'),
      category('cat-old', undefined, 'docsVersion-1'),
      { ...doc('doc-x', 'x'), sidebar: { _type: 'sidebarPlace', category: { _type: 'reference', _ref: 'cat-old' } } },
    ],
    { existingIds: ['docsVersion-1'] },
  );
  assert.deepEqual(
    problems
      .filter((problem) => problem.path === 'sidebar.category')
      .map(({ documentId, message }) => `${documentId}: ${message}`),
    [
      'cat-a: A category cannot sit inside itself or inside one of its own categories.',
      'cat-b: A category cannot sit inside itself or inside one of its own categories.',
      'cat-c: A category cannot sit inside itself or inside one of its own categories.',
      'doc-x: "Category cat-old" belongs to another docs version; choose a category of this one.',
    ],
  );
});

test('a text block showing a JSX tag as text is refused, in a body or a table cell; a generic or a lone tag in prose is text', async () => {
  const table = {
    _type: 'table',
    _key: 't1',
    rows: [
      {
        _type: 'tableRow',
        _key: 'r1',
        cells: [
          {
            _type: 'tableCell',
            _key: 'c1',
            content: [{ ...paragraph('See <Terms.Store text="the store" />'), _key: 'p1' }],
          },
        ],
      },
    ],
  };
  const problems = await validateDocuments([
    doc('doc-a', 'a', [{ ...paragraph('Read <Terms.Store /> now'), _key: 'p0' }, table]),
    doc('doc-b', 'b', [{ ...paragraph('A Promise<void> or a lone <Provider> in prose'), _key: 'p0' }]),
  ]);
  assert.deepEqual(
    problems.map(({ documentId, path, message }) => `${documentId} ${path}: ${message.replace(/, which[\s\S]*$/, '')}`),
    [
      'doc-a body[0]: "<Terms.Store />" reads as a JSX tag',
      'doc-a body[1].rows[0].cells[0].content[0]: "<Terms.Store text="the store" />" reads as a JSX tag',
    ],
  );
});

test('a formula KaTeX cannot draw is refused at its field, in a block and in a line of text', async () => {
  const problems = await validateDocuments([
    doc('doc-math', 'guides/math', [
      { _type: 'math', _key: 'f1', tex: '\\frac{a}{b}' },
      { _type: 'math', _key: 'f2', tex: '\\frac{a' },
      { ...paragraph('mass '), children: [{ _type: 'inlineMath', _key: 'i1', tex: 'm^{2' }] },
    ]),
  ]);
  const summary = problems.map(({ path, level, message }) => `${path} ${level}: ${message}`);
  assert.deepEqual(summary, [
    "body[1].tex error: This formula cannot be drawn: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{a",
    "body[2].children[0].tex error: This formula cannot be drawn: Expected '}', got 'EOF' at end of input: m^{2",
  ]);
});
