import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTypeDefs } from '../src/graphqlTypes.ts';
import { loadDatasetFile } from '../src/loadDatasetFile.ts';
import { resolveContent } from '../src/resolveContent.ts';
import type { SanityDocument } from '../src/types.ts';
import { FIXTURE_NDJSON, model, resolveOptions } from './helpers.ts';

async function fixture(): Promise<SanityDocument[]> {
  return loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
}

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
    assert.throws(
      () => resolveContent(documents, resolveOptions),
      /navbar: items\[0\]\.doc links to "doc-gone", which is not a published doc/,
    );
  });

  test('a broken internal link inside a body is an error too', async () => {
    const documents = replaceDocument(await fixture(), 'doc-guide', (guide) => {
      const body = guide.body as { markDefs?: { reference?: { _ref: string } }[] }[];
      const mark = body[1]?.markDefs?.[0];
      if (mark?.reference) mark.reference._ref = 'doc-missing';
      return guide;
    });
    assert.throws(
      () => resolveContent(documents, resolveOptions),
      /doc-guide: body\[_key=="b2"\]\.markDefs\[_key=="m1"\] links to doc "doc-missing"/,
    );
  });

  test('a dataset without the site documents is refused rather than built empty', () => {
    assert.throws(
      () => resolveContent([{ _id: 'x', _type: 'unrelated' }], resolveOptions),
      (error: Error) => {
        for (const type of ['siteSettings', 'navbar', 'footer', 'docsSidebar', 'landingPage']) {
          assert.match(error.message, new RegExp(`no ${type} document`));
        }
        assert.match(error.message, /no doc pages; refusing to build an empty site/);
        return true;
      },
    );
  });

  test('a second doc on the same route is left out with a warning', async () => {
    const documents = [
      ...(await fixture()),
      { _id: 'doc-zz-copy', _type: 'doc', title: 'Copy', route: { current: 'guide' }, body: [] },
    ];
    const { nodes, warnings } = resolveContent(documents, resolveOptions);
    assert.equal(nodes.filter((node) => node.typeName === 'SanityDoc').length, 2);
    assert.deepEqual(warnings, ['doc-zz-copy: route "/guide" is already used by doc-guide; doc-zz-copy is left out']);
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
    assert.match(typeDefs, /docs: \[SanityDoc\] @link/);
    assert.match(typeDefs, /body: JSON/);
  });
});
