import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { ImportError, type ImportResult, importDocusaurusSite } from '../../../../src/import/index.ts';
import { serveClassicSite } from '../../../support/classicSite.ts';
import { cliPath, formatted, repoRoot, tempDir, tempSite, withoutKeys } from '../../../support/helpers.ts';
import { sidebarOutline } from '../sidebarOutline.ts';

/** Each doc as `_id /route version`, the version being its docsVersion reference or `-` for the current docs. */
function docRoutes(result: ImportResult): string[] {
  return result.documents
    .filter((document) => document._type === 'doc')
    .map((document) => {
      const route = (document.route as { current: string }).current;
      const owner = (document.version ?? document.section) as { _ref: string } | undefined;
      const version = owner?._ref ?? '-';
      return `${document._id} /${route} ${version}`;
    });
}

function documentById(result: ImportResult, id: string): Record<string, unknown> {
  const document = result.documents.find((candidate) => candidate._id === id);
  assert.ok(document, `document ${id}`);
  return document as Record<string, unknown>;
}

/** The docs a doc's body links to, in order. */
function linkTargets(document: Record<string, unknown>): string[] {
  const blocks = withoutKeys(document.body) as { markDefs?: { _type: string; reference?: { _ref: string } }[] }[];
  return blocks.flatMap((block) => block.markDefs ?? []).flatMap((def) => (def.reference ? [def.reference._ref] : []));
}

/** Warnings apart from what every small config here gets (no logo in the footer, the React home page). */
function versionWarnings(result: ImportResult, dir: string): string[] {
  return formatted(result.warnings, dir).filter((line) => !line.startsWith('docusaurus.config.mjs: warning: '));
}

