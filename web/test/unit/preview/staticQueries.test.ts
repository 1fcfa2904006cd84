import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staticQueryAnswers } from '../../../src/preview/staticQueries.ts';

const nodes = [
  { id: 'settings', typeName: 'SanitySiteSettings', data: { title: 'Site', hidden: 'not asked' } },
  { id: 'doc-a', typeName: 'SanityDoc', data: { route: { current: 'a' } } },
  {
    id: 'nav',
    typeName: 'SanityNavbar',
    data: {
      items: [
        { _key: 'i', label: 'A', doc: 'doc-a' },
        { _key: 'j', doc: null },
      ],
    },
  },
  { id: 'v2', typeName: 'SanityDocsVersion', data: { name: '2.x', order: 2, section: 's' } },
  { id: 'v1', typeName: 'SanityDocsVersion', data: { name: '1.x', order: 1, section: null } },
  { id: 's', typeName: 'SanityDocsSection', data: { name: 'guides' } },
];

test('static queries are answered from the nodes: one node, all nodes sorted, references, fragments, aliases', () => {
  const answer = staticQueryAnswers(nodes, { searchSettings: { mode: 'local' } });
  const query = `
    fragment Target on SanityDoc { route { current } }
    query Chrome {
      settings: sanitySiteSettings { title }
      sanityNavbar { items { _key label doc { ...Target } } }
      released: allSanityDocsVersion(sort: { order: ASC }) { nodes { id name section { name } } }
      searchSettings { mode }
    }`;
  assert.deepEqual(answer(query), {
    settings: { title: 'Site' },
    sanityNavbar: {
      items: [
        { _key: 'i', label: 'A', doc: { route: { current: 'a' } } },
        { _key: 'j', label: null, doc: null },
      ],
    },
    released: {
      nodes: [
        { id: 'v1', name: '1.x', section: null },
        { id: 'v2', name: '2.x', section: { name: 'guides' } },
      ],
    },
    searchSettings: { mode: 'local' },
  });
  const descending = answer('query D { allSanityDocsVersion(sort: { order: DESC }) { nodes { name } } }');
  assert.deepEqual(descending, { allSanityDocsVersion: { nodes: [{ name: '2.x' }, { name: '1.x' }] } });
  assert.deepEqual(answer('query E { sanityFooter { style } }'), { sanityFooter: null });
});

test('a root field the Preview cannot answer is an error naming it, not an empty answer', () => {
  const answer = staticQueryAnswers(nodes);
  assert.throws(() => answer('query Q { site { siteMetadata { title } } }'), /static query field "site"/);
});
