import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createClient, type SanityClient } from '@sanity/client';
import { codeInput } from '@sanity/code-input';
import { createWorkspaceFromConfig, validateDocument } from 'sanity';
import { SANITY_API_VERSION, schemaTypes } from '../../../src/index.ts';
import { LINK_TARGET_QUERY } from '../../../src/rules/linkAnchor.ts';
import { paragraph } from '../../support/documents.ts';

/**
 * Runs the schema's own rules the way the Studio does, in-process. Rules that
 * ask the Content Lake (does this doc exist? is this route taken?) talk to a
 * loopback server that knows a fixed set of documents.
 */
const LOGO_ASSET_ID = 'image-0b24b7f278a3d546149bc45f8afe77321a6a5247-64x64-svg';
const EXISTING_DOC_IDS = new Set([
  'doc-api_hooks',
  'doc-introduction_getting-started',
  LOGO_ASSET_ID,
  'docsSection-community',
  'docsVersion-1_x',
  'docsVersion-community--1_x',
]);
const SECTIONS = new Map([['docsSection-community', { path: 'community', label: 'Community' }]]);
/** The versions' sections, as the Section field's rule asks for them. */
const VERSION_SECTIONS = new Map([
  ['docsVersion-1_x', { label: '1.x', section: null }],
  [
    'docsVersion-community--1_x',
    { label: 'Community 1.x', section: 'docsSection-community', sectionLabel: 'Community' },
  ],
]);
const TAKEN_ROUTES = new Set(['api/hooks']);
/** Routes something else already sends readers from: another doc's old route, or a rule of the Redirects list. */
const OLD_ROUTES = new Map([['api/usestore', { _id: 'doc-api_hooks', title: 'Hooks' }]]);
const REDIRECTED = new Map([['docs/faq', '/docs/faq']]);

let server: ReturnType<typeof createServer>;
let client: SanityClient;
let workspace: Awaited<ReturnType<typeof createWorkspaceFromConfig>>;

before(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = url.searchParams.get('query') ?? '';
    const param = (name: string) => JSON.parse(url.searchParams.get(`$${name}`) ?? 'null');
    response.writeHead(200, { 'content-type': 'application/json' });
    // Sanity's built-in reference check asks the doc endpoint which ids exist.
    const docIds = /\/data\/doc\/test\/(.+)$/.exec(url.pathname)?.[1];
    if (docIds) {
      const ids = decodeURIComponent(docIds).split(',');
      const documents = ids.filter((id) => EXISTING_DOC_IDS.has(id)).map((_id) => ({ _id, _type: 'doc' }));
      const omitted = ids.filter((id) => !EXISTING_DOC_IDS.has(id)).map((id) => ({ id, reason: 'existence' }));
      response.end(JSON.stringify({ documents, omitted }));
      return;
    }
    let result: unknown = null;
    if (query.includes('lower(route.current) == lower($route)'))
      result = TAKEN_ROUTES.has(param('route').toLowerCase()) ? 1 : 0;
    if (query.includes('count(previousRoutes[lower(@) == lower($route)])')) {
      const route = param('route').toLowerCase();
      result = { doc: OLD_ROUTES.get(route) ?? null, rule: REDIRECTED.get(route) ?? null };
    }
    if (query === LINK_TARGET_QUERY && param('targetId') === 'doc-api_hooks')
      result = {
        title: 'Hooks',
        body: [
          { _type: 'block', style: 'h2', markDefs: [], children: [{ _type: 'span', text: 'useSelector()' }] },
          {
            _type: 'snippetRef',
            _snippet: [{ _type: 'block', style: 'h2', children: [{ _type: 'span', text: 'Caveats' }] }],
          },
        ],
      };
    if (query === '*[_id == $sectionId][0]{path, label}') result = SECTIONS.get(param('sectionId')) ?? null;
    if (query.startsWith('*[_id == $versionId][0]{label, "section"'))
      result = VERSION_SECTIONS.get(param('versionId')) ?? null;
    response.end(JSON.stringify({ ms: 1, query, result }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  client = createClient({
    projectId: 'test0000',
    dataset: 'test',
    apiHost: `http://127.0.0.1:${port}`,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: SANITY_API_VERSION,
  });
  // The casts below bridge two majors of @sanity/client: this test's (8, as the site uses) and the one Sanity's
  // own types name (7). The client is used only for the queries that rules make, which both answer alike.
  workspace = await createWorkspaceFromConfig({
    name: 'default',
    basePath: '/',
    projectId: 'test0000',
    dataset: 'test',
    schema: { types: schemaTypes },
    plugins: [codeInput()],
    getClient: () => client,
    currentUser: { id: 'editor', name: 'Editor', email: 'editor@example.org', role: 'editor', roles: [] },
  } as never);
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Marker = { path: string; level: string; message: string };

async function validate(document: Record<string, unknown>): Promise<Marker[]> {
  const markers = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as never,
    workspace: workspace as never,
    getClient: () => client,
    // As editors see it. (In 'cli' mode Sanity adds an unknown-field check that turns every rule of a type into a warning.)
    environment: 'studio',
  } as never);
  return markers.map((marker) => ({
    path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment)).join('.'),
    level: marker.level,
    message: marker.message,
  }));
}

