import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { schemaProblems } from '../../../src/import/dataset/schemaCheck.ts';
import type { ImportResult, SanityDocument } from '../../../src/import/index.ts';
import { keyFor } from '../../../src/import/index.ts';
import {
  block,
  externalLink,
  fixture,
  formatted,
  importFixture,
  internalLink,
  ref,
  span,
  text,
  withoutKeys,
} from '../../support/helpers.ts';
import { sidebarOutline } from './sidebarOutline.ts';

const site = fixture('docusaurus-site', 'sidebars.js');
const sha1 = (file: string) =>
  createHash('sha1')
    .update(readFileSync(path.join(site.dir, file)))
    .digest('hex');
const DIAGRAM_FILE = `${sha1('docs/guides/img/diagram.svg')}-120x40.svg`;
const LOGO_FILE = `${sha1('img/logo.svg')}-48x48.svg`;
const DIAGRAM = `image@file://./images/${DIAGRAM_FILE}`;
const LOGO = `image@file://./images/${LOGO_FILE}`;

let result: ImportResult;
const byId = new Map<string, SanityDocument>();
const body = (id: string) => withoutKeys(byId.get(id)?.body) as unknown[];
const fields = (id: string) => {
  const { body: _body, ...rest } = byId.get(id) ?? { _id: id, _type: 'missing' };
  return withoutKeys(rest);
};

before(async () => {
  result = await importFixture(site);
  for (const document of result.documents) byId.set(document._id, document);
});

