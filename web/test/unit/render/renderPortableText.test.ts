import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPortableText } from '../../../src/render/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s-${text}`, text, marks });
const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: `b-${Math.random()}`,
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
});
const heading = (text: string, style = 'h2') => block([span(text)], { style });
const render = async (body: unknown[]) => (await renderPortableText(body as PortableTextValue)).html;

test('headings carry their build-time anchor and a "#" link to it; text is escaped', async () => {
  const html = await render([heading('useSelector() <T>')]);
  assert.equal(
    html,
    '<h2 id="useselector-t" class="heading">useSelector() &lt;T&gt;' +
      '<a class="heading-anchor" href="#useselector-t" aria-label="Direct link to this section">#</a></h2>',
  );
});

test('links to routes of the site stay in the tab; links to other sites open a new one', async () => {
  const html = await render([
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

test('a code block is highlighted, with its title, a keyboard-reachable <pre> and a copy button', async () => {
  const html = await render([
    { _type: 'code', _key: 'c1', language: 'js', filename: 'app/store.js', code: 'const a = 1' },
  ]);
  assert.match(html, /<div class="code-block__title">app\/store.js<\/div>/);
  assert.match(
    html,
    /<pre class="code-block__pre" data-language="js" tabindex="0"><code><span class="line"><span class="t[0-9a-z]{5}">const<\/span>/,
  );
  assert.match(html, /<button type="button" class="copy-button" data-copy-code="" aria-label="Copy code to clipboard"/);
});

test('code in a language without a grammar is escaped text, never markup', async () => {
  const html = await render([{ _type: 'code', _key: 'c2', code: '<img src=x onerror=alert(1)>' }]);
  assert.match(html, /<code><span class="line">&lt;img src=x onerror=alert\(1\)&gt;\n<\/span><\/code>/);
});

test('an admonition shows its kind, its default or own title, and its text with code', async () => {
  const html = await render([
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
    /<aside class="admonition admonition--tip" data-kind="tip"><p class="admonition__title">tip<\/p><div class="admonition__body"><p>Prefer hooks.<\/p><\/div><\/aside>/,
  );
  assert.match(html, /<p class="admonition__title">Careful<\/p><div class="admonition__body"><div class="code-block">/);
});

test('a table has a header row of column headers unless the editor turned it off', async () => {
  const cell = (text: string) => ({ _key: text, content: [block([span(text)])] });
  const rows = [
    { _key: 'r1', cells: [cell('Hook'), cell('Returns')] },
    { _key: 'r2', cells: [cell('useStore'), cell('the store')] },
  ];
  const html = await render([{ _type: 'table', _key: 't1', rows }]);
  assert.match(
    html,
    /<div class="table-scroll" tabindex="0"><table><thead><tr><th scope="col">Hook<\/th><th scope="col">Returns<\/th><\/tr><\/thead><tbody><tr><td>useStore<\/td><td>the store<\/td><\/tr><\/tbody><\/table><\/div>/,
  );
  const headless = await render([{ _type: 'table', _key: 't2', hasHeaderRow: false, rows }]);
  assert.doesNotMatch(headless, /<thead>/);
  assert.match(headless, /<tbody><tr><td>Hook<\/td>/);
});

test('a local image keeps its size in width and height attributes and loads lazily', async () => {
  const asset = { url: '/sanity-assets/flow.svg', width: 760, height: 360, extension: 'svg' };
  const html = await render([{ _type: 'image', _key: 'i1', alt: 'Data flow', caption: 'The cycle', asset }]);
  assert.match(html, /<figure class="figure"><picture><img src="\/sanity-assets\/flow.svg"/);
  assert.match(html, / width="760" height="360" alt="Data flow" loading="lazy" decoding="async"\/>/);
  assert.match(html, /<figcaption class="figure__caption">The cycle<\/figcaption><\/figure>/);
});

test('an image without alternative text is decorative: an empty alt, so screen readers skip it', async () => {
  const asset = { url: '/sanity-assets/rule.svg', width: 760, height: 8, extension: 'svg' };
  const html = await render([{ _type: 'image', _key: 'i3', alt: null, asset }]);
  assert.match(html, / width="760" height="8" alt="" loading="lazy"/);
});

test("an image on Sanity's CDN is offered in several widths and as WebP, no wider than the text column", async () => {
  const asset = {
    url: 'https://cdn.sanity.io/images/p/d/abc-2000x1000.png',
    width: 2000,
    height: 1000,
    extension: 'png',
  };
  const html = await render([{ _type: 'image', _key: 'i2', alt: 'Big', asset }]);
  assert.match(html, /<source type="image\/webp" srcSet="[^"]*fm=webp[^"]*"/);
  assert.match(html, / width="800" height="400"/);
  assert.match(html, /srcSet="[^"]*w=400[^"]*400w,[^"]*w=800[^"]*800w/);
});

test('headings get GitHub-style anchors, numbered when repeated; the heading list follows them', async () => {
  const result = await renderPortableText([
    heading('`useSelector()`'),
    heading('Usage Warnings', 'h3'),
    heading('Examples'),
    block([span('text')]),
    heading('Examples'),
  ] as PortableTextValue);
  assert.deepEqual(result.headings, [
    { id: 'useselector', text: '`useSelector()`', level: 2 },
    { id: 'usage-warnings', text: 'Usage Warnings', level: 3 },
    { id: 'examples', text: 'Examples', level: 2 },
    { id: 'examples-1', text: 'Examples', level: 2 },
  ]);
  assert.deepEqual(
    [...result.html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1]),
    result.headings.map((entry) => entry.id),
  );
  const other = await renderPortableText([heading('Examples')] as PortableTextValue);
  assert.equal(other.headings[0]?.id, 'examples', 'numbering starts again in each document');
});

test('plain-text sections follow the headings, with the text under each', async () => {
  const cell = (text: string) => ({ _key: text, content: [block([span(text)])] });
  const { sections } = await renderPortableText([
    block([span('Intro '), span('words')]),
    heading('Setup'),
    block([span('Install it.')], { listItem: 'bullet', level: 1 }),
    { _type: 'code', _key: 'c', language: 'sh', code: 'npm install react-redux' },
    heading('With TypeScript', 'h3'),
    { _type: 'admonition', _key: 'a', kind: 'tip', title: 'Typed hooks', body: [block([span('Use them.')])] },
    heading('API'),
    { _type: 'table', _key: 't', rows: [{ _key: 'r', cells: [cell('useStore'), cell('the store')] }] },
  ] as PortableTextValue);
  assert.deepEqual(sections, [
    { anchor: null, title: null, level: 1, hierarchy: [], content: [{ kind: 'paragraph', text: 'Intro words' }] },
    {
      anchor: 'setup',
      title: 'Setup',
      level: 2,
      hierarchy: [{ level: 2, title: 'Setup' }],
      content: [
        { kind: 'listItem', text: 'Install it.' },
        { kind: 'code', text: 'npm install react-redux' },
      ],
    },
    {
      anchor: 'with-typescript',
      title: 'With TypeScript',
      level: 3,
      hierarchy: [
        { level: 2, title: 'Setup' },
        { level: 3, title: 'With TypeScript' },
      ],
      content: [{ kind: 'admonition', text: 'Typed hooks\nUse them.' }],
    },
    {
      anchor: 'api',
      title: 'API',
      level: 2,
      hierarchy: [{ level: 2, title: 'API' }],
      content: [
        { kind: 'tableCell', text: 'useStore' },
        { kind: 'tableCell', text: 'the store' },
      ],
    },
  ]);
});

test('content the renderer has no component for fails', async () => {
  await assert.rejects(render([{ _type: 'youtubeEmbed', _key: 'y1', url: 'https://example.com' }]), /youtubeEmbed/);
});

test('tabs render as an ARIA tablist with one panel per tab, the first shown; code in them is highlighted', async () => {
  const result = await renderPortableText([
    {
      _type: 'tabs',
      _key: 'k1',
      groupId: 'language',
      tabs: [
        { _type: 'tab', _key: 't1', label: 'JavaScript', value: 'js', body: [block([span('Plain.')])] },
        {
          _type: 'tab',
          _key: 't2',
          label: 'TypeScript',
          body: [{ _type: 'code', _key: 'c1', language: 'typescript', code: 'const a: number = 1;' }],
        },
      ],
    },
  ] as PortableTextValue);
  const html = result.html;
  assert.match(html, /^<div class="tabs" data-tabs-group="language"><div role="tablist"/);
  assert.match(
    html,
    /<button type="button" role="tab" id="tabs-k1-tab-0" class="tabs__tab" aria-selected="true" aria-controls="tabs-k1-panel-0" tabindex="0" data-tab-value="js">JavaScript<\/button>/,
  );
  assert.match(html, /aria-selected="false" aria-controls="tabs-k1-panel-1" tabindex="-1" data-tab-value="TypeScript"/);
  assert.match(
    html,
    /<div role="tabpanel" id="tabs-k1-panel-0" class="tabs__panel" aria-labelledby="tabs-k1-tab-0" tabindex="0">/,
  );
  assert.match(
    html,
    /id="tabs-k1-panel-1" class="tabs__panel" aria-labelledby="tabs-k1-tab-1" tabindex="0" hidden="">/,
  );
  assert.match(html, /<span class="line"><span class="t\w+">const<\/span>/);
  assert.deepEqual(
    result.sections[0]?.content.map((part) => part.kind),
    ['tab', 'code'],
  );
});

test('an embed is a lazy, titled, sandboxed frame of the service, with a link to the page', async () => {
  const html = await render([
    { _type: 'embed', _key: 'e1', url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Why stores stay small' },
  ]);
  assert.match(html, /^<figure class="embed embed--youtube"><div class="embed__box"><iframe class="embed__frame"/);
  assert.match(html, /src="https:\/\/www.youtube-nocookie.com\/embed\/aqz-KE-bpKQ"/);
  assert.match(html, /title="Why stores stay small" loading="lazy" sandbox="allow-scripts allow-same-origin/);
  assert.match(
    html,
    /<figcaption class="embed__caption"><a href="https:\/\/youtu.be\/aqz-KE-bpKQ">Why stores stay small \(open on YouTube\)<\/a><\/figcaption>/,
  );
});

test('superscript, subscript, keyboard keys and highlights render as their HTML elements', async () => {
  const html = await render([
    block([span('x'), span('2', ['sup']), span(' H'), span('2', ['sub']), span(' '), span('Ctrl', ['kbd'])]),
    block([span('see '), span('this', ['mark', 'strong'])]),
  ]);
  assert.equal(html, '<p>x<sup>2</sup> H<sub>2</sub> <kbd>Ctrl</kbd></p><p>see <mark><strong>this</strong></mark></p>');
});

test('a divider is a rule; an Anchor object is a named place, and names the heading it is in', async () => {
  const anchor = (id: string) => ({ _type: 'anchor', _key: `a-${id}`, id });
  const result = await renderPortableText([
    block([anchor('setup-steps'), span('Setting up')], { style: 'h2' }),
    { _type: 'divider', _key: 'd', style: 'line' },
    block([span('Before '), anchor('here'), span('after')]),
    heading('Setting up'),
  ] as PortableTextValue);
  assert.equal(
    result.html,
    '<h2 id="setup-steps" class="heading">Setting up<a class="heading-anchor" href="#setup-steps" aria-label="Direct link to this section">#</a></h2>' +
      '<hr class="divider"/><p>Before <span id="here" class="inline-anchor"></span>after</p>' +
      '<h2 id="setting-up" class="heading">Setting up<a class="heading-anchor" href="#setting-up" aria-label="Direct link to this section">#</a></h2>',
  );
  assert.deepEqual(
    result.headings.map((entry) => entry.id),
    ['setup-steps', 'setting-up'],
  );
});

test('a collapsible section is a <details> with its summary, open only when asked, its body rendered as the page', async () => {
  const html = await render([
    {
      _type: 'collapsible',
      _key: 'c',
      summary: 'Why <this>?',
      open: false,
      body: [
        block([span('Because '), span('it', ['kbd'])]),
        { _type: 'code', _key: 'k', language: 'js', code: 'const a = 1;' },
      ],
    },
    { _type: 'collapsible', _key: 'o', summary: 'Open', open: true, body: [block([span('Shown.')])] },
  ]);
  assert.match(
    html,
    /^<details class="collapsible"><summary class="collapsible__summary">Why &lt;this&gt;\?<\/summary><div class="collapsible__body"><p>Because <kbd>it<\/kbd><\/p><div class="code-block/,
  );
  assert.match(html, /<span class="[^"]+">const<\/span>/, 'code inside is highlighted');
  assert.match(html, /<details class="collapsible" open=""><summary class="collapsible__summary">Open<\/summary>/);
});

test('each of Docusaurus 3’s six kinds has its own class and its lowercase word as the default title', async () => {
  const kinds = ['note', 'tip', 'info', 'warning', 'caution', 'danger'];
  const html = await render(
    kinds.map((kind) => ({ _type: 'admonition', _key: kind, kind, body: [block([span('Text.')])] })),
  );
  assert.deepEqual(
    [...html.matchAll(/admonition--(\w+)" data-kind="\w+"><p class="admonition__title">(\w+)</g)].map((m) => [
      m[1],
      m[2],
    ]),
    kinds.map((kind) => [kind, kind]),
  );
});

test('formulas are MathML the browser draws, with their TeX as annotation; no KaTeX stylesheet or font is needed', async () => {
  const html = await render([
    block([span('Energy: '), { _type: 'inlineMath', _key: 'm1', tex: 'E = mc^2' }, span('.')]),
    { _type: 'math', _key: 'm2', tex: '\\frac{a}{b}' },
  ]);
  assert.match(
    html,
    /<p>Energy: <span class="math-inline"><span class="katex"><math [^>]*>.*<msup><mi>c<\/mi><mn>2<\/mn><\/msup>.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation><\/semantics><\/math><\/span><\/span>\.<\/p>/,
  );
  assert.match(
    html,
    /<div class="math-block"><span class="katex"><math [^>]*display="block"[^>]*>.*<mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/,
  );
  assert.doesNotMatch(html, /katex-html|<link|<style/);
});
