import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { compareSites, summaryLine } from '../../../src/compare/compareSites.ts';
import { docusaurusPageText, ourPageText } from '../../../src/compare/pageText.ts';
import { wordCoverage } from '../../../src/compare/wordCoverage.ts';
import { tempSite } from '../../support/helpers.ts';

/** A docs page as Docusaurus builds it: the classes and landmarks the comparison reads, in our own words. */
function docusaurusDoc(title: string, body: string): string {
  return `<!doctype html><html class="plugin-docs docs-doc-page"><body><nav class="menu"><a class="menu__link">Sidebar words</a></nav>
<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

/** A docs page of ours: a Markdown twin link, the docs sidebar, the title and the text in `[data-rich-text]`. */
function ourDoc(title: string, body: string): string {
  return `<!doctype html><html><head><link rel="alternate" type="text/markdown" href="/x.md"></head><body>
<main><nav aria-label="Docs sidebar"><a>Sidebar words</a></nav><article><nav aria-label="Breadcrumbs">Guides</nav>
<div><h1>${title}</h1><button>Copy page</button></div><div data-rich-text="">${body}</div><nav aria-label="Docs pages">Next</nav></article></main></body></html>`;
}

test('a Docusaurus docs page is read as its title and text; heading anchors, sidebar and footer are not text', () => {
  const page = docusaurusPageText(
    docusaurusDoc(
      'Writing reducers',
      '<h2 id="why">Why<a class="hash-link" href="#why" aria-label="Direct link">&#8203;</a></h2><p>Reducers stay <code>pure</code>.</p><pre><code><span class="token-line">const a = 1;<br></span><span class="token-line">const b = 2;</span></code></pre>',
    ),
  );
  assert.equal(page?.kind, 'doc');
  assert.equal(page?.title, 'Writing reducers');
  assert.deepEqual(page?.words, [
    'writing',
    'reducers',
    'why',
    'reducers',
    'stay',
    'pure',
    'const',
    'a',
    '1',
    'const',
    'b',
    '2',
  ]);
});

test('inline elements run together and blocks stay apart, as a reader sees them', () => {
  const page = ourPageText(
    ourDoc(
      'Hooks',
      '<p>use<strong>Selector</strong> reads</p><ul><li>one</li><li>two</li></ul><table><tr><td>a</td><td>b</td></tr></table>',
    ),
  );
  assert.deepEqual(page?.words, ['hooks', 'useselector', 'reads', 'one', 'two', 'a', 'b']);
});

test('hidden tab panels and closed collapsibles count; scripts, icons and pages of other kinds do not', () => {
  const page = docusaurusPageText(
    docusaurusDoc(
      'Tabs',
      '<ul role="tablist"><li role="tab">npm</li></ul><div role="tabpanel">npm install</div><div role="tabpanel" hidden>yarn add</div><details><summary>More</summary><p>Inside</p></details><button aria-label="Copy"><svg><title>Copy icon</title></svg></button><script>var x</script>',
    ),
  );
  assert.deepEqual(page?.words, ['tabs', 'npm', 'npm', 'install', 'yarn', 'add', 'more', 'inside']);
  assert.equal(
    docusaurusPageText('<html class="blog-wrapper"><main><article><h1>A post</h1></article></main></html>'),
    undefined,
  );
  assert.equal(ourPageText('<html><main><article><h1>Search</h1></article></main></html>'), undefined);
});

test("a formula's words are its MathML's: the TeX annotation and the copy drawn for the eye only do not count", () => {
  const page = docusaurusPageText(
    docusaurusDoc(
      'Areas',
      '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>π</mi><msup><mi>r</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="mord">π</span><span class="mord">r</span><span class="msupsub">2</span></span></span> here.</p>',
    ),
  );
  assert.deepEqual(page?.words, ['areas', 'area', 'πr2', 'here']);
});

test('a drop-down counts the option it shows, not its whole list', () => {
  const page = ourPageText(
    ourDoc('Pick', '<p>Source</p><select><option>First image</option><option selected>Second image</option></select>'),
  );
  assert.deepEqual(page?.words, ['pick', 'source', 'second', 'image']);
});

test('a Markdown page of Docusaurus is read from its article', () => {
  const page = docusaurusPageText(
    '<html class="mdx-wrapper mdx-page plugin-pages"><main><article><header><h1>Help</h1></header><p>Ask us.</p></article></main></html>',
  );
  assert.deepEqual(page, { kind: 'page', title: 'Help', words: ['help', 'ask', 'us'], literalTags: [] });
});

test('tags written out as text are found outside code only', () => {
  const page = ourPageText(
    ourDoc(
      'Links',
      '<p>See &lt;Links.Summary /&gt; and &lt;div className="box"&gt;.</p><pre><code>&lt;Provider store={store}&gt;</code></pre><p>a &lt; b and c &gt; d</p>',
    ),
  );
  assert.deepEqual(page?.literalTags, ['<Links.Summary />', '<div className="box">']);
});

test('coverage counts each word as often as it occurs, wherever it stands, and places the gaps in context', () => {
  const docusaurus = 'the store holds the state and the reducer returns new state for every action'.split(' ');
  const ours = 'the store holds the state for every action and the reducer'.split(' ');
  const coverage = wordCoverage(docusaurus, ours);
  assert.equal(coverage.total, 14);
  assert.equal(coverage.shown, 11);
  assert.deepEqual(coverage.missingRuns, [
    { before: 'the state and the reducer', missing: 'returns new state', after: 'for every action' },
  ]);
  assert.deepEqual(wordCoverage(['b', 'a'], ['a', 'b']), { total: 2, shown: 2, missingRuns: [] });
});

test('two build folders compared by route: figures, titles, pages on one side only, and the summary line', () => {
  const docusaurus = tempSite({
    'intro/index.html': docusaurusDoc('Intro', '<p>Start here with the store.</p>'),
    'api/hooks.html': docusaurusDoc(
      'Hooks',
      '<p>One two three four five six seven eight nine ten.</p><div class="code-title">Provider&lt;S&gt; example</div>',
    ),
    'only-theirs/index.html': docusaurusDoc('Gone', '<p>Lost.</p>'),
    // hide_title without a heading: no title on the page; ours has one for screen readers only.
    'bare/index.html': docusaurusDoc('', '<p>No title shown.</p>').replace('<header><h1></h1></header>', ''),
    'blog/index.html': '<html class="blog-wrapper"><main>Posts</main></html>',
    '404.html': docusaurusDoc('Not found', ''),
  });
  const ours = tempSite({
    'intro/index.html': ourDoc('Intro', '<p>Start here with the store.</p>'),
    'api/hooks/index.html': ourDoc(
      'Hooks API',
      '<p>One two three four &lt;Count /&gt; nine ten.</p><div class="code-title">Provider&lt;S&gt; example</div>',
    ),
    'extra/index.html': ourDoc('Extra', '<p>New.</p>'),
    'bare/index.html': ourDoc('Bare', '<p>No title shown.</p>'),
  });
  const comparison = compareSites(docusaurus.dir, ours.dir);
  assert.deepEqual(
    comparison.pages.map((page) => [page.route, page.words, page.shownWords, page.shownPercent, page.ourTitle]),
    [
      ['/api/hooks', 14, 10, 71.4, 'Hooks API'],
      ['/bare', 3, 3, 100, 'Bare'],
      ['/intro', 6, 6, 100, 'Intro'],
    ],
  );
  assert.deepEqual(comparison.pages[0]?.missing, [
    { before: 'hooks one two three four', missing: 'five six seven eight', after: 'nine ten provider s example' },
  ]);
  // The code title's `<S>` is on both pages: only the tag Docusaurus does not show counts.
  assert.deepEqual(comparison.pages[0]?.literalTags, ['<Count />']);
  assert.deepEqual(comparison.onlyDocusaurus, ['/only-theirs']);
  assert.deepEqual(comparison.onlyOurs, ['/extra']);
  assert.equal(
    summaryLine(comparison),
    "3 pages compared: 2 show at least 98% of the Docusaurus page's words, 1 fewer (lowest 71.4%, /api/hooks); words shown 82.6% (19 of 23); 1 page with tags shown as text; 1 title differing; 1 page only in the Docusaurus build, 1 only in ours",
  );
});

test("a page ours redirects is compared with the page readers land on (docs-only mode's / to /home)", () => {
  const docusaurus = tempSite({
    'index.html': docusaurusDoc('Welcome', '<p>Start here.</p>'),
    'guide/index.html': docusaurusDoc('Guide', '<p>Read on.</p>'),
  });
  const ours = tempSite({
    _redirects: '# Written by the build\n/ /home 301!\n/old/* /new/:splat 301\n',
    'home/index.html': ourDoc('Welcome', '<p>Start here.</p>'),
    'guide/index.html': ourDoc('Guide', '<p>Read on.</p>'),
  });
  const comparison = compareSites(docusaurus.dir, ours.dir);
  assert.deepEqual(
    comparison.pages.map((page) => [page.route, page.redirectedTo, page.shownPercent]),
    [
      ['/guide', undefined, 100],
      ['/', '/home', 100],
    ],
  );
  assert.deepEqual([comparison.onlyDocusaurus, comparison.onlyOurs], [[], []]);
});

test('the command prints the report, writes JSON and exits 1 when a page falls short', () => {
  const docusaurus = tempSite({ 'a/index.html': docusaurusDoc('A', '<p>Alpha beta gamma.</p>') });
  const ours = tempSite({ 'a/index.html': ourDoc('A', '<p>Alpha beta.</p>') });
  const json = path.join(ours.dir, 'report.json');
  const cli = path.resolve(import.meta.dirname, '../../../src/cli/compare-sites.ts');
  const run = spawnSync(process.execPath, [cli, '--docusaurus', docusaurus.dir, '--ours', ours.dir, '--json', json], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /^\/a: 75% of 4 words\n {2}missing: …a alpha beta \[gamma\] …\n1 page compared: 0 show/);
  assert.equal(JSON.parse(readFileSync(json, 'utf8')).pages[0].shownWords, 3);
  const lenient = spawnSync(
    process.execPath,
    [cli, '--docusaurus', docusaurus.dir, '--ours', ours.dir, '--threshold', '70'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(lenient.status, 0, lenient.stdout);
  const missing = spawnSync(process.execPath, [cli, '--docusaurus', path.join(ours.dir, 'nowhere')], {
    encoding: 'utf8',
  });
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /nowhere: build folder not found/);
});
