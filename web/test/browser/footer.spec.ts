import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

/*
 * The footer as the seed's footer document (content/site.json) configures it:
 * link groups, logo, copyright, dark/light style and columns/row layout.
 */

type SeedLink = { label: string; to?: string; href?: string };
type SeedFooter = {
  style: 'dark' | 'light';
  layout: 'columns' | 'row';
  logo: { src: string; alt: string };
  logoUrl: string;
  linkGroups: { title: string; links: SeedLink[] }[];
  copyright: string;
};

const SITE_JSON = path.resolve(import.meta.dirname, '../../../content/site.json');
const FOOTER = (JSON.parse(readFileSync(SITE_JSON, 'utf8')) as { footer: SeedFooter }).footer;

/** Colours of the dark footer in web/src/theme/Footer/styles.module.css (#303846 on #ebedf0). */
const DARK_BACKGROUND = 'rgb(48, 56, 70)';
const DARK_TEXT = 'rgb(235, 237, 240)';

const footer = (page: Page) => page.getByRole('contentinfo');
const group = (page: Page, title: string): Locator =>
  footer(page)
    .locator('div:has(> h2)')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

for (const route of ['/', '/api/hooks']) {
  test(`on ${route} the footer shows every link group with its links in order`, async ({ page }) => {
    await page.goto(route);
    await expect(footer(page)).toHaveCount(1);
    await expect(footer(page)).toBeVisible();
    const titles = FOOTER.linkGroups.map((linkGroup) => linkGroup.title);
    expect(titles).toEqual(['Docs', 'Community', 'More']);
    await expect(footer(page).getByRole('heading', { level: 2 })).toHaveText(titles);
    for (const linkGroup of FOOTER.linkGroups) {
      const links = group(page, linkGroup.title).getByRole('list').getByRole('listitem').getByRole('link');
      await expect(links).toHaveText(linkGroup.links.map((link) => link.label));
      for (const [index, link] of linkGroup.links.entries()) {
        const rendered = links.nth(index);
        if (link.to !== undefined) {
          await expect(rendered).toHaveAttribute('href', `/${link.to}`);
          await expect(rendered).not.toHaveAttribute('target');
        } else {
          await expect(rendered).toHaveAttribute('href', link.href ?? '');
          await expect(rendered).toHaveAttribute('target', '_blank');
          await expect(rendered).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    }
  });
}

test('the footer logo links to the configured address and loads', async ({ page, request }) => {
  await page.goto('/api/hooks');
  const logo = footer(page).getByRole('img', { name: FOOTER.logo.alt, exact: true });
  await expect(logo).toHaveCount(1);
  await expect(logo).toHaveAttribute('alt', 'React Redux logo');
  await expect(logo).toHaveAttribute('width', '48');
  await expect(logo).toHaveAttribute('height', '48');
  await expect(footer(page).getByRole('link', { name: FOOTER.logo.alt, exact: true })).toHaveAttribute(
    'href',
    FOOTER.logoUrl,
  );
  const source = await logo.getAttribute('src');
  expect(source).toMatch(/\.svg$/);
  expect((await request.get(source ?? '')).status()).toBe(200);
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const box = await logo.boundingBox();
  expect(box?.width).toBe(48);
  expect(box?.height).toBe(48);
});

test('the footer ends with the copyright line', async ({ page }) => {
  await page.goto('/introduction/getting-started');
  const copyright = footer(page).getByText(FOOTER.copyright, { exact: true });
  await expect(copyright).toBeVisible();
  await expect(copyright).toHaveText('Copyright © 2015–2026 Dan Abramov and the Redux documentation authors.');
  const isLast = await footer(page).evaluate((element) => {
    const texts = [...element.querySelectorAll('p, a, h2')].filter((node) => node.textContent?.trim());
    return texts.at(-1)?.textContent;
  });
  expect(isLast).toBe(FOOTER.copyright);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the footer has the seed's ${FOOTER.style} style with the site in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, '/api/hooks');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // A dark footer keeps its own colours in both modes; a light one follows the mode's surface and text.
    const expected =
      FOOTER.style === 'dark'
        ? { background: DARK_BACKGROUND, text: DARK_TEXT }
        : await page.evaluate(() => {
            const probe = document.createElement('div');
            probe.style.background = 'var(--surface-subtle)';
            probe.style.color = 'var(--text-color)';
            document.body.append(probe);
            const style = getComputedStyle(probe);
            const colours = { background: style.backgroundColor, text: style.color };
            probe.remove();
            return colours;
          });
    await expect(footer(page)).toHaveCSS('background-color', expected.background);
    await expect(footer(page)).toHaveCSS('color', expected.text);
    await expect(footer(page).getByRole('heading', { name: 'Docs', exact: true })).toHaveCSS('color', expected.text);
    if (FOOTER.style === 'dark') {
      await expect(footer(page).getByRole('link', { name: 'Quick Start', exact: true })).toHaveCSS('color', DARK_TEXT);
      await expect(footer(page).getByRole('link', { name: 'Discord', exact: true })).toHaveCSS('color', DARK_TEXT);
    }
    // It differs from the page behind it, so the footer reads as its own band.
    const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBackground).not.toBe(expected.background);
  });
}

