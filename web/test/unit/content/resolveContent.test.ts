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

  test('a dataset without the site documents is refused rather than built empty', () => {
    const message = reported([{ _id: 'x', _type: 'unrelated' }]);
    for (const type of ['siteSettings', 'navbar', 'footer', 'docsSidebar', 'landingPage']) {
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

  test('a sidebar entry for a doc left out is dropped from the list, not left as a hole', async () => {
    const documents = replaceDocument(
      [
        ...(await fixture()),
        { _id: 'doc-zz-copy', _type: 'doc', title: 'Copy', route: { current: 'guide' }, body: [] },
      ],
      'docsSidebar',
      (sidebar) => {
        const [category] = sidebar.categories as { docs: { _key: string; _ref: string }[] }[];
        category?.docs.push({ _key: 'r3', _ref: 'doc-zz-copy' });
        return sidebar;
      },
    );
    const sidebar = resolveContent(documents, resolveOptions).nodes.find((node) => node.sanityId === 'docsSidebar');
    const categories = sidebar?.data.categories as { docs: unknown[] }[] | undefined;
    // Each entry holds the doc's node id and what the sidebar shows of it, as the doc's node has it.
    assert.deepEqual(categories?.[0]?.docs, [
      { id: 'node-doc-guide', title: 'Guide', sidebarLabel: null, route: { current: 'guide' } },
      { id: 'node-doc-reference', title: 'Reference', sidebarLabel: 'Ref', route: { current: 'api/reference' } },
    ]);
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
    // The sidebar's docs are summaries: its query needs no doc node, and a doc's body does not change it.
    assert.match(typeDefs, /\n {2}docs: \[SanityDocSummary!\]!\n/);
    assert.match(
      typeDefs,
      /type SanityDocSummary \{\n {2}id: String!\n {2}title: String!\n {2}sidebarLabel: String\n {2}route: SanitySlug!\n\}/,
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
