import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RenderedFields, renderField } from '../../../src/render/cache/renderedFields.ts';

const paragraph = (text: string) => ({
  _type: 'block',
  _key: text,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
});

test('a field that cannot be rendered fails naming the document and the field', async () => {
  await assert.rejects(
    renderField({ _id: 'doc-hooks', body: [{ _type: 'youtubeEmbed', _key: 'y1' }] }, 'body'),
    /Could not render field "body" of document "doc-hooks": .*youtubeEmbed/,
  );
  await assert.rejects(
    renderField({ _id: 'announcement', content: 'plain text' }, 'content'),
    /document "announcement".*array/,
  );
});

test('an empty field renders as nothing', async () => {
  assert.deepEqual(await renderField({ _id: 'announcement' }, 'content'), {
    html: '',
    headings: [],
    codeCss: '',
    sections: [],
  });
});

test('each version of a field is rendered once, however many parts a query asks for', async () => {
  const rendered = new RenderedFields({ limit: 2 });
  const node = { id: 'n1', _id: 'doc-a', internal: { contentDigest: 'd1' }, body: [paragraph('One')] };
  const first = rendered.get(node, 'body');
  assert.equal(rendered.get(node, 'body'), first);
  assert.equal((await first).html, '<p>One</p>');
  const changed = { ...node, internal: { contentDigest: 'd2' }, body: [paragraph('Two')] };
  assert.equal((await rendered.get(changed, 'body')).html, '<p>Two</p>', 'a new digest renders again');
  rendered.get({ ...node, id: 'n2' }, 'body');
  assert.notEqual(rendered.get(node, 'body'), first, 'only the last few results are kept');
});

test('renders are kept in the store by content digest and renderer version, so a rebuild renders only what changed', async () => {
  const kept = new Map<string, unknown>();
  const store = {
    get: async (key: string) => kept.get(key),
    set: async (key: string, value: unknown) => kept.set(key, value),
  };
  const node = { id: 'n1', _id: 'doc-a', internal: { contentDigest: 'd1' }, body: [paragraph('One')] };
  assert.equal((await new RenderedFields({ store, version: 'v1' }).get(node, 'body')).html, '<p>One</p>');
  assert.deepEqual(
    [...kept.keys()],
    ['v1:d1:body:html', 'v1:d1:body:headings', 'v1:d1:body:codeCss', 'v1:d1:body:sections'],
  );
  // A later build finds it without rendering: the stored value is what comes back, whole or one part alone.
  kept.set('v1:d1:body:html', '<p>from the store</p>');
  assert.equal((await new RenderedFields({ store, version: 'v1' }).get(node, 'body')).html, '<p>from the store</p>');
  assert.equal(await new RenderedFields({ store, version: 'v1' }).part(node, 'body', 'html'), '<p>from the store</p>');
  const read: string[] = [];
  const watched = {
    get: async (key: string) => {
      read.push(key);
      return kept.get(key);
    },
    set: store.set,
  };
  assert.deepEqual(
    await new RenderedFields({ store: watched, version: 'v1' }).part(node, 'body', 'sections'),
    kept.get('v1:d1:body:sections'),
  );
  assert.deepEqual(read, ['v1:d1:body:sections'], 'a part is read without the others');
  // A part missing from the store renders the field again.
  kept.delete('v1:d1:body:headings');
  assert.deepEqual(await new RenderedFields({ store, version: 'v1' }).part(node, 'body', 'headings'), []);
  // A new renderer renders again.
  assert.equal((await new RenderedFields({ store, version: 'v2' }).get(node, 'body')).html, '<p>One</p>');
});