async function groupBoxes(page: Page) {
  const boxes = [];
  for (const linkGroup of FOOTER.linkGroups) {
    const box = await group(page, linkGroup.title).boundingBox();
    if (!box) throw new Error(`the ${linkGroup.title} group has no box`);
    boxes.push(box);
  }
  return boxes;
}

/** The width the page lays out in: the window's, less the room kept for a scrollbar (global.css). */
const pageWidth = (page: Page) => page.evaluate(() => document.body.getBoundingClientRect().width);

test('at desktop width the link groups stand side by side as columns', async ({ page }) => {
  test.skip(FOOTER.layout !== 'columns', 'the seed footer is not laid out in columns');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/hooks');
  const [docs, community, more] = await groupBoxes(page);
  if (!docs || !community || !more) throw new Error('three groups expected');
  expect(community.y).toBe(docs.y);
  expect(more.y).toBe(docs.y);
  expect(community.x).toBeGreaterThanOrEqual(docs.x + docs.width);
  expect(more.x).toBeGreaterThanOrEqual(community.x + community.width);
  // Columns of equal width, centred in at most 1140px.
  expect(community.width).toBeCloseTo(docs.width, 0);
  expect(more.width).toBeCloseTo(docs.width, 0);
  const centre = (docs.x + more.x + more.width) / 2;
  expect(Math.abs(centre - (await pageWidth(page)) / 2)).toBeLessThanOrEqual(1);
  expect(more.x + more.width - docs.x).toBeLessThanOrEqual(1140);
});

test('at phone width (375px) the link groups stack and nothing overflows', async ({ page }) => {
  test.skip(FOOTER.layout !== 'columns', 'the seed footer is not laid out in columns');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/api/hooks');
  const [docs, community, more] = await groupBoxes(page);
  if (!docs || !community || !more) throw new Error('three groups expected');
  expect(community.x).toBe(docs.x);
  expect(more.x).toBe(docs.x);
  expect(community.y).toBeGreaterThanOrEqual(docs.y + docs.height);
  expect(more.y).toBeGreaterThanOrEqual(community.y + community.height);
  const footerBox = await footer(page).boundingBox();
  expect(footerBox?.width).toBe(await pageWidth(page));
  expect(footerBox?.width).toBeGreaterThan(375 - 20);
  const overflow = await footer(page).evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBe(0);
});

test('an internal footer link navigates in the browser', async ({ page }) => {
  await gotoHydrated(page, '/api/hooks');
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).__footerSpecMark = true;
  });
  await footer(page).getByRole('link', { name: 'Troubleshooting', exact: true }).click();
  await expect(page).toHaveURL(/\/troubleshooting$/);
  await expect(page.locator('main h1')).toHaveText('Troubleshooting');
  await expect(page.locator('main h1')).toBeInViewport();
  expect(
    await page.evaluate(() => (window as unknown as Record<string, boolean>).__footerSpecMark === true),
    'no full page load',
  ).toBe(true);
});
