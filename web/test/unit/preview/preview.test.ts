import assert from 'node:assert/strict';
import { test } from 'node:test';
import { announcementPreview } from '../../../src/preview/announcementPreview.ts';
import { landingPreview } from '../../../src/preview/landingPreview.ts';
import { renderDocPreview } from '../../../src/preview/renderDocPreview.ts';

const block = (key: string, text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
  ...extra,
});

const hooks = {
  _id: 'doc-hooks',
  _type: 'doc',
  title: 'Hooks',
  route: { _type: 'slug', current: 'api/hooks' },
  body: [block('h', 'useSelector', { style: 'h2' })],
};

test('a draft doc without a route yet is rendered, its links to other docs becoming their routes', async () => {
  const draft = {
    _id: 'drafts.doc-new',
    _type: 'doc',
    title: 'New page',
    body: [
      block('p1', 'See the hooks', {
        markDefs: [
          {
            _key: 'l',
            _type: 'internalLink',
            reference: { _type: 'reference', _ref: 'doc-hooks' },
            anchor: 'useselector',
          },
        ],
        children: [{ _type: 'span', _key: 's', text: 'the hooks', marks: ['l'] }],
      }),
    ],
  };
  const preview = await renderDocPreview({ doc: draft, docs: [hooks], assets: [] });
  assert.equal(preview.title, 'New page');
  assert.match(preview.rendered.html, /<a href="\/api\/hooks#useselector">the hooks<\/a>/);
  assert.equal(preview.problems, '');
});

test("problems are said in editors' words: where in the document, and no ids", async () => {
  const doc = {
    _id: 'drafts.doc-broken',
    _type: 'doc',
    title: 'Broken',
    route: { _type: 'slug', current: 'broken' },
    body: [
      block('p1', 'fine'),
      block('p2', 'a link', {
        markDefs: [{ _key: 'l', _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-deleted-4f2a' } }],
        children: [{ _type: 'span', _key: 's', text: 'a link', marks: ['l'] }],
      }),
    ],
  };
  const { problems } = await renderDocPreview({ doc, docs: [hooks], assets: [] });
  assert.match(problems, /^Must fix · Body 2 › Link 1: links to a page that does not exist or is not published\./m);
  assert.doesNotMatch(problems, /doc-deleted-4f2a|doc-broken/);
});

test('the landing preview gives the Landing component its query shape, doc actions with their routes', () => {
  const landing = {
    _id: 'drafts.landingPage',
    _type: 'landingPage',
    hero: {
      title: 'React Redux',
      tagline: 'Official bindings',
      actions: [
        {
          _key: 'a',
          _type: 'heroAction',
          label: 'Get started',
          variant: 'primary',
          doc: { _type: 'reference', _ref: 'doc-hooks' },
        },
        {
          _key: 'b',
          _type: 'heroAction',
          label: 'GitHub',
          variant: 'secondary',
          url: 'https://github.com/reduxjs/react-redux',
        },
      ],
    },
    features: [{ _key: 'f', _type: 'feature', title: 'Fast', text: 'Very' }],
  };
  const { content } = landingPreview({ doc: landing, docs: [hooks], assets: [] });
  assert.equal(content.hero.title, 'React Redux');
  assert.deepEqual(
    content.hero.actions?.map((action) => [action.label, action.doc?.route.current ?? action.url]),
    [
      ['Get started', 'api/hooks'],
      ['GitHub', 'https://github.com/reduxjs/react-redux'],
    ],
  );
  assert.equal(content.features?.[0]?.title, 'Fast');
});

test('the announcement preview renders the message and keeps its colours and switch', async () => {
  const announcement = {
    _id: 'drafts.announcement',
    _type: 'announcement',
    enabled: false,
    announcementId: 'v9',
    content: [block('m', 'Version 9 is out')],
    backgroundColor: '#20232a',
    textColor: '#ffffff',
    isCloseable: true,
  };
  const preview = await announcementPreview({ doc: announcement, docs: [], assets: [] });
  assert.equal(preview.announcement.enabled, false);
  assert.equal(preview.announcement.backgroundColor, '#20232a');
  assert.match(preview.announcement.contentHtml, /Version 9 is out/);
});

test("the place of a category's cards is said in words, and formulas are drawn as the site draws them", async () => {
  const doc = {
    _id: 'drafts.doc-overview',
    _type: 'doc',
    title: 'Overview',
    route: { _type: 'slug', current: 'api/overview' },
    body: [
      block('p1', 'Pages of this part:'),
      { _type: 'docCards', _key: 'c', of: 'category' },
      { _type: 'math', _key: 'm', tex: 'a^2 + b^2 = c^2' },
    ],
  };
  const preview = await renderDocPreview({ doc, docs: [hooks], assets: [] });
  assert.match(preview.rendered.html, /Here the site shows a card for each page of this doc’s sidebar category\./);
  assert.doesNotMatch(preview.rendered.html, /data-doc-cards/);
  assert.match(preview.rendered.html, /<div class="math-block"><span class="katex"><math [^>]*display="block"/);
  assert.equal(preview.problems, '');
});
