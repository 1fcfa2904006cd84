import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importDocusaurusSite } from '../../../../src/import/index.ts';
import { formatted, tempSite, withoutKeys } from '../../../support/helpers.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';

/** A small website whose docs moved from /guide/… to the root, with a Netlify file and the client redirects plugin. */
function siteWithRedirects(redirectsFile: string, clientOptions = '{}') {
  return tempSite({
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Moving site', tagline: 'It moved', url: 'https://moving.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { routeBasePath: '/' } }]],",
      `  plugins: [['@docusaurus/plugin-client-redirects', ${clientOptions}]],`,
      "  themeConfig: { navbar: { title: 'M', logo: { src: 'img/logo.svg', alt: 'Logo' }, items: [{ to: '/start', label: 'Start' }] },",
      "    footer: { links: [{ label: 'Start', to: '/start' }], copyright: 'Copyright' } },",
      '};',
    ].join('\n'),
    'sidebars.json': '{ "docs": { "Docs": ["start", "setup/install"] } }',
    'docs/start.md': '# Start\n\nWords.\n',
    'docs/setup/install.md': '# Install\n\nWords.\n',
    'static/img/logo.svg': LOGO,
    _redirects: redirectsFile,
  });
}

async function redirectList(site: ReturnType<typeof tempSite>) {
  const result = await importDocusaurusSite({ websiteDir: site.dir, gitDates: false });
  const document = result.documents.find((d) => d._id === 'redirects') as { rules?: unknown[] } | undefined;
  return {
    rules: withoutKeys(document?.rules ?? []) as Record<string, unknown>[],
    warnings: formatted(result.warnings, site.dir).filter((w) => /redirect|_redirects/.test(w)),
  };
}

describe('redirects a Docusaurus site keeps outside its docs', () => {
  test('a Netlify _redirects file becomes the redirect list, in order, comments as notes, rules it cannot hold named by line', async () => {
    const site = siteWithRedirects(
      [
        '# The guide used to live under /guide',
        '/guide/*            /:splat',
        '',
        '/old-start          /start              302',
        '/v0/:page           /setup/:page        301!',
        '/search-old  q=:term  /search            301',
        '/fr/*               /:splat             302  Language=fr',
        '/tools/*            https://tools.example/:splat  200',
        '/broken',
        '/shop               https://shop.example/',
      ].join('\n'),
    );
    const { rules, warnings } = await redirectList(site);
    assert.deepEqual(rules, [
      {
        _type: 'redirectRule',
        from: '/guide/*',
        to: '/:splat',
        status: 301,
        force: false,
        note: 'The guide used to live under /guide',
      },
      { _type: 'redirectRule', from: '/old-start', to: '/start', status: 302, force: false },
      { _type: 'redirectRule', from: '/v0/:page', to: '/setup/:page', status: 301, force: true },
      { _type: 'redirectRule', from: '/shop', to: 'https://shop.example/', status: 301, force: false },
    ]);
    assert.deepEqual(warnings, [
      '_redirects:6: warning: redirect /search-old /search: it matches query parameters (q), which the redirect list cannot; not imported',
      '_redirects:7: warning: redirect /fr/* /:splat: it has conditions (Language), which the redirect list cannot; not imported',
      '_redirects:8: warning: redirect /tools/* https://tools.example/:splat: proxying to another site (status 200 to a full address) is not kept; not imported',
      '_redirects:9: warning: Netlify cannot read this redirect (Missing destination path/URL); not imported',
    ]);
  });

  test('a rule without "!" from a doc\'s own page never applied on Netlify (the page answers): left out, said', async () => {
    const { rules, warnings } = await redirectList(
      siteWithRedirects(['/setup/install   /start', '/Start/           /setup/install', '/old   /start'].join('\n')),
    );
    assert.deepEqual(rules, [{ _type: 'redirectRule', from: '/old', to: '/start', status: 301, force: false }]);
    assert.deepEqual(warnings, [
      '_redirects:1: warning: redirect /setup/install /start: /setup/install is a doc\'s page, which Netlify serves instead of a rule without "!", so it never applied; not imported',
      '_redirects:2: warning: redirect /Start/ /setup/install: /Start/ is a doc\'s page, which Netlify serves instead of a rule without "!", so it never applied; not imported',
    ]);
  });

  test("the client redirects plugin's redirects and createRedirects (asked about every doc route) follow the file's", async () => {
    const site = siteWithRedirects(
      '/first /start\n',
      "{ redirects: [{ from: ['/begin', '/welcome'], to: '/start' }, { from: 'no-slash', to: '/start' }], createRedirects: (path) => path.startsWith('/setup/') ? path.replace('/setup/', '/installation/') : undefined, toExtensions: ['zip'] }",
    );
    const { rules, warnings } = await redirectList(site);
    const note = 'From the client redirects plugin';
    assert.deepEqual(
      rules.map(({ from, to, note: n }) => [from, to, n]),
      [
        ['/first', '/start', undefined],
        ['/begin', '/start', note],
        ['/welcome', '/start', note],
        ['/installation/install', '/setup/install', note],
      ],
    );
    assert.deepEqual(warnings, [
      'docusaurus.config.js: warning: plugins[0].redirects[1]: redirect no-slash /start: "no-slash": the old address starts with "/", like "/docs/old-page"; not imported',
      'docusaurus.config.js: warning: plugins[0].toExtensions: not kept; add a redirect for each such address in the Studio',
    ]);
  });

  test('a site without redirects gets no redirect list', async () => {
    const site = siteWithRedirects('# nothing yet\n');
    assert.deepEqual((await redirectList(site)).rules, []);
  });
});
