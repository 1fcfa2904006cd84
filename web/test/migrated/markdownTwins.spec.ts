import { expect, test } from '@playwright/test';
import type { Link } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from '../../plugins/gatsby-plugin-markdown-twins/src/parseMarkdown.ts';

/** The twins' and lists' links, as paths of the site. */
async function listedPaths(request: import('@playwright/test').APIRequestContext, list: string) {
  const response = await request.get(list);
  expect(response.status(), list).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const paths: string[] = [];
  visit(parseMarkdown(await response.text()), 'link', (link: Link) => {
    paths.push(new URL(link.url).pathname);
  });
  return paths;
}

test('each docs version has its own llms.txt under its path; the root lists the current docs, then the standalone pages', async ({
  request,
}) => {
  const listed = await listedPaths(request, '/llms.txt');
  const released = await listedPaths(request, '/docs/llms.txt');
  expect(listed.slice(-2)).toEqual(['/help.md', '/releases.md']);
  const current = listed.slice(0, -2);
  expect(current.length).toBeGreaterThan(0);
  expect(released.length).toBeGreaterThan(0);
  expect(current.every((path) => path.startsWith('/docs/next/') && path.endsWith('.md'))).toBe(true);
  expect(released.every((path) => !path.startsWith('/docs/next/') && path.endsWith('.md'))).toBe(true);
  for (const path of [...listed, ...released]) expect((await request.get(path)).status(), path).toBe(200);
  expect((await request.get('/docs/llms-full.txt')).status()).toBe(200);
});

test("a released version's twin is its own text; MDX tabs come out labelled", async ({ request }) => {
  const twin = await (await request.get('/docs/intro.md')).text();
  expect(twin).toContain('In Store Kit 1.x, your app');
  const withTabs = await request.get('/docs/next/tutorial-basics/create-a-store.md');
  expect(withTabs.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const root = parseMarkdown(await withTabs.text());
  const labels = root.children.filter(
    (node) => node.type === 'paragraph' && node.children.length === 1 && node.children[0]?.type === 'strong',
  );
  const labelled = labels.map((label) => {
    const next = root.children[root.children.indexOf(label) + 1];
    return [
      (label.type === 'paragraph' &&
        label.children[0]?.type === 'strong' &&
        label.children[0].children[0]?.type === 'text' &&
        label.children[0].children[0].value) ||
        '',
      next?.type,
    ];
  });
  // The tabs written in MDX, then the two examples the build shows as TypeScript and JavaScript (javascriptTabs.spec.ts).
  expect(labelled).toEqual([
    ['JavaScript', 'code'],
    ['TypeScript', 'code'],
    ...[1, 2].flatMap(() => [
      ['TypeScript', 'code'],
      ['JavaScript', 'code'],
    ]),
  ]);
});
