/**
 * What the Studio's preview shows against what the built site serves: the
 * preview of every doc of a dataset (seedPreviews.ts, in its own Node process
 * so the importer and rendering module load as the build loads them), and the
 * comparison of one with its page as the build wrote it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Preview = {
  title: string;
  html: string;
  codeCss: string;
  problems: string;
  /** The page's address and place in its sidebar, as the Preview plans them (src/preview/pagePreview.ts). */
  pathname: string;
  breadcrumbs: string[];
  pagination: string[];
};

/** Previews by route, of the seed's docs or of the docs in `datasetFile`. */
export function loadPreviews(datasetFile?: string): Record<string, Preview> {
  const script = path.join(import.meta.dirname, 'seedPreviews.ts');
  const args = datasetFile ? [script, datasetFile] : [script];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 }));
}

/** The Preview's answers to the theme's static queries (src/preview/staticQueries.ts) over the seed, by query name. */
export function loadStaticQueryAnswers(): Record<string, unknown> {
  const script = path.join(import.meta.dirname, 'seedPreviews.ts');
  return JSON.parse(execFileSync(process.execPath, [script, '--static-queries'], { encoding: 'utf8' }));
}

/**
 * The preview's HTML is one of the page's article blocks, serialised alike by
 * the browser, and its code colours are in the page's styles. Use a page with
 * JavaScript off: the static HTML, as no script has touched it.
 */
export async function expectPreviewIsPage(page: Page, route: string, preview: Preview): Promise<void> {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toHaveText(preview.title);
  const found = await page.evaluate((html) => {
    // A category's cards are filled in from the sidebar, which the preview of one doc says in words instead.
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const note of template.content.querySelectorAll('[data-preview-note]')) note.remove();
    const expected = template.innerHTML;
    const blocks = [...document.querySelectorAll('main article > div')].map((element) => {
      const copy = element.cloneNode(true) as Element;
      for (const cards of copy.querySelectorAll('[data-doc-cards]')) cards.remove();
      return copy.innerHTML;
    });
    return { same: blocks.includes(expected), length: expected.length };
  }, preview.html);
  expect(found, route).toEqual({ same: true, length: expect.any(Number) });
  // The Preview's page around the article: its place in the sidebar is the one the build gave it.
  expect(route, 'the Preview draws the doc at its own address').toBe(preview.pathname);
  const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
  expect(crumbs.map((crumb) => crumb.trim()).filter(Boolean), route).toEqual(preview.breadcrumbs);
  const pagination = await page
    .locator('nav[aria-label="Docs pages"] a')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/^(Previous|Next)/, '')));
  expect(pagination, route).toEqual(preview.pagination);
  if (preview.codeCss) {
    const styles = await page.locator('style').allTextContents();
    expect(styles, route).toContain(preview.codeCss);
  }
}
