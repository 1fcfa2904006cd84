/**
 * Property-based tests of the source plugin's resolution (fast-check): any
 * set of documents, however malformed, resolves without crashing; every
 * content document becomes a node or is named in a problem; no unsafe link
 * target reaches a node, and each one left out is warned about.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { loadDatasetFile } from '../../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { FIXTURE_NDJSON, resolveOptions } from '../../../plugins/gatsby-source-sanity-documents/test/helpers.ts';
import { resolveContent } from '../../../src/content/resolveContent.ts';
import type { SanityDocument } from '../../../src/content/types.ts';

const RUNS = 200;
const UNSAFE = /^\s*(javascript|data|vbscript|file):/i;

const ids = ['doc-a', 'doc-b', 'doc-c', 'doc-guide', 'doc-reference', 'doc-missing', 'navbar'];
const href = fc.oneof(
  fc.constantFrom('https://redux.js.org', '/guide', '/api/reference#options', '/nowhere', '#options', 'mailto:x@y.z'),
  fc.constantFrom('javascript:alert(1)', 'JavaScript:void(0)', 'data:text/html,x', 'vbscript:x', 'file:///etc'),
  fc.string({ maxLength: 12 }),
);
const markDef = fc.oneof(
  fc.record({ _type: fc.constant('link'), _key: fc.constantFrom('m1', 'm2'), href }),
  fc.record({
    _type: fc.constant('internalLink'),
    _key: fc.constantFrom('m1', 'm2'),
    reference: fc.record({ _type: fc.constant('reference'), _ref: fc.constantFrom(...ids) }),
    anchor: fc.option(fc.constantFrom('options', 'nope', 'getting-help'), { nil: undefined }),
  }),
);
const block = fc.record({
  _type: fc.constant('block'),
  _key: fc.string({ minLength: 1, maxLength: 4 }),
  style: fc.constantFrom('normal', 'h2', 'h3'),
  markDefs: fc.array(markDef, { maxLength: 2 }),
  children: fc.array(
    fc.record({
      _type: fc.constant('span'),
      _key: fc.constant('s'),
      text: fc.string(),
      marks: fc.subarray(['m1', 'm2', 'em']),
    }),
    { maxLength: 2 },
  ),
});
/** Anything at all where the schema expects a value, and sometimes nothing. */
const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.anything({ maxDepth: 2 }));
const doc = fc.record({
  _id: fc.constantFrom('doc-a', 'doc-b', 'doc-c', 'drafts.doc-a', 'doc-zz'),
  _type: fc.constant('doc'),
  title: fc.oneof(fc.string(), junk),
  route: fc.oneof(fc.record({ current: fc.constantFrom('guide', 'a', 'b', 'api/reference', '') }), junk),
  body: fc.oneof(fc.array(fc.oneof(block, junk), { maxLength: 4 }), junk),
  hideTitle: fc.oneof(fc.boolean(), junk),
});

let fixture: SanityDocument[] | undefined;
async function siteDocuments(): Promise<SanityDocument[]> {
  fixture ??= await loadDatasetFile(FIXTURE_NDJSON, { extractDir: '/nonexistent' });
  return structuredClone(fixture);
}

/** A change to one of the site's own documents: a field replaced by anything, or a link target by a hostile one. */
const SITE_FIELDS: [string, string][] = [
  ['navbar', 'items'],
  ['navbar', 'title'],
  ['navbar', 'logo'],
  ['footer', 'linkGroups'],
  ['footer', 'logoUrl'],
  ['landingPage', 'hero'],
  ['landingPage', 'features'],
  ['announcement', 'content'],
  ['sidebarCategory-basics', 'link'],
  ['sidebarCategory-basics', 'sidebar'],
  ['siteSettings', 'title'],
  ['siteSettings', 'url'],
];
const siteChange = fc.record({
  at: fc.constantFrom(...SITE_FIELDS),
  value: fc.oneof(
    junk,
    href,
    fc.array(fc.record({ _key: fc.constant('k'), _type: fc.constant('navbarItem'), label: fc.string(), url: href }), {
      maxLength: 2,
    }),
  ),
});

test('any documents resolve without crashing; none is dropped without a problem naming it; no unsafe link gets through', async () => {
  await fc.assert(
    // Ids are unique in a dataset, as Sanity keeps them.
    fc.asyncProperty(
      fc.uniqueArray(doc, { maxLength: 5, selector: (document) => document._id }),
      fc.array(siteChange, { maxLength: 2 }),
      async (docs, changes) => {
        const documents = await siteDocuments();
        for (const {
          at: [id, field],
          value,
        } of changes) {
          const target = documents.find((document) => document._id === id);
          if (target) target[field] = value;
        }
        documents.push(...(docs as SanityDocument[]));
        const { nodes, problems } = resolveContent(documents, resolveOptions);

        const published = new Set(
          documents.filter((document) => !document._id.startsWith('drafts.')).map((document) => document._id),
        );
        const built = new Set(nodes.map((node) => node.sanityId));
        const named = new Set(problems.list.map((problem) => problem.document?.id));
        for (const id of published) {
          const isContent = documents.some(
            (document) =>
              document._id === id &&
              resolveOptions.model.documents.some((model) => model.schemaType === document._type),
          );
          if (isContent) assert.ok(built.has(id) || named.has(id), `${id} was dropped without a problem naming it`);
        }

        const hrefs = nodes.flatMap((node) => collectHrefs(node.data));
        for (const target of hrefs) assert.doesNotMatch(target, UNSAFE, `unsafe link target in a node: ${target}`);
        const unsafeWarnings = problems.list.filter((problem) => problem.kind === 'unsafe-link');
        // Where the schema puts link targets: link marks of doc bodies and the navbar items' addresses.
        const unsafeInput = documents
          .filter((document) => built.has(document._id) && !document._id.startsWith('drafts.'))
          .flatMap((document) =>
            document._type === 'doc'
              ? collectHrefs(
                  Array.isArray(document.body)
                    ? document.body.map((item) => (item as { markDefs?: unknown })?.markDefs)
                    : [],
                )
              : document._id === 'navbar' && Array.isArray(document.items)
                ? document.items
                    .map((item) => (item as { url?: unknown })?.url)
                    .filter((url) => typeof url === 'string')
                : [],
          )
          .filter((target) => UNSAFE.test(target as string));
        if (unsafeInput.length > 0)
          assert.ok(unsafeWarnings.length > 0, 'unsafe links were left out without a warning');
      },
    ),
    { numRuns: RUNS },
  );
});

/** Link targets: hrefs of link marks and url fields, anywhere in a value. */
function collectHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [field, child] of Object.entries(value)) {
      if ((field === 'href' || field === 'url') && typeof child === 'string') found.push(child);
      else collectHrefs(child, found);
    }
  }
  return found;
}