const announcement = (colors: { backgroundColor: string; textColor: string }) => ({
  _id: 'announcement',
  _type: 'announcement',
  enabled: true,
  announcementId: 'release-9',
  isCloseable: true,
  content: [paragraph('React Redux 9 is out.')],
  ...colors,
});

const validDoc = {
  _id: 'doc-new',
  _type: 'doc',
  title: 'A new page',
  route: { _type: 'slug', current: 'guides/new-page' },
  body: [paragraph('Some words.')],
};

describe('announcement', () => {
  test('readable colours pass', async () => {
    assert.deepEqual(await validate(announcement({ backgroundColor: '#764abc', textColor: '#ffffff' })), []);
  });

  test('text too close to its background is an error with the measured contrast', async () => {
    const markers = await validate(announcement({ backgroundColor: '#ffffff', textColor: '#999999' }));
    assert.equal(markers.length, 1);
    assert.equal(markers[0]?.level, 'error');
    assert.match(markers[0]?.message ?? '', /contrast 2\.85:1, needs at least 4\.5:1/);
  });

  test('a colour that is not a hex code is an error on that field', async () => {
    const markers = await validate(announcement({ backgroundColor: 'purple', textColor: '#fff' }));
    assert.deepEqual(
      markers.map(({ path, level }) => [path, level]),
      [['backgroundColor', 'error']],
    );
  });
});

describe('redirects', () => {
  const redirects = (rules: Record<string, unknown>[]) => ({
    _id: 'redirects',
    _type: 'redirects',
    rules: rules.map((rule, index) => ({ _key: `r${index}`, _type: 'redirectRule', ...rule })),
  });

  test('splats, placeholders, rewrites, forced rules and full addresses pass', async () => {
    const markers = await validate(
      redirects([
        { from: '/docs/*', to: '/:splat', status: 301 },
        { from: '/news/:year/:slug', to: '/blog/:slug', status: 302 },
        { from: '/app/*', to: '/index', status: 200 },
        { from: '/chat', to: 'https://discord.example/invite', status: 301, force: true },
      ]),
    );
    assert.deepEqual(markers, []);
  });

  test('each broken rule is an error in plain words on that rule', async () => {
    const markers = await validate(
      redirects([
        { from: 'docs/old', to: '/new', status: 301 },
        { from: '/old', to: '/:splat', status: 301 },
        { from: '/old/:name', to: '/new/:other', status: 301 },
        { from: '/a/*/b', to: '/b', status: 301 },
        { from: '/old', to: 'new-page', status: 301 },
        { from: '/old', to: '/new', status: 418 },
        { from: '/loop', to: '/loop', status: 301, force: true },
      ]),
    );
    assert.deepEqual(
      markers.map(({ path, message }) => [path, message]),
      [
        ['rules.{"_key":"r0"}', '"docs/old": the old address starts with "/", like "/docs/old-page".'],
        ['rules.{"_key":"r1"}', '"/:splat" uses :splat, but the old address does not end in "*".'],
        ['rules.{"_key":"r2"}', '"/new/:other" uses :other, which the old address "/old/:name" does not have.'],
        ['rules.{"_key":"r3"}', '"/a/*/b": "*" may only end the old address, like "/docs/*".'],
        ['rules.{"_key":"r4"}', '"new-page": the new address starts with "/" or is a full web address (https://…).'],
        ['rules.{"_key":"r5"}', 'Status 418 is not one a redirect can have (301, 302, 303, 307, 308, 200, 404, 410).'],
        // The Kind field's own list says it too.
        ['rules.{"_key":"r5"}.status', 'Value "418" did not match any allowed values'],
        ['rules.{"_key":"r6"}', '"/loop" leads to itself: readers would be sent round in a loop.'],
      ],
    );
  });
});

