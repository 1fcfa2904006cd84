import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPath, validateDocuments } from '../src/validate/index.ts';

const paragraph = (text: string, markDefs: unknown[] = [], marks: string[] = []) => ({
  _type: 'block',
  _key: 'p1',
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: 's1', text, marks }],
});

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
