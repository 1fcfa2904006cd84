import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docDocumentId, docIdAndRoute, stripNumberPrefix } from '../../../../src/import/docs/docIds.ts';
import { ImportError } from '../../../../src/import/index.ts';
import { formatted, importFixture, tempSite, withoutKeys } from '../../../support/helpers.ts';

describe('doc ids, routes and Sanity ids', () => {
  test('Docusaurus rules', () => {
    assert.deepEqual(docIdAndRoute('api/hooks.md', {}), { docId: 'api/hooks', route: 'api/hooks' });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { id: 'use-hooks' }), {
      docId: 'api/use-hooks',
      route: 'api/use-hooks',
    });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { slug: '/hooks/' }), { docId: 'api/hooks', route: 'hooks' });
    assert.deepEqual(docIdAndRoute('api/v2/hooks.md', { slug: '../all-hooks' }), {
      docId: 'api/v2/hooks',
      route: 'api/all-hooks',
    });
    assert.deepEqual(docIdAndRoute('01-guides/02-setup.mdx', {}), { docId: 'guides/setup', route: 'guides/setup' });
    assert.deepEqual(docIdAndRoute('guides/index.md', {}), { docId: 'guides/index', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/README.md', {}), { docId: 'guides/README', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/guides.md', {}), { docId: 'guides/guides', route: 'guides' });
    assert.equal(stripNumberPrefix('2024-01-05-release'), '2024-01-05-release');
    assert.equal(stripNumberPrefix('1.2-notes'), '1.2-notes');
    assert.equal(stripNumberPrefix('10 - Intro'), 'Intro');
    assert.equal(docDocumentId('api/hooks'), 'doc-api_hooks');
    assert.equal(docDocumentId('guides/what.is@this'), 'doc-guides_what_is_this');
    // A released version's doc: the version's name first, so the same doc id in two versions makes two ids.
    assert.equal(docDocumentId('api/hooks', '1.x'), 'doc-1_x--api_hooks');
  });
});

test('hide_title with a body that starts with "# Heading": the heading is the one visible title, not in the body', async () => {
  const page = (title: string, heading: string, extra = '') =>
    `---\ntitle: ${title}\nhide_title: true\n${extra}---\n\n# ${heading}\n\nText.\n\n## Section\n`;
  const site = tempSite({
    'docs/same.md': page('Getting started', 'Getting started'),
    'docs/other.md': page('Short title', 'A longer heading for the page'),
    'docs/labelled.md': page('Tab title', 'Visible heading', 'sidebar_label: Label\n'),
    'sidebars.json': '{ "docs": { "Docs": ["same", "other", "labelled"] } }',
  });
  const result = await importFixture(site);
  const doc = (id: string) => {
    const { title, hideTitle, sidebarLabel, browserTitle, body } = result.documents.find((d) => d._id === id) as Record<
      string,
      unknown
    >;
    const headings = (body as { style?: string; children?: { text: string }[] }[])
      .filter((block) => block.style?.startsWith('h'))
      .map((block) => `${block.style} ${block.children?.map((span) => span.text).join('')}`);
    return { title, hideTitle, sidebarLabel, browserTitle, headings };
  };
  assert.deepEqual(doc('doc-same'), {
    title: 'Getting started',
    hideTitle: false,
    sidebarLabel: undefined,
    browserTitle: undefined,
    headings: ['h2 Section'],
  });
  // As in Docusaurus, the heading is the page's title; the front-matter title names the tab and the sidebar.
  assert.deepEqual(doc('doc-other'), {
    title: 'A longer heading for the page',
    hideTitle: false,
    sidebarLabel: 'Short title',
    browserTitle: 'Short title',
    headings: ['h2 Section'],
  });
  assert.deepEqual(doc('doc-labelled'), {
    title: 'Visible heading',
    hideTitle: false,
    sidebarLabel: 'Label',
    browserTitle: 'Tab title',
    headings: ['h2 Section'],
  });
  // Nothing differs from Docusaurus, so nothing is warned.
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/')),
    [],
  );
});

