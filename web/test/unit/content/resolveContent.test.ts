import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTypeDefs } from '../../../plugins/gatsby-source-sanity-documents/src/graphqlTypes.ts';
import { loadDatasetFile } from '../../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { FIXTURE_NDJSON, model, resolveOptions } from '../../../plugins/gatsby-source-sanity-documents/test/helpers.ts';
import { formatProblems } from '../../../src/content/problems.ts';
import { resolveContent } from '../../../src/content/resolveContent.ts';
import type { SanityDocument } from '../../../src/content/types.ts';

async function fixture(): Promise<SanityDocument[]> {
  return loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
}

/** Every problem resolveContent reports, as the build prints them. */
const reported = (documents: SanityDocument[]) =>
  formatProblems(resolveContent(documents, resolveOptions).problems.list);

function replaceDocument(
  documents: SanityDocument[],
  id: string,
  change: (document: SanityDocument) => SanityDocument,
) {
  return documents.map((document) => (document._id === id ? change(structuredClone(document)) : document));
}

describe('resolveContent', () => {
  test('references become node links and internal links get their route', async () => {
    const { nodes } = resolveContent(await fixture(), resolveOptions);
    const navbar = nodes.find((node) => node.sanityId === 'navbar');
    const items = navbar?.data.items as { doc: string | null; anchor?: string; url: string | null }[];
    assert.equal(items[0]?.doc, 'node-doc-guide');
    assert.equal(items[1]?.anchor, 'getting-help');
    assert.equal(items[2]?.url, 'https://example.org/source');
    const guide = nodes.find((node) => node.sanityId === 'doc-guide');
    const body = guide?.data.body as { markDefs?: { _type: string; href?: string }[] }[];
    const paragraph = body[1];
    assert.deepEqual(
      paragraph?.markDefs?.map((mark) => [mark._type, mark.href]),
      [
        ['internalLink', '/api/reference#options'],
        ['link', 'https://example.org'],
      ],
    );
  });

  test('a link to a missing doc fails with the document and field named', async () => {
    const documents = replaceDocument(await fixture(), 'navbar', (navbar) => {
      (navbar.items as { doc?: { _ref: string } }[])[0] = { doc: { _ref: 'doc-gone' } };
      return navbar;
    });
    assert.match(
      reported(documents),
      /Broken links \(1\):\n {2}- Navbar "Example" \(navbar\), items\[0\]\.doc: links to "doc-gone", which is not a published doc\./,
    );
  });

  test('a broken internal link inside a body is an error too', async () => {
    const documents = replaceDocument(await fixture(), 'doc-guide', (guide) => {
      const body = guide.body as { markDefs?: { reference?: { _ref: string } }[] }[];
      const mark = body[1]?.markDefs?.[0];
      if (mark?.reference) mark.reference._ref = 'doc-missing';
      return guide;
    });
    assert.match(
      reported(documents),
      /Doc "[^"]+" \(doc-guide\), body\[1\]\.markDefs\[0\]: links to doc "doc-missing", which does not exist or is not published/,
    );
  });

  test('a text block that shows a JSX tag as text fails the build; in code, or a lone tag in prose, it is text', async () => {
    const documents = replaceDocument(await fixture(), 'doc-guide', (guide) => {
      const body = guide.body as { children?: { text: string; marks: string[] }[] }[];
      body[1]?.children?.push(
        { text: ' Wrap it in <Provider> and read <Links.Summary />', marks: [] },
        { text: ' <Links.Summary />', marks: ['code'] },
      );
      return guide;
    });
    assert.match(
      reported(documents),
      /Text that reads as JSX[\s\S]*Doc "[^"]+" \(doc-guide\), body\[[^\]]+\]: "<Links\.Summary \/>" reads as a JSX tag, which readers would see as text/,
    );
    const inCode = replaceDocument(await fixture(), 'doc-guide', (guide) => {
      const body = guide.body as { children?: { text: string; marks: string[] }[] }[];
      body[1]?.children?.push({ text: '<Links.Summary />', marks: ['code'] }, { text: ' a Promise<void>', marks: [] });
      return guide;
    });
    assert.doesNotMatch(reported(inCode), /JSX/);
  });

  test("a Snippet block becomes the snippet's blocks, keys made unique; a missing snippet is a broken link", async () => {
    const paragraph = (key: string, text: string, markDefs: unknown[] = [], marks: string[] = []) => ({
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs,
      children: [{ _type: 'span', _key: `${key}s`, text, marks }],
    });
    const snippet: SanityDocument = {
      _id: 'snippet-warning',
      _type: 'snippet',
      title: 'Old patterns warning',
      body: [
        { ...paragraph('w1', 'This page shows older patterns.'), style: 'h2' },
        paragraph(
          'w2',
          'Read the guide first.',
          [{ _type: 'internalLink', _key: 'l', reference: { _ref: 'doc-gone' } }],
          ['l'],
        ),
      ],
    };
    const documents = replaceDocument([...(await fixture()), snippet], 'doc-guide', (guide) => {
      const body = guide.body as unknown[];
      const include = (key: string) => ({
        _type: 'snippetRef',
        _key: key,
        snippet: { _type: 'reference', _ref: 'snippet-warning' },
      });
      guide.body = [
        include('top'),
        ...body,
        include('end'),
        { _type: 'snippetRef', _key: 'x', snippet: { _ref: 'snippet-none' } },
      ];
      return guide;
    });
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    const body = nodes.find((node) => node.sanityId === 'doc-guide')?.data.body as { _key: string; _type: string }[];
    assert.deepEqual(
      body.slice(0, 2).map((block) => block._key),
      ['top-w1', 'top-w2'],
    );
    assert.deepEqual(
      body.slice(-2).map((block) => block._key),
      ['end-w1', 'end-w2'],
    );
    assert.ok(body.every((block) => block._type !== 'snippetRef'));
    const printed = formatProblems(problems.list);
    // A problem inside the snippet names the snippet; a missing snippet names the doc and the block.
    assert.match(
      printed,
      /Snippet "Old patterns warning" \(snippet-warning\), body\[1\]\.markDefs\[0\]: links to doc "doc-gone"/,
    );
    assert.match(
      printed,
      /\(doc-guide\), body\[\d+\]: includes snippet "snippet-none", which does not exist or is not published/,
    );
  });

  test('a dataset without the site documents is refused rather than built empty', () => {
    const message = reported([{ _id: 'x', _type: 'unrelated' }]);
    for (const type of ['siteSettings', 'navbar', 'footer', 'landingPage']) {
      assert.match(message, new RegExp(`no ${type} document`));
    }
    assert.match(message, /no doc pages; refusing to build an empty site/);
  });

  test('a second doc on the same route is left out with a warning', async () => {
    const documents = [
      ...(await fixture()),
      { _id: 'doc-zz-copy', _type: 'doc', title: 'Copy', route: { current: 'guide' }, body: [] },
    ];
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    assert.equal(nodes.filter((node) => node.typeName === 'SanityDoc').length, 2);
    assert.equal(problems.errors.length, 0);
    assert.match(
      formatProblems(problems.warnings),
      /^Duplicate routes \(1\):\n {2}- Doc "Copy" \(doc-zz-copy\), route: \/guide is also the route of Doc "[^"]+" \(doc-guide\), which is built \(the first by id\); this doc is left out\./,
    );
  });

  test("standalone pages share the docs' routes: links reach them and their sections; a doc's route stays the doc's", async () => {
    const page = (id: string, route: string, body: unknown[]) => ({
      _id: id,
      _type: 'page',
      title: id,
      route: { current: route },
      body,
    });
    const heading = {
      _type: 'block',
      _key: 'h',
      style: 'h2',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: 'Ask here', marks: [] }],
    };
    const linking = (href: string) => ({
      _type: 'block',
      _key: 'p',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l', href }],
      children: [{ _type: 'span', _key: 's', text: 'help', marks: ['l'] }],
    });
    const documents = [
      ...(await fixture()),
      page('page-help', 'help', [heading, linking('/help#ask-here'), linking('/help#nowhere')]),
      page('page-a-guide', 'guide', [linking('/help')]),
    ];
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    assert.deepEqual(
      nodes.filter((node) => node.typeName === 'SanityPage').map((node) => node.sanityId),
      ['page-help'],
    );
    assert.equal(problems.errors.length, 0);
    const warnings = formatProblems(problems.warnings);
    // Claimed in id order, so the same one wins every build: here the doc.
    assert.match(
      warnings,
      /Standalone page "page-a-guide" \(page-a-guide\), route: \/guide is also the route of Doc "Guide" \(doc-guide\), which is built \(the first by id\); this page is left out\./,
    );
    assert.match(
      warnings,
      /Standalone page "page-help" \(page-help\), body\[2\]\.markDefs\[0\]\.href: links to \/help#nowhere, but that page has no heading or anchor named "nowhere"/,
    );
    assert.doesNotMatch(warnings, /ask-here/);
  });

  test('routes differing only in letter case count as the same route', async () => {
    const documents = [
      ...(await fixture()),
      { _id: 'doc-zz-upper', _type: 'doc', title: 'Upper', route: { current: 'API/Reference' }, body: [] },
    ];
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    assert.equal(nodes.filter((node) => node.typeName === 'SanityDoc').length, 2);
    assert.match(
      formatProblems(problems.warnings),
      /route: \/API\/Reference differs only in letter case from \/api\/reference, the route of Doc "[^"]+" \(doc-[^)]+\), which is built/,
    );
  });

  test("old routes are kept to redirect from, except one that is a page now or another doc's old route", async () => {
    const documents = replaceDocument(await fixture(), 'doc-guide', (doc) => ({
      ...doc,
      previousRoutes: ['guides/Old Guide', 'api/Reference', 'search', 'moved'],
    }));
    documents.push({
      _id: 'doc-zz-later',
      _type: 'doc',
      title: 'Later',
      route: { current: 'later' },
      previousRoutes: ['moved', 'gone'],
      body: [],
    });
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    const previous = (id: string) => nodes.find((node) => node.sanityId === id)?.data.previousRoutes;
    assert.deepEqual(previous('doc-guide'), ['guides/Old Guide', 'moved']);
    assert.deepEqual(previous('doc-zz-later'), ['gone']);
    const warnings = formatProblems(problems.warnings);
    assert.match(
      warnings,
      /previousRoutes: the old route \/api\/Reference is the route of Doc "[^"]+" \(doc-[^)]+\), so it cannot redirect here/,
    );
    assert.match(
      warnings,
      /previousRoutes: the old route \/search is the route of a page of the site, so it cannot redirect here/,
    );
    assert.match(
      warnings,
      /\(doc-zz-later\), previousRoutes: the old route \/moved is an old route of Doc "[^"]+" \(doc-guide\)/,
    );
  });

  test('a doc left out (its route is taken) is not in the sidebar either, so no entry leads nowhere', async () => {
    const documents = [
      ...(await fixture()),
      {
        _id: 'doc-zz-copy',
        _type: 'doc',
        title: 'Copy',
        route: { current: 'guide' },
        sidebar: { category: { _ref: 'sidebarCategory-basics' }, position: 3 },
        body: [],
      },
    ];
    const sidebar = resolveContent(documents, resolveOptions).nodes.find(
      (node) => node.typeName === 'SanityDocsSidebar' && node.data.version === 'current',
    );
    const [basics] = (sidebar?.data.items ?? []) as { items: unknown[] }[];
    // Each entry holds what the sidebar shows of the doc: its label (the sidebar label, else the title) and route.
    assert.deepEqual(basics?.items, [
      { type: 'doc', id: 'doc-guide', label: 'Guide', route: 'guide' },
      { type: 'doc', id: 'doc-reference', label: 'Ref', route: 'api/reference' },
    ]);
  });

  test('a sidebar link that is not a web address is left out with a warning; one to a missing page is an error', async () => {
    const link = (id: string, href: string, position: number) => ({
      _id: id,
      _type: 'sidebarLink',
      label: id,
      href,
      sidebar: { position },
    });
    const documents = [
      ...(await fixture()),
      link('link-bad', 'javascript:alert(1)', 5),
      link('link-gone', '/no/such/page', 6),
      link('link-ok', 'https://github.com/reduxjs/react-redux', 7),
    ];
    const { nodes, problems } = resolveContent(documents, resolveOptions);
    assert.deepEqual(
      problems.list.map((problem) => [problem.kind, problem.level, problem.document?.id, problem.field]),
      [
        ['unsafe-link', 'warning', 'link-bad', 'href'],
        ['broken-link', 'error', 'link-gone', 'href'],
      ],
    );
    const sidebar = nodes.find((node) => node.typeName === 'SanityDocsSidebar' && node.data.version === 'current');
    assert.deepEqual(
      ((sidebar?.data.items ?? []) as { id: string }[]).map((item) => item.id),
      // The category has no position, so it comes after the positioned links.
      ['link-gone', 'link-ok', 'sidebarCategory-basics'],
    );
  });

  test('a category page whose route a doc has is refused, naming the category and the doc', async () => {
    const documents = replaceDocument(await fixture(), 'sidebarCategory-basics', (category) => ({
      ...category,
      link: { kind: 'generatedIndex', route: { current: 'api/reference' } },
    }));
    assert.match(
      reported(documents),
      /Sidebar category "Basics" \(sidebarCategory-basics\), link\.route: \/api\/reference is the route of Doc "Reference" \(doc-reference\); give the category's page another route\./,
    );
  });

  test('fields the Studio requires are refused when empty, every one named with its document', async () => {
    let documents = replaceDocument(await fixture(), 'doc-guide', (guide) => ({ ...guide, title: undefined }));
    documents = replaceDocument(documents, 'landingPage', (landing) => ({ ...landing, hero: { title: 'Only' } }));
    const message = reported(documents);
    assert.match(message, /Doc \(doc-guide\), title: is empty; the Studio requires it/);
    assert.match(message, /Home page \(landingPage\), hero\.tagline: is empty/);
  });

  test('a value the Studio does not offer is refused once, with the values it does', async () => {
    const documents = replaceDocument(await fixture(), 'footer', (footer) => ({ ...footer, style: 'purple' }));
    const message = reported(documents);
    assert.match(message, /Footer \(footer\), style: is "purple"; the Studio offers dark, light/);
    assert.doesNotMatch(message, /style: is empty/);
  });

  test('an empty field with an initial value gets it, as in the Studio', async () => {
    const documents = replaceDocument(await fixture(), 'siteSettings', (settings) => {
      delete settings.tocMinHeadingLevel;
      delete settings.colorMode;
      return settings;
    });
    const settings = resolveContent(documents, resolveOptions).nodes.find((node) => node.sanityId === 'siteSettings');
    assert.equal(settings?.data.tocMinHeadingLevel, 2);
    assert.deepEqual(settings?.data.colorMode, {
      _key: null,
      _type: null,
      defaultMode: 'light',
      respectPrefersColorScheme: false,
      showSwitch: true,
    });
  });
});