describe("the classic fixture's release 1.x (versions.json, versioned_docs/, versioned_sidebars/)", async () => {
  const served = await serveClassicSite(tempDir('classic-versions-'));
  after(() => served.close());
  const result = await importDocusaurusSite({ websiteDir: served.dir, gitDates: false });
  const doc = (id: string) => documentById(result, id);

  test('1.x, the lastVersion, lives at /docs; the current docs at /docs/next, with no version', () => {
    assert.deepEqual(docRoutes(result), [
      'doc-1_x--api_createSomething /docs/api/createSomething docsVersion-1_x',
      'doc-1_x--intro /docs/intro docsVersion-1_x',
      'doc-1_x--tutorial-basics_create-a-store /docs/tutorial-basics/create-a-store docsVersion-1_x',
      'doc-1_x--tutorial-basics_read-state /docs/tutorial-basics/read-state docsVersion-1_x',
      'doc-api_advanced_internals_batching /docs/next/api/advanced/internals/batching -',
      'doc-api_advanced_internals_overview /docs/next/api/advanced/internals/overview -',
      'doc-api_advanced_middleware /docs/next/api/advanced/middleware -',
      'doc-api_createSomething /docs/next/api/createSomething -',
      'doc-api_useSomething /docs/next/api/useSomething -',
      'doc-community--0_9--welcome /community/0.9/welcome docsVersion-community--0_9',
      // A file named in Chinese: its route as Docusaurus serves it, each character of its Sanity id spelled out.
      'doc-community--people__u805a_u4f1a /community/people/聚会 docsSection-community',
      'doc-community--people_conduct /community/people/conduct docsSection-community',
      'doc-community--people_support /community/people/support docsSection-community',
      'doc-community--welcome /community/welcome docsSection-community',
      'doc-intro /docs/next/intro -',
      'doc-tutorial-basics_congratulations /docs/next/tutorial-basics/congratulations -',
      'doc-tutorial-basics_create-a-store /docs/next/tutorial-basics/create-a-store -',
      'doc-tutorial-basics_read-state /docs/next/tutorial-basics/read-state -',
      'doc-tutorial-extras_upgrading /docs/next/tutorial-extras/upgrading -',
      'drafts.doc-tutorial-extras_testing /docs/next/tutorial-extras/testing -',
    ]);
    assert.ok(!('version' in doc('doc-intro')), 'current docs have no version field');
    // The same doc id in two versions: two docs, each with its own text.
    assert.match(JSON.stringify(doc('doc-1_x--intro').body), /In Store Kit 1\.x, your app's state lives/);
    assert.doesNotMatch(JSON.stringify(doc('doc-intro').body), /Store Kit 1\.x/);
    // Without hide_title, 1.x's read-state keeps its heading as the title.
    assert.equal(doc('doc-1_x--tutorial-basics_read-state').title, 'Read state');
    assert.equal(doc('doc-tutorial-basics_read-state').title, 'Reading state in components');
  });

  test('the docsVersion document: name, label, path, latest release and menu place', () => {
    assert.deepEqual(withoutKeys(doc('docsVersion-1_x')), {
      _id: 'docsVersion-1_x',
      _type: 'docsVersion',
      name: '1.x',
      label: '1.x',
      path: 'docs',
      isLast: true,
      order: 1,
    });
    assert.deepEqual(
      result.documents.filter((document) => document._type === 'docsVersion').map((document) => document._id),
      // The community section's release is a docs version too (website.test.ts looks at it).
      ['docsVersion-1_x', 'docsVersion-community--0_9'],
    );
  });

  test("the release's own sidebar: its categories name the version, its generated index page keeps /docs/category/…", () => {
    assert.deepEqual(sidebarOutline(result.documents, '1.x'), [
      'doc-1_x--intro',
      'Tutorial - Basics [closed] → /docs/category/tutorial---basics',
      '  doc-1_x--tutorial-basics_create-a-store',
      '  doc-1_x--tutorial-basics_read-state',
      'API [closed]',
      '  doc-1_x--api_createSomething',
    ]);
    assert.deepEqual(withoutKeys(doc('sidebarCategory-1_x--tutorial-basics')), {
      _id: 'sidebarCategory-1_x--tutorial-basics',
      _type: 'sidebarCategory',
      label: 'Tutorial - Basics',
      version: { _type: 'reference', _ref: 'docsVersion-1_x' },
      sidebar: { _type: 'sidebarPlace', position: 2 },
      collapsible: true,
      collapsed: true,
      link: { kind: 'generatedIndex', route: { _type: 'slug', current: 'docs/category/tutorial---basics' } },
    });
    assert.deepEqual(
      result.documents
        .filter((document) => document._type === 'sidebarCategory')
        .map((document) => [
          document._id,
          ((document.version ?? document.section) as { _ref: string } | undefined)?._ref ?? '-',
        ]),
      [
        ['sidebarCategory-1_x--api', 'docsVersion-1_x'],
        ['sidebarCategory-1_x--tutorial-basics', 'docsVersion-1_x'],
        ['sidebarCategory-api', '-'],
        ['sidebarCategory-api_advanced', '-'],
        ['sidebarCategory-api_advanced_internals', '-'],
        // The community section's own category names the section.
        ['sidebarCategory-community--people', 'docsSection-community'],
        ['sidebarCategory-tutorial-basics', '-'],
        ['sidebarCategory-tutorial-extras', '-'],
      ],
    );
    // Its docs sit in its own categories.
    assert.deepEqual(doc('doc-1_x--tutorial-basics_read-state').sidebar, {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-1_x--tutorial-basics' },
      position: 2,
    });
  });

  test('site settings say where the current docs live and what they are called', () => {
    const settings = doc('siteSettings');
    assert.equal(settings.docsVersionLabel, 'Next');
    assert.equal(settings.docsVersionPath, 'docs/next');
  });

  test('file links and relative routes stay in their version; absolute routes reach any version', () => {
    // 1.x: ./tutorial-basics/create-a-store.md is 1.x's; /docs/next/intro is the current intro.
    assert.deepEqual(linkTargets(doc('doc-1_x--intro')), ['doc-1_x--tutorial-basics_create-a-store', 'doc-intro']);
    // 1.x: ../api/createSomething.md, then ./read-state.md.
    assert.deepEqual(linkTargets(doc('doc-1_x--tutorial-basics_create-a-store')), [
      'doc-1_x--api_createSomething',
      'doc-1_x--tutorial-basics_read-state',
    ]);
    // 1.x: the relative route ../api/createSomething, from /docs/tutorial-basics/read-state.
    assert.deepEqual(linkTargets(doc('doc-1_x--tutorial-basics_read-state')), ['doc-1_x--api_createSomething']);
    // Current: the same file link leads to the current doc.
    assert.deepEqual(linkTargets(doc('doc-tutorial-basics_create-a-store')), [
      'doc-api_createSomething',
      'doc-tutorial-basics_read-state',
    ]);
    // Current: /docs/intro is 1.x's intro, as it is on the Docusaurus site; /docs/next/intro (the link a component
    // renders) the current one.
    assert.deepEqual(linkTargets(doc('doc-tutorial-extras_upgrading')), ['doc-intro', 'doc-1_x--intro']);
    // Config links: the footer's /docs/intro is 1.x's, the announcement's /docs/next/… the current docs'.
    const footer = withoutKeys(doc('footer')) as {
      linkGroups: { links: { label: string; doc?: { _ref: string } }[] }[];
    };
    assert.deepEqual(footer.linkGroups[0]?.links[0], {
      _type: 'siteLink',
      label: 'Tutorial',
      doc: { _type: 'reference', _ref: 'doc-1_x--intro' },
    });
    assert.match(JSON.stringify(doc('announcement').content), /"_ref":"doc-tutorial-extras_upgrading"/);
  });
});

const CONFIG_HEAD = "export default { title: 'V', tagline: 'Versions', url: 'https://v.example', baseUrl: '/',\n";
const CONFIG_TAIL =
  "  themeConfig: { navbar: { title: 'V', logo: { src: 'img/logo.svg', alt: 'Logo' }, items: [{ href: 'https://v.example/blog', label: 'Blog' }] },\n" +
  "    footer: { links: [{ label: 'Blog', href: 'https://v.example/blog' }], copyright: 'Copyright' } } };\n";

/** A website with the current docs and releases 2.0 and 1.0, each with one doc `a`; `docs` is the docs plugin's options. */
function versionedSite(files: Record<string, string> = {}, docs = '{}') {
  return tempSite({
    'docusaurus.config.mjs': `${CONFIG_HEAD}  presets: [['classic', { docs: ${docs} }]],\n${CONFIG_TAIL}`,
    'sidebars.json': '{ "docs": { "Docs": ["a"] } }',
    'docs/a.md': '# A next\n\nText.\n',
    'versions.json': '["2.0", "1.0"]',
    'versioned_docs/version-2.0/a.md': '# A two\n\nText.\n',
    'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": { "Docs": ["a"] } }',
    'versioned_docs/version-1.0/a.md': '# A one\n\nText.\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": { "Docs": ["a"] } }',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    ...files,
  });
}

const importSite = (dir: string, options: { versions?: string[] } = {}) =>
  importDocusaurusSite({ websiteDir: dir, gitDates: false, ...options });

/** The docsVersion documents as [name, label, path, isLast, order]. */
function versionsOf(result: ImportResult): unknown[][] {
  return result.documents
    .filter((document) => document._type === 'docsVersion')
    .map((document) => [document.name, document.label, document.path, document.isLast, document.order]);
}

function currentDocsSettings(result: ImportResult): [unknown, unknown] {
  const settings = documentById(result, 'siteSettings');
  return [settings.docsVersionLabel, settings.docsVersionPath];
}

async function importErrors(promise: Promise<unknown>, dir: string): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return formatted(error.problems, dir);
    throw error;
  }
  assert.fail('the import should have failed');
}

