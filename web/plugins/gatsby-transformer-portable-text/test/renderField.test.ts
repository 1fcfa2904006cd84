import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderField } from '../src/renderField.ts';

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s-${text}`, text, marks });
const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: `b-${Math.random()}`,
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
});
const render = (body: unknown[]) => renderField({ _id: 'doc-hooks', body }, 'body');

test('headings carry their build-time anchor and a "#" link to it; text is escaped', () => {
  const html = render([block([span('useSelector() <T>')], { style: 'h2', anchor: 'useselector-t' })]);
  assert.equal(
    html,
    '<h2 id="useselector-t" class="heading">useSelector() &lt;T&gt;' +
      '<a class="heading-anchor" href="#useselector-t" aria-label="Direct link to this section">#</a></h2>',
  );
});

test('links to routes of the site stay in the tab; links to other sites open a new one', () => {
  const html = render([
    block([span('hooks', ['m1']), span(' and '), span('GitHub', ['m2'])], {
      markDefs: [
        { _type: 'internalLink', _key: 'm1', href: '/api/hooks#useselector' },
        { _type: 'link', _key: 'm2', href: 'https://github.com/reduxjs/react-redux' },
      ],
    }),
  ]);
  assert.match(html, /<a href="\/api\/hooks#useselector">hooks<\/a>/);
  assert.match(
    html,
    /<a href="https:\/\/github.com\/reduxjs\/react-redux" target="_blank" rel="noopener noreferrer">GitHub<\/a>/,
  );
});

test('a code block keeps the highlighted HTML, its title, a keyboard-reachable <pre> and a copy button', () => {
  const html = render([
    {
      _type: 'code',
      _key: 'c1',
      language: 'js',
      filename: 'app/store.js',
      code: 'const a = 1',
      html: '<span class="line"><span class="tk0">const</span> a = 1</span>',
    },
  ]);
  assert.match(html, /<div class="code-block__title">app\/store.js<\/div>/);
  assert.match(
    html,
    /<pre class="code-block__pre" data-language="js" tabindex="0"><code><span class="line"><span class="tk0">const<\/span> a = 1<\/span><\/code><\/pre>/,
  );
  assert.match(html, /<button type="button" class="copy-button" data-copy-code="" aria-label="Copy code to clipboard"/);
});

test('code without build-time HTML is escaped, not injected', () => {
  const html = render([{ _type: 'code', _key: 'c2', code: '<img src=x onerror=alert(1)>' }]);
  assert.match(html, /<code>&lt;img src=x onerror=alert\(1\)&gt;<\/code>/);
});

test('an admonition shows its kind, its default or own title, and its text with code', () => {
  const html = render([
    { _type: 'admonition', _key: 'a1', kind: 'tip', body: [block([span('Prefer hooks.')])] },
    {
      _type: 'admonition',
      _key: 'a2',
      kind: 'danger',
      title: 'Careful',
      body: [{ _type: 'code', _key: 'c', code: 'x' }],
    },
  ]);
  assert.match(
    html,
    /<aside class="admonition admonition--tip" data-kind="tip"><p class="admonition__title">Tip<\/p><div class="admonition__body"><p>Prefer hooks.<\/p><\/div><\/aside>/,
  );
  assert.match(html, /<p class="admonition__title">Careful<\/p><div class="admonition__body"><div class="code-block">/);
});

test('a table has a header row of column headers unless the editor turned it off', () => {
  const cell = (text: string) => ({ _key: text, content: [block([span(text)])] });
  const rows = [
    { _key: 'r1', cells: [cell('Hook'), cell('Returns')] },
    { _key: 'r2', cells: [cell('useStore'), cell('the store')] },
  ];
  const html = render([{ _type: 'table', _key: 't1', rows }]);
  assert.match(
    html,
    /<div class="table-scroll" tabindex="0"><table><thead><tr><th scope="col">Hook<\/th><th scope="col">Returns<\/th><\/tr><\/thead><tbody><tr><td>useStore<\/td><td>the store<\/td><\/tr><\/tbody><\/table><\/div>/,
  );
  const headless = render([{ _type: 'table', _key: 't2', hasHeaderRow: false, rows }]);
  assert.doesNotMatch(headless, /<thead>/);
  assert.match(headless, /<tbody><tr><td>Hook<\/td>/);
});

test('a local image keeps its size in width and height attributes and loads lazily', () => {
  const asset = { url: '/sanity-assets/flow.svg', width: 760, height: 360, extension: 'svg' };
  const html = render([{ _type: 'image', _key: 'i1', alt: 'Data flow', caption: 'The cycle', asset }]);
  assert.match(html, /<figure class="figure"><picture><img src="\/sanity-assets\/flow.svg"/);
  assert.match(html, / width="760" height="360" alt="Data flow" loading="lazy" decoding="async"\/>/);
  assert.match(html, /<figcaption class="figure__caption">The cycle<\/figcaption><\/figure>/);
});

test("an image on Sanity's CDN is offered in several widths and as WebP, no wider than the text column", () => {
  const asset = {
    url: 'https://cdn.sanity.io/images/p/d/abc-2000x1000.png',
    width: 2000,
    height: 1000,
    extension: 'png',
  };
  const html = render([{ _type: 'image', _key: 'i2', alt: 'Big', asset }]);
  assert.match(html, /<source type="image\/webp" srcSet="[^"]*fm=webp[^"]*"/);
  assert.match(html, / width="800" height="400"/);
  assert.match(html, /srcSet="[^"]*w=400[^"]*400w,[^"]*w=800[^"]*800w/);
});

test('content the theme has no component for fails, naming the document and the field', () => {
  assert.throws(
    () => render([{ _type: 'youtubeEmbed', _key: 'y1', url: 'https://example.com' }]),
    /Could not render field "body" of document "doc-hooks": .*youtubeEmbed/,
  );
  assert.throws(
    () => renderField({ _id: 'announcement', content: 'plain text' }, 'content'),
    /document "announcement".*array/,
  );
});

test('an empty field renders as nothing', () => {
  assert.equal(renderField({ _id: 'announcement' }, 'content'), '');
});
