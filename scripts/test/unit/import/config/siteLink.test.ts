import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { siteLink } from '../../../../src/import/config/siteLink.ts';
import { configContext, warnings } from '../../../support/config.ts';

/** What a navbar item's link becomes, and the warnings said. */
function linkOf(item: Record<string, unknown>, context = configContext()) {
  const { said, warn } = warnings();
  return { link: siteLink(item, 'navbar.items[0]', context, warn), said };
}

describe('site links from the config', () => {
  test('a doc by its id, the sidebar by its first doc, a route of a doc: each a route of the site', () => {
    assert.deepEqual(linkOf({ type: 'doc', docId: 'api/hooks', label: 'Hooks' }), {
      link: { to: 'api/hooks' },
      said: [],
    });
    assert.deepEqual(linkOf({ type: 'docSidebar', sidebarId: 'docs' }).link, { to: 'intro' });
    assert.deepEqual(linkOf({ to: '/api/hooks#useselector' }).link, { to: '/api/hooks#useselector' });
    assert.deepEqual(linkOf({ href: '/intro' }).link, { to: '/intro' });
  });

  test('addresses elsewhere stay addresses; the pages of the site that are not docs stay paths', () => {
    assert.deepEqual(linkOf({ href: 'https://github.com/org/repo' }).link, { href: 'https://github.com/org/repo' });
    assert.deepEqual(linkOf({ to: 'mailto:team@example.com' }).link, { href: 'mailto:team@example.com' });
    assert.deepEqual(linkOf({ to: '/search?q=hooks' }).link, { href: '/search?q=hooks' });
    assert.deepEqual(linkOf({ href: '/' }).link, { href: '/' });
  });

  test('what leads nowhere here is left out, with a warning at its config path', () => {
    assert.deepEqual(linkOf({ type: 'doc', docId: 'gone', label: 'Gone' }), {
      link: undefined,
      said: ['navbar.items[0]: "Gone" links to doc "gone", which is not imported; left out'],
    });
    assert.deepEqual(linkOf({ to: '/blog', label: 'Blog' }).said, [
      'navbar.items[0]: "Blog" links to /blog, which is not a doc or a Markdown page (the blog and React pages are not migrated); left out',
    ]);
    assert.deepEqual(linkOf({}).said, ['navbar.items[0]: an item has no link (to, href, docId); left out']);
    assert.deepEqual(linkOf({ type: 'docSidebar' }, configContext({ firstDocRoute: undefined })), {
      link: undefined,
      said: [],
    });
  });
});
