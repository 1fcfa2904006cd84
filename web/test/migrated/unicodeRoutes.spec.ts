import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../browser/helpers.ts';

/**
 * The classic fixture's community section has a page whose file is named in Chinese (`people/聚会.md`).
 * Docusaurus serves it at that address; so does the site, with its headings' anchors in the same script.
 */
const ROUTE = '/community/people/聚会';

test('a page named in another script lives at the address Docusaurus gave it, and navigates like any other', async ({
  page,
}) => {
  const response = await gotoHydrated(page, encodeURI(ROUTE));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('线下聚会');
  const heading = page.getByRole('heading', { name: '如何报名' });
  await expect(heading).toHaveAttribute('id', '如何报名');
  // A link to a section of the page, and one to another page, followed in the page.
  await page.getByRole('link', { name: '报名方式' }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(ROUTE)}#${encodeURIComponent('如何报名')}$`));
  await page.getByRole('link', { name: '行为准则' }).click();
  await expect(page).toHaveURL(/\/community\/people\/conduct$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('线下聚会');
});

test('the page is in the sitemap, percent-encoded, and has its Markdown twin', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${encodeURI(ROUTE)}</loc>`);
  const twin = await request.get(`${encodeURI(ROUTE)}.md`);
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toContain('# 线下聚会');
});
