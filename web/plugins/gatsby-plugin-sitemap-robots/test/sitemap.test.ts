import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isNotFoundRoute, NOINDEX_ROUTES } from '@react-redux-docs/web/site-head/robots';
import { robotsTxt, sitemapEntries } from '../src/sitemapEntries.ts';
import { SITEMAP_URL_LIMIT, sitemapXml } from '../src/sitemapXml.ts';

const excluded = (route: string) => isNotFoundRoute(route) || NOINDEX_ROUTES.includes(route);

describe('sitemap', () => {
  const pages = [
    { path: '/api/hooks', context: { id: 'hooks-node' } },
    { path: '/search' },
    { path: '/404' },
    { path: '/404.html' },
    { path: '/dev-404-page' },
    { path: '/' },
    { path: '/category/tutorials', context: {} },
    { path: '/8.x/api/hooks', context: { id: 'old-hooks-node' } },
  ];
  const dates: Record<string, string> = {
    'hooks-node': '2026-11-20T10:00:00Z',
    'old-hooks-node': '2024-01-02T03:04:05Z',
  };

  test('lists every indexable page once, in route order, at its absolute address, with its last change', () => {
    const entries = sitemapEntries([...pages, { path: '/api/hooks' }], {
      siteUrl: 'https://docs.example.org/',
      updatedAt: (page) => (page.path === '/' ? '2026-01-01T00:00:00Z' : dates[String(page.context?.id)]),
      excluded,
    });
    assert.deepEqual(entries, [
      { url: 'https://docs.example.org/', lastmod: '2026-01-01T00:00:00Z' },
      { url: 'https://docs.example.org/8.x/api/hooks', lastmod: '2024-01-02T03:04:05Z' },
      { url: 'https://docs.example.org/api/hooks', lastmod: '2026-11-20T10:00:00Z' },
      { url: 'https://docs.example.org/category/tutorials' },
    ]);
  });

  test('the XML is a urlset of those addresses and dates, with its special characters escaped', async () => {
    const xml = await sitemapXml([
      { url: 'https://docs.example.org/', lastmod: '2026-01-01T00:00:00Z' },
      { url: 'https://docs.example.org/a&b' },
    ]);
    assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    assert.match(
      xml,
      /<url><loc>https:\/\/docs\.example\.org\/<\/loc><lastmod>2026-01-01T00:00:00\.000Z<\/lastmod><\/url>/,
    );
    assert.match(xml, /<loc>https:\/\/docs\.example\.org\/a&amp;b<\/loc>/);
    assert.equal(xml.match(/<url>/g)?.length, 2);
  });

  test('more pages than one sitemap may hold is an error, not a truncated list', async () => {
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, index) => ({ url: `https://e.org/p${index}` }));
    await assert.rejects(sitemapXml(many), /50001 pages to list, more than the 50000 one sitemap may hold/);
  });

  test('robots.txt allows everything and names the sitemap', () => {
    assert.equal(
      robotsTxt('https://docs.example.org/'),
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n',
    );
  });
});
