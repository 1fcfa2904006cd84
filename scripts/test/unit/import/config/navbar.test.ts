import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navbar } from '../../../../src/import/config/navbar.ts';
import { configContext, warnings } from '../../../support/config.ts';

describe('navbar from the config', () => {
  test('title, logo and items: links, dropdowns, the menus the site fills; the search box is the site own', () => {
    const { said, warn } = warnings();
    const result = navbar(
      {
        title: 'Store Kit',
        logo: { src: 'img/logo.svg', alt: 'Store Kit', srcDark: 'img/logo-dark.svg' },
        items: [
          { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
          {
            type: 'dropdown',
            label: 'More',
            items: [
              { label: 'Hooks', to: '/api/hooks' },
              { label: 'Blog', to: '/blog' },
            ],
          },
          { type: 'docsVersionDropdown', position: 'right' },
          { type: 'search', position: 'right' },
          { type: 'html', value: '<b>Hi</b>' },
          { href: 'https://github.com/org/store-kit', position: 'right', className: 'header-github-link' },
        ],
      },
      'Site',
      configContext(),
      warn,
    );
    assert.deepEqual(result, {
      title: 'Store Kit',
      logo: { src: 'img/logo.svg', alt: 'Store Kit' },
      items: [
        { label: 'Docs', position: 'left', to: 'intro' },
        { label: 'More', position: 'left', dropdown: [{ label: 'Hooks', to: '/api/hooks' }] },
        { kind: 'docsVersionDropdown', position: 'right' },
        { label: 'GitHub', position: 'right', href: 'https://github.com/org/store-kit' },
      ],
    });
    assert.deepEqual(said, [
      'navbar.logo: srcDark ignored: the site shows one logo in both colour modes',
      'navbar.items[1].items[1]: "Blog" links to /blog, which is not a doc or a Markdown page (the blog and React pages are not migrated); left out',
      'navbar.items[4]: an HTML navbar item cannot be converted; left out',
      'navbar.items[5]: the item has no label (an icon from its className); the site shows "GitHub"',
    ]);
  });

  test("without a title or a logo, the site's title names the brand", () => {
    const { said, warn } = warnings();
    assert.deepEqual(navbar({}, 'Store Kit', configContext(), warn), { title: 'Store Kit', items: [] });
    assert.deepEqual(said, ['navbar: it has neither a title nor a logo; the site\'s title "Store Kit" is shown']);
  });
});
