import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { footer } from '../../../../src/import/config/footer.ts';
import { configContext, warnings } from '../../../support/config.ts';

describe('footer from the config', () => {
  test('link columns, a logo with its link, and the copyright as plain text', () => {
    const { said, warn } = warnings();
    const result = footer(
      {
        style: 'light',
        logo: { src: 'img/footer.svg', href: 'https://example.com' },
        links: [
          { title: 'Docs', items: [{ label: 'Intro', to: '/intro' }, { html: '<a href="/x">X</a>' }] },
          { title: 'Gone', items: [{ label: 'Blog', to: '/blog' }] },
        ],
        copyright: 'Copyright © 2024 Store Kit.<br/>Built with <b>care</b>.',
      },
      'Store Kit',
      configContext(),
      warn,
    );
    assert.deepEqual(result, {
      style: 'light',
      logo: { src: 'img/footer.svg', alt: 'Store Kit logo' },
      logoUrl: 'https://example.com',
      layout: 'columns',
      linkGroups: [{ title: 'Docs', links: [{ label: 'Intro', to: '/intro' }] }],
      copyright: 'Copyright © 2024 Store Kit. Built with care.',
    });
    assert.deepEqual(said, [
      'footer.logo.alt: the logo has no alternative text; it is described as "Store Kit logo" (change it in the Studio)',
      'footer.links[0].items[1]: an HTML footer item cannot be converted; left out',
      'footer.links[1].items[0]: "Blog" links to /blog, which is not a doc or a Markdown page (the blog and React pages are not migrated); left out',
      'footer.copyright: HTML in the copyright is kept as plain text',
    ]);
  });

  test('links not in columns are one row, dark by default', () => {
    const { warn } = warnings();
    assert.deepEqual(footer({ links: [{ label: 'Hooks', to: '/api/hooks' }] }, 'Site', configContext(), warn), {
      style: 'dark',
      layout: 'row',
      linkGroups: [{ title: 'Links', links: [{ label: 'Hooks', to: '/api/hooks' }] }],
    });
  });
});