describe('GraphQL types', () => {
  test('every field of every schema document type is declared, filled or not', () => {
    const typeDefs = buildTypeDefs(model);
    for (const document of model.documents) {
      assert.match(typeDefs, new RegExp(`type ${document.typeName} implements Node @dontInfer \\{`));
      for (const field of document.fields) assert.match(typeDefs, new RegExp(`\\n  ${field.name}: `));
    }
    // The fixture never sets an Algolia configuration, yet the field must be queryable.
    assert.match(typeDefs, /algolia: SanitySiteSettingsAlgolia/);
    assert.match(typeDefs, /\n {2}doc: SanityDoc @link\n/);
    // A doc's place in the sidebar: a link to its category's node, and a position.
    assert.match(
      typeDefs,
      /type SanitySidebarPlace \{\n {2}_key: String\n {2}_type: String\n {2}category: SanitySidebarCategory @link\n {2}position: Float\n/,
    );
    assert.match(typeDefs, /body: JSON!/);
  });

  test('non-null exactly where every node has a value: required or filled with an initial value', () => {
    const typeDefs = buildTypeDefs(model);
    /** A declared type's fields, name → GraphQL type. */
    const fieldsOf = (typeName: string): Record<string, string> => {
      const block = typeDefs.slice(typeDefs.indexOf(`type ${typeName} `)).split('\n}')[0] ?? '';
      return Object.fromEntries(
        block
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(': ')),
      );
    };
    const doc = fieldsOf('SanityDoc');
    assert.equal(doc.title, 'String!');
    assert.equal(doc.route, 'SanitySlug!');
    assert.equal(doc.description, 'String');
    assert.equal(doc.hideTitle, 'Boolean!');
    const settings = fieldsOf('SanitySiteSettings');
    assert.equal(settings.tocMinHeadingLevel, 'Float!');
    assert.equal(settings.colorMode, 'SanitySiteSettingsColorMode!');
    assert.equal(settings.favicon, 'SanitySiteSettingsFavicon');
    assert.equal(fieldsOf('SanityNavbarItem').dropdown, '[SanitySiteLink!]');
    // A fixed list of values is an enum, so the site's types know them.
    assert.equal(fieldsOf('SanityNavbarItem').position, 'SanityNavbarItemPosition!');
    assert.match(typeDefs, /enum SanityNavbarItemPosition \{\n {2}left\n {2}right\n\}/);
    assert.equal(fieldsOf('SanityFooter').style, 'SanityFooterStyle!');
  });
});