describe('docs versions', () => {
  test("Docusaurus's defaults: the newest release at routeBasePath, the current docs at next, the others at their name", async () => {
    const site = versionedSite();
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), [
      'doc-1_0--a /docs/1.0/a docsVersion-1_0',
      'doc-2_0--a /docs/a docsVersion-2_0',
      'doc-a /docs/next/a -',
    ]);
    assert.deepEqual(versionsOf(result), [
      ['1.0', '1.0', 'docs/1.0', false, 2],
      ['2.0', '2.0', 'docs', true, 1],
    ]);
    assert.deepEqual(currentDocsSettings(result), ['Next', 'docs/next']);
    assert.deepEqual(versionWarnings(result, site.dir), []);
  });

  test('without versions.json nothing changes: no docsVersion, the current docs at routeBasePath', async () => {
    const site = versionedSite({ 'versions.json': '[]' });
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), ['doc-a /docs/a -']);
    assert.deepEqual(versionsOf(result), []);
    assert.deepEqual(currentDocsSettings(result), ['Next', 'docs']);
  });

  test('the lastVersion, versions.<name>.label and versions.<name>.path options', async () => {
    const site = versionedSite(
      {},
      "{ lastVersion: 'current', versions: { current: { label: 'Canary' }, '1.0': { label: 'Legacy', path: '/old/' } } }",
    );
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), [
      'doc-1_0--a /docs/old/a docsVersion-1_0',
      'doc-2_0--a /docs/2.0/a docsVersion-2_0',
      'doc-a /docs/a -',
    ]);
    assert.deepEqual(versionsOf(result), [
      ['1.0', 'Legacy', 'docs/old', false, 2],
      ['2.0', '2.0', 'docs/2.0', false, 1],
    ]);
    assert.deepEqual(currentDocsSettings(result), ['Canary', 'docs']);
  });

  test('with docs at the site root, the latest release lives at the root (path "")', async () => {
    const site = versionedSite({ 'versions.json': '["2.0"]' }, "{ routeBasePath: '/' }");
    rmSync(path.join(site.dir, 'versioned_docs', 'version-1.0'), { recursive: true });
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), ['doc-2_0--a /a docsVersion-2_0', 'doc-a /next/a -']);
    assert.deepEqual(versionsOf(result), [['2.0', '2.0', '', true, 1]]);
    assert.deepEqual(currentDocsSettings(result), ['Next', 'next']);
  });

  test('onlyIncludeVersions leaves releases out; the lastVersion is then the newest included', async () => {
    const site = versionedSite({}, "{ onlyIncludeVersions: ['current', '1.0'] }");
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), ['doc-1_0--a /docs/a docsVersion-1_0', 'doc-a /docs/next/a -']);
    assert.deepEqual(versionsOf(result), [['1.0', '1.0', 'docs', true, 2]]);
  });

  test("includeCurrentVersion: false: the newest release takes the current docs' place, and says so", async () => {
    const site = versionedSite({}, '{ includeCurrentVersion: false }');
    const result = await importSite(site.dir);
    assert.deepEqual(docRoutes(result), ['doc-1_0--a /docs/1.0/a docsVersion-1_0', 'doc-a /docs/a -']);
    assert.equal(documentById(result, 'doc-a').title, 'A two');
    assert.deepEqual(sidebarOutline(result.documents), ['Docs [closed]', '  doc-a']);
    assert.deepEqual(versionsOf(result), [['1.0', '1.0', 'docs/1.0', false, 2]]);
    assert.deepEqual(currentDocsSettings(result), ['2.0', 'docs']);
    assert.deepEqual(formatted(result.warnings, site.dir), [
      'docusaurus.config.mjs: warning: the current docs are not imported (the config sets includeCurrentVersion: false): version 2.0, the newest imported, takes their place as the site\'s docs without a version, at /docs and labelled "2.0"',
      "docusaurus.config.mjs: warning: src/pages: the home page is React code and is not converted: the site's home page gets the title, tagline and a button to the first doc; edit it in the Studio",
    ]);
  });

  test('docs: false with docs plugins of their own: the first is the main docs, the next a section with its own release', async () => {
    const plugin = (id: string, extra = '') =>
      `['@docusaurus/plugin-content-docs', { id: '${id}', path: '${id}', routeBasePath: '${id}', sidebarPath: './sidebars-${id}.json'${extra} }]`;
    const site = tempSite({
      'docusaurus.config.mjs': `${CONFIG_HEAD}  presets: [['classic', { docs: false }]],\n  plugins: [${plugin('cli')}, ${plugin('guides')}],\n${CONFIG_TAIL.replace(
        "items: [{ href: 'https://v.example/blog', label: 'Blog' }]",
        "items: [{ type: 'docSidebar', sidebarId: 's', docsPluginId: 'cli', label: 'CLI' }, { type: 'docsVersionDropdown', docsPluginId: 'cli' }, { type: 'docsVersionDropdown', docsPluginId: 'guides' }]",
      )}`,
      'sidebars-cli.json': '{ "s": ["a"] }',
      'sidebars-guides.json': '{ "g": ["b"] }',
      'cli/a.md': '# A next\n\nText.\n',
      'cli_versions.json': '["1.0"]',
      'cli_versioned_docs/version-1.0/a.md': '# A one\n\nText.\n',
      'cli_versioned_sidebars/version-1.0-sidebars.json': '{ "s": ["a"] }',
      'guides/b.md': '# B next\n\nText.\n',
      'guides_versions.json': '["2.0"]',
      'guides_versioned_docs/version-2.0/b.md': '# B two\n\nText.\n',
      'guides_versioned_sidebars/version-2.0-sidebars.json': '{ "g": ["b"] }',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    });
    const result = await importSite(site.dir);
    // As Docusaurus serves them: each plugin's newest release at its routeBasePath, its current docs at next.
    assert.deepEqual(docRoutes(result), [
      'doc-1_0--a /cli/a docsVersion-1_0',
      'doc-a /cli/next/a -',
      'doc-guides--2_0--b /guides/b docsVersion-guides--2_0',
      'doc-guides--b /guides/next/b docsSection-guides',
    ]);
    assert.deepEqual(currentDocsSettings(result), ['Next', 'cli/next']);
    assert.deepEqual(withoutKeys(documentById(result, 'docsSection-guides')), {
      _id: 'docsSection-guides',
      _type: 'docsSection',
      name: 'guides',
      label: 'Guides',
      path: 'guides/next',
    });
    assert.deepEqual(documentById(result, 'docsVersion-guides--2_0').section, {
      _type: 'reference',
      _ref: 'docsSection-guides',
    });
    const items = (withoutKeys(documentById(result, 'navbar')) as { items: Record<string, unknown>[] }).items;
    assert.deepEqual(
      items.map(({ kind, doc, docsSection }) => [
        kind,
        (doc as { _ref?: string } | undefined)?._ref ?? (docsSection as { _ref?: string } | undefined)?._ref,
      ]),
      [
        ['link', 'doc-1_0--a'],
        ['docsVersionDropdown', undefined],
        ['docsVersionDropdown', 'docsSection-guides'],
      ],
    );
    assert.ok(
      formatted(result.warnings, site.dir).includes(
        'docusaurus.config.mjs: warning: plugins[0]: the config has no main docs (docs: false); docs plugin "cli", the first, is imported as the site\'s main docs and the other docs plugins as docs sections',
      ),
    );
  });

  test('--version (the versions option) imports some versions, each at the address Docusaurus gives it', async () => {
    const site = versionedSite();
    const some = await importSite(site.dir, { versions: ['1.0', 'current'] });
    assert.deepEqual(docRoutes(some), ['doc-1_0--a /docs/1.0/a docsVersion-1_0', 'doc-a /docs/next/a -']);
    assert.deepEqual(versionsOf(some), [['1.0', '1.0', 'docs/1.0', false, 2]]);
    assert.deepEqual(versionWarnings(some, site.dir), []);

    const current = await importSite(site.dir, { versions: ['current'] });
    assert.deepEqual(docRoutes(current), ['doc-a /docs/next/a -']);
    assert.deepEqual(currentDocsSettings(current), ['Next', 'docs/next']);

    // Without "current", the newest version given stands in for the current docs, at its own address.
    const old = await importSite(site.dir, { versions: ['1.0'] });
    assert.deepEqual(docRoutes(old), ['doc-a /docs/1.0/a -']);
    assert.deepEqual(versionsOf(old), []);
    assert.deepEqual(currentDocsSettings(old), ['1.0', 'docs/1.0']);
    assert.deepEqual(versionWarnings(old, site.dir), [
      'versions.json: warning: the current docs are not imported (--version leaves them out): version 1.0, the newest imported, takes their place as the site\'s docs without a version, at /docs/1.0 and labelled "1.0"',
    ]);
  });

  test('an unknown --version, or one the config leaves out, is an error listing the versions there are', async () => {
    const site = versionedSite({}, "{ onlyIncludeVersions: ['current', '2.0'] }");
    assert.deepEqual(await importErrors(importSite(site.dir, { versions: ['current', '3.0', '1.0'] }), site.dir), [
      'versions.json: error: --version 3.0: there is no docs version "3.0"; the versions to import are current, 2.0',
      'versions.json: error: --version 1.0: the config leaves version "1.0" out (onlyIncludeVersions); the versions to import are current, 2.0',
    ]);
    const plain = versionedSite({ 'versions.json': '[]' });
    assert.deepEqual(await importErrors(importSite(plain.dir, { versions: ['1.0'] }), plain.dir), [
      'docusaurus.config.mjs: error: --version 1.0: there is no docs version "1.0"; the versions to import are current',
    ]);
  });

  test('docs options Docusaurus would refuse are errors naming the config', async () => {
    const site = versionedSite(
      {},
      "{ lastVersion: '3.0', versions: { '0.1': { label: 'Old' } }, onlyIncludeVersions: ['2.0'] }",
    );
    assert.deepEqual(await importErrors(importSite(site.dir), site.dir), [
      'docusaurus.config.mjs: error: docs option "lastVersion" names "3.0", which is not a version: the versions are current, 2.0, 1.0',
      'docusaurus.config.mjs: error: docs option "versions.0.1" names an unknown version: the versions are current, 2.0, 1.0',
      'docusaurus.config.mjs: error: docs option "onlyIncludeVersions" leaves out "3.0", the lastVersion',
    ]);
  });

  test('a missing versioned folder or broken sidebars file is an error naming it; a missing sidebars file gets the default sidebar', async () => {
    const missing = versionedSite({ 'versions.json': '["2.0", "1.5"]' });
    assert.deepEqual(await importErrors(importSite(missing.dir), missing.dir), [
      'versioned_docs/version-1.5: error: docs folder of version 1.5 not found; versions.json lists it',
    ]);

    const broken = versionedSite({ 'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": [' });
    const [problem] = await importErrors(importSite(broken.dir), broken.dir);
    assert.match(problem ?? '', /^versioned_sidebars\/version-1\.0-sidebars\.json: error: invalid JSON: /);

    const unsorted = versionedSite({ 'versioned_docs/version-1.0/b.md': '# B one\n\nText.\n' });
    rmSync(path.join(unsorted.dir, 'versioned_sidebars', 'version-1.0-sidebars.json'));
    const result = await importSite(unsorted.dir);
    assert.deepEqual(sidebarOutline(result.documents, '1.0'), ['doc-1_0--a', 'doc-1_0--b']);
    assert.deepEqual(versionWarnings(result, unsorted.dir), [
      'versioned_sidebars/version-1.0-sidebars.json: warning: not found: Docusaurus shows version 1.0 without a sidebar; here every version has one, generated from its folder as for a site without a sidebars file',
    ]);
  });

  test('Docusaurus 2 sidebars: version-1.0/ before doc ids and sidebar names is read as the id without it', async () => {
    const site = versionedSite({
      'versioned_docs/version-1.0/b.md': '# B one\n\nText.\n',
      'versioned_docs/version-1.0/guides/c.md': '# C one\n\nText.\n',
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify(
        {
          'version-1.0/docs': [
            {
              type: 'category',
              label: 'Guide',
              link: { type: 'doc', id: 'version-1.0/a' },
              items: ['b', { type: 'doc', id: 'version-1.0/guides/c' }],
            },
          ],
        },
        null,
        2,
      ),
    });
    const result = await importSite(site.dir);
    assert.deepEqual(sidebarOutline(result.documents, '1.0'), [
      'Guide [closed] → doc-1_0--a',
      '  doc-1_0--b',
      '  doc-1_0--guides_c',
    ]);
    assert.deepEqual(versionWarnings(result, site.dir), []);

    const unknown = versionedSite({
      'versioned_sidebars/version-1.0-sidebars.json':
        '{\n  "docs": [\n    "version-1.0/a",\n    "version-1.0/gone"\n  ]\n}\n',
    });
    assert.deepEqual(await importErrors(importSite(unknown.dir), unknown.dir), [
      'versioned_sidebars/version-1.0-sidebars.json:4: error: unknown doc id "version-1.0/gone" in the sidebar (docs[1]): no doc in the docs folder has this id',
    ]);
  });

  test('drafts in a version are drafts of that version, placed in its sidebar', async () => {
    const site = versionedSite({
      'versioned_docs/version-1.0/b.md': '---\ndraft: true\n---\n\n# B one\n\nText.\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": { "Docs": ["a", "b"] } }',
    });
    const result = await importSite(site.dir);
    const draft = documentById(result, 'drafts.doc-1_0--b');
    assert.deepEqual(draft.version, { _type: 'reference', _ref: 'docsVersion-1_0' });
    assert.equal((draft.route as { current: string }).current, 'docs/1.0/b');
    assert.deepEqual(sidebarOutline(result.documents, '1.0'), ['Docs [closed]', '  doc-1_0--a']);
    assert.deepEqual(draft.sidebar, {
      _type: 'sidebarPlace',
      category: { _type: 'reference', _ref: 'sidebarCategory-1_0--docs' },
      position: 2,
    });
    assert.deepEqual(versionWarnings(result, site.dir), [
      'versioned_sidebars/version-1.0-sidebars.json:1: warning: doc "b" is a draft (draft: true): it keeps its place, and the sidebar shows it once it is published',
    ]);
  });

  test('routes and Sanity ids are one namespace across versions', async () => {
    const site = versionedSite({
      // /docs/next/a is the current docs' a: the release's copy is left out.
      'versioned_docs/version-2.0/taken.md': '---\nslug: /next/a\n---\n\n# Taken\n\nText.\n',
      // Differs from the current docs' /docs/next/b only in letter case.
      'docs/b.md': '# B next\n\nText.\n',
      'versioned_docs/version-2.0/shout.md': '---\nslug: /next/B\n---\n\n# Shout\n\nText.\n',
      // A current doc whose Sanity id is the one 1.0's a has.
      'docs/1_0--a.md': '# Clash\n\nText.\n',
    });
    const result = importSite(site.dir);
    assert.deepEqual(await importErrors(result, site.dir), [
      'versioned_docs/version-1.0/a.md: error: doc id "a" (Sanity id doc-1_0--a) is also used by 1_0--a.md; change one `id`',
      'versioned_docs/version-2.0/shout.md:1: error: route "/docs/next/B" differs only in letter case from "/docs/next/b" (b.md); many disks would store both pages as one. Set `slug` in one of them',
    ]);
    const warnings = await result.catch((error: ImportError) => formatted(error.warnings, site.dir));
    assert.ok(
      (warnings as string[]).includes(
        'versioned_docs/version-2.0/taken.md:1: warning: duplicate route: its route "/docs/next/a" is already used by a.md; this file was dropped, a.md kept',
      ),
    );
  });

  test("a version's label is checked by the schema and reported at its config option", async () => {
    const site = versionedSite({}, `{ versions: { '1.0': { label: '${'L'.repeat(41)}' } } }`);
    assert.deepEqual(await importErrors(importSite(site.dir), site.dir), [
      'docusaurus.config.mjs: error: versions.1.0.label: Must be at most 40 characters long',
    ]);
  });

  test('with site.json, docsVersionPath is its value, else where the current docs are', async () => {
    const files = {
      'docs/a.md': '# A\n\nText.\n',
      'sidebars.json': '{ "docs": { "Docs": ["a"] } }',
    };
    const settings = '"title": "S", "tagline": "T", "url": "https://s.example"';
    const plain = tempSite({ ...files, 'site.json': `{ "siteSettings": { ${settings} } }` });
    const result = await importDocusaurusSite({ ...plain, gitDates: false });
    assert.deepEqual(currentDocsSettings(result), ['Next', '']);
    const wrong = tempSite({ ...files, 'site.json': `{ "siteSettings": { ${settings}, "docsVersionPath": "docs" } }` });
    const written = await importDocusaurusSite({ ...wrong, gitDates: false });
    assert.deepEqual(currentDocsSettings(written), ['Next', 'docs']);
    assert.ok(
      formatted(written.warnings, wrong.dir).includes(
        'site.json: warning: siteSettings.docsVersionPath: "docs" does not hold the current docs: /a is not under /docs, so the version menu cannot find its page in other versions',
      ),
    );
  });
});

describe('import-docs --version', () => {
  const run = promisify(execFile);
  const cli = async (args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [cliPath, ...args], { cwd: repoRoot });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  };

  test('is repeatable, and names the versions there are when it names another', async () => {
    const site = versionedSite();
    const out = path.join(tempDir(), 'dataset');
    const ok = await cli(['--website', site.dir, '--version', 'current', '--version', '2.0', '--out', out]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /^Imported 2 docs, /);
    const ids = readFileSync(path.join(out, 'data.ndjson'), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id);
    assert.ok(ids.includes('doc-a') && ids.includes('doc-2_0--a') && ids.includes('docsVersion-2_0'));
    assert.ok(!ids.includes('doc-1_0--a') && !ids.includes('docsVersion-1_0'));

    const wrong = await cli(['--website', site.dir, '--version', 'v2', '--out', out]);
    assert.equal(wrong.code, 1);
    assert.match(
      wrong.stderr,
      /versions\.json: error: --version v2: there is no docs version "v2"; the versions to import are current, 2\.0, 1\.0\n/,
    );

    const help = await cli(['--help']);
    assert.match(help.stdout, /--version NAME {4}import only this docs version/);
  });
});