describe('fixture Docusaurus site', () => {
  test('imports every doc but the partial and the duplicate route, the sidebar categories and link, and the singletons', () => {
    assert.deepEqual(
      result.documents.map((document) => document._id),
      [
        'announcement',
        'doc-api_index',
        'doc-api_reference',
        'doc-guides_admonitions',
        'doc-guides_code',
        'doc-guides_formatting',
        'doc-guides_links',
        'doc-guides_mdx-features',
        'doc-guides_tables-and-images',
        'doc-welcome',
        'footer',
        'landingPage',
        'navbar',
        'redirects',
        'sidebarCategory-api',
        'sidebarCategory-getting-started',
        'sidebarCategory-guides',
        'sidebarCategory-guides_deep-dive',
        'sidebarLink-guides_example-site',
        'siteSettings',
      ],
    );
  });

  test('output passes the schema: its shape and every rule the Studio runs', async () => {
    assert.deepEqual(await schemaProblems(result.documents), []);
  });

  test('front matter: id, slug, sidebar_label, description, keywords, hide_title; unknown fields ignored', () => {
    assert.deepEqual(fields('doc-welcome'), {
      _id: 'doc-welcome',
      _type: 'doc',
      title: 'Welcome to the Fixture',
      route: { _type: 'slug', current: 'start' },
      sidebarLabel: 'Welcome',
      description: 'Intro > Welcome: the fixture landing doc',
      keywords: ['fixture', 'docusaurus'],
      hideTitle: true,
      sidebar: { _type: 'sidebarPlace', category: ref('sidebarCategory-getting-started'), position: 1 },
    });
  });

  test('title from the first h1 (removed from the body), number prefix stripped, relative slug', () => {
    assert.deepEqual(fields('doc-api_reference'), {
      _id: 'doc-api_reference',
      _type: 'doc',
      title: 'API Reference',
      route: { _type: 'slug', current: 'api/reference-page' },
      hideTitle: false,
      sidebar: { _type: 'sidebarPlace', category: ref('sidebarCategory-api'), position: 1 },
    });
    assert.deepEqual(body('doc-api_reference'), [
      text('Intro text.'),
      block('h2', [span('Functions')]),
      block('normal', [span('Call '), span('run()', 'code'), span('.')]),
    ]);
    assert.deepEqual(byId.get('doc-api_index')?.route, { _type: 'slug', current: 'api' });
  });

  test('headings, marks, soft and hard breaks, nested lists, code in a list item, blockquote', () => {
    const bullet = (value: string, level: number) => text(value, { listItem: 'bullet', level });
    const numbered = (value: string, level: number) => text(value, { listItem: 'number', level });
    assert.deepEqual(body('doc-guides_formatting'), [
      block('normal', [
        span('Plain text with '),
        span('bold', 'strong'),
        span(', '),
        span('italic', 'em'),
        span(', '),
        span('code', 'code'),
        span(', '),
        span('struck', 'strike-through'),
        span(' and '),
        span('both', 'strong', 'em'),
        span('. A soft line break joins lines,\na hard break keeps a newline.'),
      ]),
      // An h1 inside the body: the page's title is its only h1.
      block('h2', [span('Top heading demoted')]),
      block('h2', [span('Second level')]),
      block('h3', [span('Third level')]),
      block('h4', [span('Fourth level')]),
      block('h5', [span('Fifth level')]),
      block('h6', [span('Sixth level')]),
      block('h2', [span('Lists and more')]),
      bullet('First bullet', 1),
      bullet('Second bullet', 1),
      bullet('Nested bullet', 2),
      numbered('Deep numbered', 3),
      bullet('Third bullet\n\nSecond paragraph of the third bullet.', 1),
      numbered('Step one', 1),
      numbered('Step two', 1),
      { _type: 'code', language: 'sh', code: 'npm install' },
      numbered('Step three', 1),
      block('blockquote', [span('A quoted line with a '), span('link', '#0'), span('.')], {
        markDefs: [externalLink('https://example.com/quote')],
      }),
    ]);
  });

  test('links: external, mailto, relative .md with anchors, routes, same-page anchors; broken ones keep their text', () => {
    assert.deepEqual(body('doc-guides_links'), [
      block(
        'normal',
        [
          span('External '),
          span('Example', '#0'),
          span(' and '),
          span('mail', '#1'),
          span('. Relative '),
          span('formatting lists', '#2'),
          span(', '),
          span('code', '#3'),
          span(' and '),
          span('up', '#4'),
          span('. Routes '),
          span('code highlights', '#5'),
          span(', '),
          span('admonitions', '#6'),
          span(', '),
          span('start', '#7'),
          span(' and '),
          span('same page', '#8'),
          span('.'),
        ],
        {
          markDefs: [
            externalLink('https://example.com'),
            externalLink('mailto:team@example.com'),
            internalLink('doc-guides_formatting', 'lists-and-more'),
            internalLink('doc-guides_code'),
            internalLink('doc-api_reference', 'functions'),
            internalLink('doc-guides_code', 'highlighting'),
            internalLink('doc-guides_admonitions'),
            internalLink('doc-welcome'),
            internalLink('doc-guides_links', 'section-two'),
          ],
        },
      ),
      block('h2', [span('Section two')]),
      block(
        'normal',
        [
          span('Broken: missing file, missing route, '),
          span('bad anchor', '#0'),
          span(', a PDF, docs prefix and ftp.'),
        ],
        // The anchor no heading has is left out: the link leads to the page, as a broken anchor does in Docusaurus.
        { markDefs: [internalLink('doc-guides_code')] },
      ),
    ]);
  });

  test('code fences: title, highlighted lines, language aliases, indented code, magic comments, ::: inside a fence', () => {
    assert.deepEqual(body('doc-guides_code'), [
      block('h2', [span('Highlighting')]),
      {
        _type: 'code',
        language: 'tsx',
        code: 'line1\nline2\nline3\nline4',
        filename: 'src/App.tsx',
        highlightedLines: [1, 3, 4],
        showLineNumbers: true,
      },
      { _type: 'code', language: 'javascript', code: 'const a = 1;', filename: 'single.js' },
      { _type: 'code', language: 'typescript', code: 'let b: number;' },
      { _type: 'code', language: 'sh', code: 'npm test' },
      { _type: 'code', language: 'markdown', code: '# markdown' },
      { _type: 'code', language: 'text', code: 'plain text' },
      { _type: 'code', language: 'python', code: 'print("hi")' },
      { _type: 'code', language: 'text', code: 'indented code block' },
      {
        _type: 'code',
        language: 'javascript',
        code: 'const highlighted = true;\nconst plain = false;\none();\ntwo();',
        highlightedLines: [1, 3, 4],
      },
      { _type: 'code', language: 'text', code: ':::note\nnot an admonition: inside a code fence\n:::' },
    ]);
  });

  test('admonitions: every kind and alias, titles, lists and code inside, inside a list item, table moved after', () => {
    const admonition = (kind: string, title: string | undefined, ...content: unknown[]) => ({
      _type: 'admonition',
      kind,
      ...(title !== undefined ? { title } : {}),
      body: content,
    });
    assert.deepEqual(body('doc-guides_admonitions'), [
      admonition('note', undefined, text('A note without a title.')),
      admonition('tip', 'Pro tip', text('A tip with a title.')),
      admonition('info', 'Bracket title', text('Info with the bracket syntax.')),
      admonition('caution', undefined, text('Careful now.')),
      admonition('danger', 'Do not do this', text('Dangerous.')),
      admonition('warning', undefined, text('A warning is a kind of its own.')),
      // An alias keeps the word Docusaurus 3 shows on it as its title.
      admonition('info', 'important', text('Important maps to info.')),
      admonition('tip', 'success', text('Success maps to tip.')),
      admonition('note', 'secondary', text('Secondary maps to note.')),
      admonition(
        'tip',
        'Lists and code',
        text('point one', { listItem: 'bullet', level: 1 }),
        text('point two', { listItem: 'bullet', level: 1 }),
        { _type: 'code', language: 'javascript', code: 'tip();' },
        block('normal', [span('Heading inside', 'strong')]),
      ),
      text('First step', { listItem: 'number', level: 1 }),
      admonition('note', undefined, text('Inside a list item.')),
      text('Second step', { listItem: 'number', level: 1 }),
      admonition('info', undefined, text('A table follows.')),
      {
        _type: 'table',
        hasHeaderRow: true,
        rows: [
          { _type: 'tableRow', cells: [cell(text('A')), cell(text('B'))] },
          { _type: 'tableRow', cells: [cell(text('1')), cell(text('2'))] },
        ],
      },
    ]);
  });

  test('tables with marks, links and <br>, padded rows; images with caption, split from text, from the static folder', () => {
    assert.deepEqual(body('doc-guides_tables-and-images'), [
      {
        _type: 'table',
        hasHeaderRow: true,
        rows: [
          { _type: 'tableRow', cells: [cell(text('Feature')), cell(text('Status')), cell(text('Docs'))] },
          {
            _type: 'tableRow',
            cells: [
              cell(block('normal', [span('Bold', 'strong')])),
              cell(block('normal', [span('code', 'code')])),
              cell(block('normal', [span('Links', '#0')], { markDefs: [internalLink('doc-guides_links')] })),
            ],
          },
          { _type: 'tableRow', cells: [cell(text('Short')), cell(text('a\nb')), { _type: 'tableCell', content: [] }] },
        ],
      },
      { _type: 'image', alt: 'A small diagram', caption: 'The diagram caption', _sanityAsset: DIAGRAM },
      text('Text before'),
      { _type: 'image', alt: 'Inline diagram', _sanityAsset: DIAGRAM },
      text('text after.'),
      { _type: 'image', alt: 'Logo from the static folder', _sanityAsset: LOGO },
    ]);
  });

  test('MDX: Tabs become a tabs block; imports, other JSX and expressions are skipped; comments dropped', () => {
    assert.deepEqual(body('doc-guides_mdx-features'), [
      text('Some text before the tabs.'),
      {
        _type: 'tabs',
        groupId: 'package-manager',
        tabs: [
          { _type: 'tab', label: 'npm', body: [{ _type: 'code', language: 'sh', code: 'npm install fixture' }] },
          {
            _type: 'tab',
            label: 'Yarn',
            value: 'yarn',
            body: [{ _type: 'code', language: 'sh', code: 'yarn add fixture' }],
          },
        ],
      },
      block('normal', [span('Inline '), span('Ctrl', 'kbd'), span(' key and an expression here.')]),
      text('Done.'),
    ]);
  });

  test('warnings name file and line', () => {
    assert.deepEqual(formatted(result.warnings, site.dir), [
      'docs/guides/admonitions.md:49: warning: heading "Heading inside" inside an admonition is shown as bold text',
      'docs/guides/admonitions.md:63: warning: table cannot be inside an admonition; placed after it',
      'docs/guides/formatting.md:9: warning: h1 "Top heading demoted" changed to h2: the page title is the only h1',
      'docs/guides/links.md:11: warning: "./missing.md" is not a doc file in the docs folder; the link was removed, its text kept',
      'docs/guides/links.md:11: warning: no doc has the route "/nope"; the link was removed, its text kept',
      'docs/guides/links.md:11: warning: anchor "#no-such-heading" is not a heading in guides/code.md; the link leads to the top of the page',
      'docs/guides/links.md:12: warning: "./files/guide.pdf" is not a doc (only .md/.mdx files and routes can be linked); the link was removed, its text kept',
      'docs/guides/links.md:12: warning: no doc has the route "/docs/guides/code"; the link was removed, its text kept',
      'docs/guides/links.md:12: warning: links with "ftp:" are not supported (use https:, http: or mailto:); the link was removed, its text kept',
      'docs/guides/mdx-features.mdx:25: warning: skipped MDX expression {props.value}',
      'docs/zz-duplicate.md:1: warning: duplicate route: its route "/start" is already used by intro.md; this file was dropped, intro.md kept',
      'sidebars.js:23: warning: sidebar "extra" ignored: the site has one sidebar, "docs"',
      'site.json: warning: siteSettings.theme: unknown field ignored',
      'site.json: warning: footer.linkGroups[0].links[1].to: anchor "#missing" is not a heading in guides/code.md',
    ]);
  });

  test('sidebar: nested category, link item, shorthand object category and autogenerated items, in their order', () => {
    assert.deepEqual(sidebarOutline(result.documents), [
      'Getting Started [open]',
      '  doc-welcome',
      '  doc-guides_formatting',
      'Guides [closed]',
      '  doc-guides_links',
      '  Deep Dive [closed]',
      '    doc-guides_code',
      '    doc-guides_admonitions',
      '  ↗ Example site https://example.com',
      '  doc-guides_tables-and-images',
      '  doc-guides_mdx-features',
      'API [closed]',
      '  doc-api_reference',
      '  doc-api_index',
    ]);
    assert.deepEqual(withoutKeys(byId.get('sidebarCategory-guides_deep-dive')), {
      _id: 'sidebarCategory-guides_deep-dive',
      _type: 'sidebarCategory',
      label: 'Deep Dive',
      sidebar: { _type: 'sidebarPlace', category: ref('sidebarCategory-guides'), position: 2 },
      collapsible: true,
      collapsed: true,
    });
    assert.deepEqual(withoutKeys(byId.get('sidebarLink-guides_example-site')), {
      _id: 'sidebarLink-guides_example-site',
      _type: 'sidebarLink',
      label: 'Example site',
      href: 'https://example.com',
      sidebar: { _type: 'sidebarPlace', category: ref('sidebarCategory-guides'), position: 3 },
    });
  });

  test('site singletons: links with anchors, dropdowns, logos, favicon, announcement Portable Text, hero and features', () => {
    const logo = { _type: 'logo', alt: 'Fixture logo', _sanityAsset: LOGO };
    assert.deepEqual(withoutKeys(byId.get('siteSettings')), {
      _id: 'siteSettings',
      _type: 'siteSettings',
      title: 'Fixture',
      tagline: 'A fixture site',
      url: 'https://fixture.example',
      titleDelimiter: ' | ',
      favicon: { _type: 'image', _sanityAsset: LOGO },
      // Not in the fixture's site.json: the Studio's initial values, and where the current docs live (the root).
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, showSwitch: true },
      docsVersionLabel: 'Next',
      docsVersionPath: '',
      hideNavbarOnScroll: false,
      showEditLinks: false,
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 4,
    });
    assert.deepEqual(withoutKeys(byId.get('navbar')), {
      _id: 'navbar',
      _type: 'navbar',
      title: 'Fixture',
      logo,
      items: [
        { _type: 'navbarItem', kind: 'link', label: 'Start', position: 'left', doc: ref('doc-welcome') },
        {
          _type: 'navbarItem',
          kind: 'link',
          label: 'Code',
          position: 'right',
          doc: ref('doc-guides_code'),
          anchor: 'highlighting',
        },
        {
          _type: 'navbarItem',
          kind: 'link',
          label: 'More',
          position: 'right',
          dropdown: [
            { _type: 'siteLink', label: 'Links', doc: ref('doc-guides_links') },
            { _type: 'siteLink', label: 'Example', url: 'https://example.com' },
          ],
        },
      ],
    });
    assert.deepEqual(withoutKeys(byId.get('footer')), {
      _id: 'footer',
      _type: 'footer',
      style: 'light',
      layout: 'row',
      logo,
      logoUrl: 'https://example.com',
      linkGroups: [
        {
          _type: 'footerLinkGroup',
          title: 'Docs',
          links: [
            { _type: 'siteLink', label: 'Lists', doc: ref('doc-guides_formatting'), anchor: 'lists-and-more' },
            { _type: 'siteLink', label: 'Bad anchor', doc: ref('doc-guides_code'), anchor: 'missing' },
          ],
        },
      ],
      copyright: '© Fixture authors',
    });
    assert.deepEqual(withoutKeys(byId.get('announcement')), {
      _id: 'announcement',
      _type: 'announcement',
      announcementId: 'fixture-1',
      enabled: true,
      isCloseable: false,
      backgroundColor: '#20232a',
      textColor: '#ffffff',
      content: [
        block(
          'normal',
          [
            span('Read the '),
            span('links page', '#0'),
            span(' and '),
            span('more', 'strong'),
            span(' at '),
            span('Example', '#1'),
            span('.'),
          ],
          { markDefs: [internalLink('doc-guides_links'), externalLink('https://example.com')] },
        ),
      ],
    });
    assert.deepEqual(withoutKeys(byId.get('landingPage')), {
      _id: 'landingPage',
      _type: 'landingPage',
      hero: {
        title: 'Fixture',
        tagline: 'Testing the importer',
        actions: [
          { _type: 'heroAction', label: 'Start', variant: 'primary', doc: ref('doc-welcome'), anchor: 'fixture-home' },
          { _type: 'heroAction', label: 'GitHub', variant: 'secondary', url: 'https://github.com/example/fixture' },
        ],
      },
      features: [{ _type: 'feature', title: 'One', text: 'The first feature.' }],
    });
  });

  test('keys are sha1(documentId|json path), and markDef keys match the marks that use them', () => {
    const links = byId.get('doc-guides_links') as unknown as {
      body: Array<{ _key: string; markDefs: { _key: string }[]; children: { _key: string; marks: string[] }[] }>;
    };
    const first = links.body[0];
    assert.ok(first);
    assert.equal(first._key, keyFor('doc-guides_links', 'body[0]'));
    assert.equal(first.children[1]?._key, keyFor('doc-guides_links', 'body[0].children[1]'));
    assert.equal(first.markDefs[0]?._key, keyFor('doc-guides_links', 'body[0].markDefs[0]'));
    assert.deepEqual(first.children[1]?.marks, [first.markDefs[0]?._key]);
  });

  test('assets: one file per distinct image, named <sha1>-<w>x<h>.<ext>', () => {
    assert.deepEqual(
      result.assets.map((asset) => asset.fileName),
      [DIAGRAM_FILE, LOGO_FILE].sort(),
    );
  });
});

function cell(...content: unknown[]) {
  return { _type: 'tableCell', content };
}