describe('doc page', () => {
  test('a complete doc passes', async () => {
    assert.deepEqual(await validate(validDoc), []);
  });

  test('title, route and body are required', async () => {
    const markers = await validate({ _id: 'doc-empty', _type: 'doc' });
    const fields = new Set(markers.map((marker) => marker.path.split('.')[0]));
    assert.deepEqual([...fields].sort(), ['body', 'route', 'title']);
    assert.ok(markers.every((marker) => marker.level === 'error'));
  });

  for (const [route, message] of [
    ['/api/hooks', /without a leading or trailing slash/],
    ['api/use selector', /cannot contain spaces/],
    ['api/../hooks', /cannot be "\." or "\.\."/],
    ['api/.hidden', /cannot start with "\."/],
    ['api/hooks.html', /cannot end in "\.html"/],
    ['api/hooks?x', /letters \(of any script\), digits, dashes, underscores and dots/],
    ['api//hooks', /one "\/" between parts/],
    ['search', /used by the site itself/],
    ['Search', /used by the site itself/],
  ] as const) {
    test(`route "${route}" is refused`, async () => {
      const markers = await validate({ ...validDoc, route: { _type: 'slug', current: route } });
      assert.equal(markers[0]?.path, 'route');
      assert.match(markers[0]?.message ?? '', message);
    });
  }

  test('routes Docusaurus serves are accepted: capitals, underscores, dots, letters of any script', async () => {
    for (const route of [
      'api/createSomething',
      'guides/my_page',
      'api/v1.0',
      'API',
      'notes/禅/如何证悟',
      'guides/café',
    ]) {
      assert.deepEqual(await validate({ ...validDoc, route: { _type: 'slug', current: route } }), [], route);
    }
  });

  test("a doc of a docs section lives under its path, and is only in that section's released versions", async () => {
    const section = { _type: 'reference', _ref: 'docsSection-community' };
    const inSection = { ...validDoc, section, route: { _type: 'slug', current: 'community/rules' } };
    assert.deepEqual(await validate(inSection), []);
    assert.deepEqual(await validate({ ...inSection, route: { _type: 'slug', current: 'guides/rules' } }), [
      {
        path: 'section',
        level: 'error',
        message: 'Docs of Community live under /community/: start the route with "community/".',
      },
    ]);
    const sectionMarkers = async (document: Record<string, unknown>) =>
      (await validate(document)).filter((marker) => marker.path === 'section');
    const versionRef = (id: string) => ({ _type: 'reference', _ref: id });
    assert.deepEqual(await sectionMarkers({ ...inSection, version: versionRef('docsVersion-1_x') }), [
      {
        path: 'section',
        level: 'error',
        message: '1.x is a version of the main docs: empty the docs section, or pick a version of this section.',
      },
    ]);
    assert.deepEqual(await sectionMarkers({ ...validDoc, version: versionRef('docsVersion-community--1_x') }), [
      {
        path: 'section',
        level: 'error',
        message: 'Community 1.x is a version of Community: pick that section here, or another version.',
      },
    ]);
    // In the section and its version: the route is judged against the version's path, not the section's.
    assert.deepEqual(
      await sectionMarkers({
        ...inSection,
        route: { _type: 'slug', current: 'community/1.x/rules' },
        version: versionRef('docsVersion-community--1_x'),
      }),
      [],
    );
  });

  test('a route another doc already has is refused, in any letter case', async () => {
    const markers = await validate({ ...validDoc, route: { _type: 'slug', current: 'api/hooks' } });
    assert.deepEqual(markers, [{ path: 'route', level: 'error', message: 'Another doc already uses /api/hooks.' }]);
    const other = await validate({ ...validDoc, route: { _type: 'slug', current: 'API/Hooks' } });
    assert.deepEqual(other, [{ path: 'route', level: 'error', message: 'Another doc already uses /API/Hooks.' }]);
  });

  test('a route another doc keeps as an old route, or the Redirects list sends elsewhere, is refused naming it', async () => {
    const old = await validate({ ...validDoc, route: { _type: 'slug', current: 'api/useStore' } });
    assert.deepEqual(old, [
      {
        path: 'route',
        level: 'error',
        message:
          '/api/useStore is an old route of the doc "Hooks": readers following it are sent there. Remove it from that doc\'s Old routes first, or choose another route.',
      },
    ]);
    const redirected = await validate({ ...validDoc, route: { _type: 'slug', current: 'docs/faq' } });
    assert.deepEqual(redirected, [
      {
        path: 'route',
        level: 'error',
        message:
          '/docs/faq is redirected by the Redirects list (the rule from /docs/faq). Remove that rule first, or choose another route.',
      },
    ]);
  });

  test('an internal link to a doc that does not exist is an error; an existing one passes', async () => {
    const link = (ref: string) => [
      paragraph(
        'see hooks',
        [{ _type: 'internalLink', _key: 'm1', reference: { _type: 'reference', _ref: ref } }],
        ['m1'],
      ),
    ];
    assert.deepEqual(await validate({ ...validDoc, body: link('doc-api_hooks') }), []);
    const markers = await validate({ ...validDoc, body: link('doc-removed') });
    assert.equal(markers.length, 1);
    assert.equal(markers[0]?.message, 'Referenced document must be published');
  });

  test("a link's section must be a heading of the doc it leads to (its snippets' too): a warning that names the near one", async () => {
    const link = (anchor: string) => [
      paragraph(
        'see hooks',
        [{ _type: 'internalLink', _key: 'm1', reference: { _type: 'reference', _ref: 'doc-api_hooks' }, anchor }],
        ['m1'],
      ),
    ];
    assert.deepEqual(await validate({ ...validDoc, body: link('useselector') }), []);
    assert.deepEqual(await validate({ ...validDoc, body: link('caveats') }), []);
    assert.deepEqual(await validate({ ...validDoc, body: link('use-selector') }), [
      {
        path: 'body.{"_key":"p1"}.markDefs.{"_key":"m1"}.anchor',
        level: 'warning',
        message:
          '"Hooks" has no heading or anchor named "use-selector": the link would open the top of the page. Did you mean "useselector" (useSelector())?',
      },
    ]);
  });

  test('an image without alternative text gets a warning: it is decorative until an editor describes it', async () => {
    const image = {
      _type: 'image',
      _key: 'i1',
      asset: { _type: 'reference', _ref: LOGO_ASSET_ID },
    };
    const markers = await validate({ ...validDoc, body: [image] });
    assert.deepEqual(
      markers.map(({ path, level }) => [path, level]),
      [['body.{"_key":"i1"}.alt', 'warning']],
    );
  });

  test('an external link must be a valid URL', async () => {
    const body = [paragraph('x', [{ _type: 'link', _key: 'm1', href: 'not a url' }], ['m1'])];
    const markers = await validate({ ...validDoc, body });
    assert.equal(markers.length, 1);
    assert.match(markers[0]?.path ?? '', /markDefs.*href/);
  });
});