test('a front-matter title and a body that starts with "# Heading", without hide_title: the heading is the title', async () => {
  // Docusaurus draws its own title only for a body without a leading h1, so readers see the heading alone.
  const site = tempSite({
    'docs/cmd.md': '---\ntitle: auth\n---\n\n# tool auth\n\nText.\n\n## Flags\n',
    'docs/same.md': '---\ntitle: Install\n---\n\n# Install\n\nText.\n',
    'sidebars.json': '{ "docs": { "Docs": ["cmd", "same"] } }',
  });
  const result = await importFixture(site);
  const doc = (id: string) => {
    const { title, sidebarLabel, browserTitle, body } = result.documents.find((d) => d._id === id) as Record<
      string,
      unknown
    >;
    const styles = (body as { style?: string }[]).map((block) => block.style);
    return { title, sidebarLabel, browserTitle, styles };
  };
  assert.deepEqual(doc('doc-cmd'), {
    title: 'tool auth',
    sidebarLabel: 'auth',
    browserTitle: 'auth',
    styles: ['normal', 'h2'],
  });
  assert.deepEqual(doc('doc-same'), {
    title: 'Install',
    sidebarLabel: undefined,
    browserTitle: undefined,
    styles: ['normal'],
  });
  assert.deepEqual(
    result.warnings.filter((warning) => /changed to h2/.test(warning.message)),
    [],
    'no heading is demoted',
  );
});

test('hide_title: spacers, comments and imports before "# Heading" still leave the heading the title', async () => {
  const site = tempSite({
    // A no-break space paragraph, as many Docusaurus sites put above a hidden title.
    'docs/spaced.md':
      '---\ntitle: Store setup\nhide_title: true\n---\n\n&nbsp;\n\n# Store setup\n\nText.\n\n## Details\n',
    // Code in the heading: the title is its text; the front-matter title is neither the sidebar label nor shown.
    'docs/coded.md':
      '---\ntitle: dispatchLater\nsidebar_label: dispatchLater()\nhide_title: true\n---\n\n&nbsp;\n\n# `dispatchLater()`\n\nText.\n',
    'docs/video.md': [
      '---',
      'title: Video tour',
      'hide_title: true',
      '---',
      '&nbsp;',
      '',
      "import Player from 'some-player';",
      '',
      '<br />',
      '',
      '{/* a note for editors */}',
      '',
      '<!-- hidden too -->',
      '',
      '# The video tour of the store',
      '',
      'Text.',
      '',
    ].join('\n'),
    // No front-matter title: the first h1 is the title, whatever blank paragraphs come before it.
    'docs/untitled.md': '&nbsp;\n\n\n# Heading only\n\nText.\n',
    // Visible text before the heading: the heading is not the page's title, and stays in the body.
    'docs/later.md': '---\ntitle: Real content\nhide_title: true\n---\n\nA paragraph first.\n\n# Later heading\n',
    'sidebars.json': '{ "docs": { "Docs": ["spaced", "coded", "video", "untitled", "later"] } }',
  });
  const result = await importFixture(site);
  const doc = (id: string) => {
    const { title, hideTitle, sidebarLabel, body } = result.documents.find((d) => d._id === id) as Record<
      string,
      unknown
    >;
    const blocks = (body as { _type: string; style?: string; children?: { text: string }[] }[]).map(
      (block) => `${block.style ?? block._type} ${block.children?.map((span) => span.text).join('') ?? ''}`,
    );
    return { title, hideTitle, sidebarLabel, blocks };
  };
  assert.deepEqual(doc('doc-spaced'), {
    title: 'Store setup',
    hideTitle: false,
    sidebarLabel: undefined,
    blocks: ['normal Text.', 'h2 Details'],
  });
  assert.deepEqual(doc('doc-coded'), {
    title: 'dispatchLater()',
    hideTitle: false,
    sidebarLabel: 'dispatchLater()',
    blocks: ['normal Text.'],
  });
  assert.deepEqual(doc('doc-video'), {
    title: 'The video tour of the store',
    hideTitle: false,
    sidebarLabel: 'Video tour',
    blocks: ['normal Text.'],
  });
  assert.deepEqual(doc('doc-untitled'), {
    title: 'Heading only',
    hideTitle: false,
    sidebarLabel: undefined,
    blocks: ['normal Text.'],
  });
  assert.deepEqual(doc('doc-later'), {
    title: 'Real content',
    hideTitle: true,
    sidebarLabel: undefined,
    blocks: ['normal A paragraph first.', 'h2 Later heading'],
  });
  assert.deepEqual(
    formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/')),
    [
      'docs/later.md:8: warning: h1 "Later heading" changed to h2: the page title is the only h1',
      "docs/video.md:7: warning: skipped MDX import: import Player from 'some-player';",
    ],
  );
});

