import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { siteFromConfig } from '../../../../src/import/config/siteFromConfig.ts';
import { formatProblem } from '../../../../src/import/diagnostics.ts';
import { configContext } from '../../../support/config.ts';
import { ROOT } from '../../../support/helpers.ts';

describe('site.json from the config', () => {
  test('every section, each from its part of the config; what the site cannot keep is warned at its config path', () => {
    const context = configContext();
    const site = siteFromConfig(
      {
        title: 'Store Kit',
        tagline: 'State, kept.',
        presets: [['classic', { docs: { editUrl: 'https://github.com/org/kit/edit/main/' } }]],
        plugins: [
          ['docusaurus-plugin-plausible', { domain: 'kit.dev' }],
          'docusaurus-plugin-sass',
          ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: '/community' }],
        ],
        themeConfig: {
          navbar: { title: 'Kit', items: [{ to: '/intro', label: 'Start' }] },
          footer: { copyright: '© Kit' },
          announcementBar: { id: 'hello', content: 'Hello' },
        },
      },
      context,
    );
    assert.deepEqual(site, {
      siteSettings: {
        title: 'Store Kit',
        tagline: 'State, kept.',
        analytics: { provider: 'plausible', scriptUrl: 'https://plausible.io/js/script.js', siteId: 'kit.dev' },
        showEditLinks: true,
        docsVersionLabel: 'Next',
        docsVersionPath: 'docs',
      },
      navbar: { title: 'Kit', items: [{ label: 'Start', position: 'left', to: '/intro' }] },
      footer: { style: 'dark', layout: 'columns', linkGroups: [], copyright: '© Kit' },
      landingPage: {
        hero: {
          title: 'Store Kit',
          tagline: 'State, kept.',
          actions: [{ label: 'Get started', variant: 'primary', to: 'intro' }],
        },
      },
      announcement: { enabled: true, id: 'hello', content: 'Hello', isCloseable: true },
    });
    assert.deepEqual(
      context.diagnostics.problems.map((problem) => formatProblem(problem, ROOT).replace(/(not converted).*/, '$1')),
      [
        'docusaurus.config.js: warning: docs.editUrl: "Edit this page" now opens the doc in the Studio: enter the Studio\'s address in Site settings to show the links',
        'docusaurus.config.js: warning: plugins[1]: docusaurus-plugin-sass not carried: the site does not run Docusaurus plugins or themes',
        'docusaurus.config.js: warning: src/pages: the home page is React code and is not converted',
      ],
    );
  });

  test('without an announcement bar, the announcement is off', () => {
    assert.deepEqual(siteFromConfig({ title: 'Kit' }, configContext()).announcement, {
      enabled: false,
      id: 'announcement',
      content: 'Announcement',
      isCloseable: true,
    });
  });
});
