import { expect, test } from '@playwright/test';
import type { Code, Heading, Link, RootContent, Table } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from '../../plugins/gatsby-plugin-markdown-twins/src/parseMarkdown.ts';
import { SPEC_DOC_ROUTES } from './seedContent.ts';

/** The seed's site address (content/site.json): twins and lists name pages absolutely. */
const SITE_URL = 'https://react-redux.js.org';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the twin holds, read with a Markdown parser. */
function readTwin(markdown: string) {
  const root = parseMarkdown(markdown);
  const headings: [number, string][] = [];
  const code: string[] = [];
  const cells: string[] = [];
  const links: string[] = [];
  const alerts: string[] = [];
  visit(root, (node: RootContent | typeof root) => {
    if (node.type === 'heading') headings.push([(node as Heading).depth, squash(mdastToString(node))]);
    if (node.type === 'code') code.push((node as Code).value);
    if (node.type === 'table')
      for (const row of (node as Table).children)
        for (const cell of row.children) cells.push(squash(mdastToString(cell)));
    if (node.type === 'link') links.push((node as Link).url);
    if (node.type === 'blockquote') {
      const kind = /^\[!(\w+)\]/.exec(mdastToString(node))?.[1];
      if (kind) alerts.push(kind);
    }
  });
  return { headings, code, cells, links, alerts };
}

const ALERT_KINDS: Record<string, string> = {
  note: 'NOTE',
  tip: 'TIP',
  info: 'IMPORTANT',
  caution: 'WARNING',
  danger: 'CAUTION',
};

for (const route of SPEC_DOC_ROUTES) {
  test(`${route}.md holds every heading, code block, table cell, admonition and link of the page`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`${route}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    const twin = readTwin(await response.text());

    await page.goto(route);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${route}.md`,
    );
    const html = await page.locator('main article').evaluate((article) => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const content = [...article.querySelectorAll('h1, .heading, pre code, td, th, .admonition, a[href]')];
      return {
        title: text(article.querySelector('h1') as Element),
        headings: [...article.querySelectorAll('.heading')].map((heading) => [
          Number(heading.tagName.slice(1)),
          text(heading).replace(/\s*#$/, ''),
        ]),
        code: [...article.querySelectorAll('pre code')].map((code) => code.textContent ?? ''),
        cells: [...article.querySelectorAll('td, th')].map(text),
        admonitions: [...article.querySelectorAll('.admonition')].map((element) => element.getAttribute('data-kind')),
        links: content
          .filter((element) => element.matches('a[href]') && element.closest('.heading') === null)
          // Not the page's own navigation: the table of contents (nav, details) and the previous and next links.
          .filter((element) => element.closest('nav, details') === null)
          .map((element) => (element as HTMLAnchorElement).getAttribute('href') ?? ''),
      };
    });
    expect(twin.headings[0]).toEqual([1, html.title]);
    expect(twin.headings.slice(1)).toEqual(html.headings);
    expect(twin.code.map((code) => code.replace(/\n$/, ''))).toEqual(html.code.map((code) => code.replace(/\n$/, '')));
    expect(twin.cells).toEqual(html.cells);
    expect(twin.alerts).toEqual(html.admonitions.map((kind) => ALERT_KINDS[kind ?? ''] ?? ''));
    const absolute = (href: string) =>
      href.startsWith('/') ? `${SITE_URL}${href}` : href.startsWith('#') ? `${SITE_URL}${route}${href}` : href;
    for (const href of html.links) {
      expect(twin.links, `link to ${href}`).toContain(absolute(href));
    }
  });
}

test('llms.txt lists every doc twin by sidebar category, and every link in it answers', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const root = parseMarkdown(await response.text());
  const [title, summary] = root.children;
  expect(title?.type === 'heading' && title.depth === 1 && mdastToString(title)).toBe('React Redux');
  expect(summary?.type === 'blockquote' && mdastToString(summary)).toBe('Official React bindings for Redux');
  const urls: string[] = [];
  visit(root, 'link', (link: Link) => {
    urls.push(link.url);
  });
  expect(urls.map((url) => new URL(url).pathname).sort()).toEqual(SPEC_DOC_ROUTES.map((route) => `${route}.md`).sort());
  for (const url of urls) {
    expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
    expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
  }
  const full = await request.get('/llms-full.txt');
  expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await full.text();
  const twins = await Promise.all(urls.map(async (url) => (await request.get(new URL(url).pathname)).text()));
  expect(text).toBe(`${twins.map((twin) => twin.trimEnd()).join('\n\n')}\n`);
});
