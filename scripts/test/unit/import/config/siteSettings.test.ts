import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { siteSettings } from '../../../../src/import/config/siteSettings.ts';
import { configContext, warnings } from '../../../support/config.ts';

describe('site settings from the config', () => {
  test('title, tagline, address, favicon, social card, colour mode, table of contents, navbar scrolling, Algolia, the docs', () => {
    const { said, warn } = warnings();
    const theme = {
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      navbar: { hideOnScroll: true },
      algolia: { appId: 'APP', apiKey: 'search-key', indexName: 'docs' },
      image: 'img/card.png',
    };
    const root = {
      title: 'Store Kit',
      tagline: 'State, kept.',
      url: 'https://kit.dev/',
      baseUrl: '/docs/',
      favicon: 'img/f.ico',
    };
    assert.deepEqual(siteSettings(root, theme, configContext(), warn), {
      title: 'Store Kit',
      tagline: 'State, kept.',
      url: 'https://kit.dev/docs',
      favicon: 'img/f.ico',
      socialCard: 'img/card.png',
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, showSwitch: true },
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 4,
      hideNavbarOnScroll: true,
      algolia: { appId: 'APP', searchApiKey: 'search-key', indexName: 'docs' },
      docsVersionLabel: 'Next',
      docsVersionPath: 'docs',
    });
    assert.deepEqual(said, []);
  });

  test("without a tagline the site's title stands in, with a warning", () => {
    const { said, warn } = warnings();
    assert.equal(siteSettings({ title: 'Store Kit', tagline: '' }, {}, configContext(), warn).tagline, 'Store Kit');
    assert.deepEqual(said, ["tagline: the config has none; the site's title stands in (Site settings › Tagline)"]);
  });
});