describe('navbar', () => {
  const navbar = (item: Record<string, unknown>) => ({
    _id: 'navbar',
    _type: 'navbar',
    title: 'React Redux',
    logo: { _type: 'logo', alt: 'React Redux logo', asset: { _type: 'reference', _ref: LOGO_ASSET_ID } },
    items: [{ _type: 'navbarItem', _key: 'n1', label: 'API', position: 'left', ...item }],
  });

  test('an item links to a doc or a URL', async () => {
    assert.deepEqual(await validate(navbar({ doc: { _type: 'reference', _ref: 'doc-api_hooks' } })), []);
    assert.deepEqual(await validate(navbar({ url: 'https://github.com/reduxjs/react-redux' })), []);
  });

  test('an item with both or neither target is refused', async () => {
    const both = await validate(navbar({ doc: { _type: 'reference', _ref: 'doc-api_hooks' }, url: 'https://x.org' }));
    assert.ok(both.some((marker) => /not both/.test(marker.message)));
    const neither = await validate(navbar({}));
    assert.ok(neither.some((marker) => /Choose a doc on this site or enter a web address/.test(marker.message)));
  });

  test('an anchor is written without "#"', async () => {
    const markers = await validate(navbar({ doc: { _type: 'reference', _ref: 'doc-api_hooks' }, anchor: '#help' }));
    assert.ok(markers.some((marker) => /Leave out the "#"/.test(marker.message)));
  });
});