describe('routes', () => {
  test('capitals, underscores and dots are kept, so migrated pages keep their URLs', async () => {
    const site = tempSite({
      'docs/api/createSomething.md': '# createSomething\n\nSee [v1](./v1.0.md) and [snake](/guides/snake_case).\n',
      'docs/api/v1.0.md': '# Version one\n\nText.\n',
      'docs/guides/snake_case.md': '# Snake\n\nText.\n',
      'sidebars.json': '{ "docs": { "API": ["api/createSomething", "api/v1.0", "guides/snake_case"] } }',
    });
    const result = await importFixture(site);
    const routes = result.documents
      .filter((d) => d._type === 'doc')
      .map((d) => [d._id, (d.route as { current: string }).current, d.previousRoutes]);
    assert.deepEqual(routes, [
      ['doc-api_createSomething', 'api/createSomething', undefined],
      ['doc-api_v1_0', 'api/v1.0', undefined],
      ['doc-guides_snake_case', 'guides/snake_case', undefined],
    ]);
    const body = withoutKeys(result.documents[0]?.body) as { markDefs: unknown[] }[];
    assert.deepEqual(
      body[0]?.markDefs.map((def) => (def as { reference: { _ref: string } }).reference._ref),
      ['doc-api_v1_0', 'doc-guides_snake_case'],
    );
    assert.deepEqual(
      formatted(result.warnings, site.dir).filter((line) => !line.startsWith('site.json')),
      [],
    );
  });

  test('a route this site cannot serve moves to a cleaned one, and the old one is kept to redirect from', async () => {
    const site = tempSite({
      'docs/guides/what is new.md': '# New\n\nText.\n',
      'docs/slugged.md': "---\nslug: /faq/what's up\n---\n# Up\n\nSee [new](/guides/what%20is%20new).\n",
      'sidebars.json': '{ "docs": { "Docs": ["guides/what is new", "slugged"] } }',
    });
    const result = await importFixture(site);
    const doc = (id: string) => result.documents.find((d) => d._id === id) as Record<string, unknown>;
    assert.deepEqual(doc('doc-guides_what_is_new').route, { _type: 'slug', current: 'guides/what-is-new' });
    assert.deepEqual(doc('doc-guides_what_is_new').previousRoutes, ['guides/what is new']);
    assert.deepEqual(doc('doc-slugged').route, { _type: 'slug', current: 'faq/what-s-up' });
    assert.deepEqual(doc('doc-slugged').previousRoutes, ["faq/what's up"]);
    // A link written to the old route still finds the doc.
    const link = (withoutKeys(doc('doc-slugged').body) as { markDefs: { reference: { _ref: string } }[] }[])[0];
    assert.equal(link?.markDefs[0]?.reference._ref, 'doc-guides_what_is_new');
    assert.deepEqual(
      formatted(result.warnings, site.dir).filter((line) => !line.startsWith('site.json')),
      [
        'docs/guides/what is new.md:1: warning: route "/guides/what is new" cannot be used: Routes cannot contain spaces; use dashes, like "getting-started". The page moves to "/guides/what-is-new"; the old address redirects there.',
        'docs/slugged.md:1: warning: route "/faq/what\'s up" (from its `slug`) cannot be used: Routes cannot contain spaces; use dashes, like "getting-started". The page moves to "/faq/what-s-up"; the old address redirects there.',
      ],
    );
  });

  test('routes differing only in letter case, and reserved routes, are errors naming the files', async () => {
    const site = tempSite({
      'docs/api/Hooks.md': '# Hooks\n\nText.\n',
      'docs/api/hooks.md': '# hooks\n\nText.\n',
      'docs/search.md': '# Search\n\nText.\n',
      'sidebars.json': '{ "docs": { "API": ["api/Hooks"] } }',
    });
    await assert.rejects(importFixture(site), (error) => {
      assert.ok(error instanceof ImportError);
      assert.deepEqual(formatted(error.problems, site.dir), [
        'docs/api/hooks.md:1: error: route "/api/hooks" differs only in letter case from "/api/Hooks" (api/Hooks.md); many disks would store both pages as one. Set `slug` in one of them',
        'docs/search.md: error: route "/search" cannot be used: "search" is used by the site itself; pick another route. Set `slug` in the front matter.',
      ]);
      return true;
    });
  });
});