describe('site settings', () => {
  const settings = {
    _id: 'siteSettings',
    _type: 'siteSettings',
    title: 'React Redux',
    tagline: 'Official React bindings for Redux',
    url: 'https://react-redux.js.org',
    titleDelimiter: ' | ',
    docsVersionLabel: 'Next',
    tocMinHeadingLevel: 2,
    tocMaxHeadingLevel: 3,
  };

  test('the seed settings pass', async () => {
    assert.deepEqual(await validate(settings), []);
  });

  test('the table of contents cannot end above where it starts', async () => {
    const markers = await validate({ ...settings, tocMinHeadingLevel: 3, tocMaxHeadingLevel: 2 });
    assert.match(markers[0]?.message ?? '', /cannot be above the highest level/);
  });

  test('Algolia needs all three values or none', async () => {
    const markers = await validate({ ...settings, algolia: { appId: 'APP' } });
    assert.match(markers[0]?.message ?? '', /Fill in all three Algolia fields/);
  });
});

describe('tabs and embeds', () => {
  const tabsBlock = (tabs: unknown[], groupId?: string) => ({
    ...validDoc,
    body: [{ _type: 'tabs', _key: 't', ...(groupId === undefined ? {} : { groupId }), tabs }],
  });
  const tab = (key: string, label: string, value?: string) => ({
    _type: 'tab',
    _key: key,
    label,
    ...(value === undefined ? {} : { value }),
    body: [paragraph(`${label} text.`)],
  });

  test('two or more tabs, each its own label or value; a group id of letters, digits, dashes', async () => {
    assert.deepEqual(
      await validate(tabsBlock([tab('a', 'JavaScript', 'js'), tab('b', 'TypeScript', 'ts')], 'lang')),
      [],
    );
    const messages = async (doc: Record<string, unknown>) =>
      (await validate(doc)).map((marker) => `${marker.path}: ${marker.message}`);
    assert.deepEqual(await messages(tabsBlock([tab('a', 'Only')])), [
      'body.{"_key":"t"}.tabs: Must have at least 2 items',
    ]);
    assert.deepEqual(await messages(tabsBlock([tab('a', 'One', 'x'), tab('b', 'Two', 'x')])), [
      'body.{"_key":"t"}.tabs: Two tabs are both "x"; give each its own label or value.',
    ]);
    assert.deepEqual(await messages(tabsBlock([tab('a', 'A'), tab('b', 'B')], 'my group')), [
      'body.{"_key":"t"}.groupId: Use letters, digits, dashes and underscores only.',
    ]);
  });

  test('an embed is a YouTube, CodeSandbox or StackBlitz page, with a title', async () => {
    const embed = (url: string, title?: string) => ({
      ...validDoc,
      body: [{ _type: 'embed', _key: 'e', url, ...(title === undefined ? {} : { title }) }],
    });
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://codesandbox.io/s/counter-abc12',
      'https://codesandbox.io/p/sandbox/counter-abc12',
      'https://stackblitz.com/edit/store-kit-demo?file=src%2Fmain.ts',
    ]) {
      assert.deepEqual(await validate(embed(url, 'Example')), [], url);
    }
    const markers = await validate(embed('https://example.org/widget'));
    assert.deepEqual(
      markers.map((marker) => marker.path),
      ['body.{"_key":"e"}.url', 'body.{"_key":"e"}.title'],
    );
    assert.match(markers[0]?.message ?? '', /^Paste the address of a YouTube, CodeSandbox, StackBlitz page/);
  });
});
