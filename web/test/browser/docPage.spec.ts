import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

/*
 * What a reader sees at the bottom and inside a doc page, checked against the seed in content/:
 * the "Last updated" line, previous/next links, heading anchors, internal links, images,
 * admonitions and tables. Expectations are read from the Markdown and sidebars.js, not from the build.
 */

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');
const DOCS_DIR = path.join(CONTENT_DIR, 'docs');

type SeedPage = { id: string; route: string; file: string; title: string; label: string; markdown: string };

function frontMatter(markdown: string, key: string): string | undefined {
  const value = new RegExp(`^${key}:\\s*(.+?)\\s*$`, 'm').exec(markdown)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** Inline Markdown to the text a reader sees: `code`, **bold**, [links](x) lose their syntax. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** Lines of a Markdown body, front matter left out, outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let inFence = false;
  const lines: string[] = [];
  for (const line of markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence) lines.push(line);
  }
  return lines;
}

/** The docs in the order of the sidebar (content/sidebars.js), which is the previous/next order. */
const SIDEBAR_ORDER: SeedPage[] = (() => {
  const requireSeed = createRequire(path.join(CONTENT_DIR, 'sidebars.js'));
  const sidebars = requireSeed('./sidebars.js') as { docs: { items: string[] }[] };
  return sidebars.docs
    .flatMap((category) => category.items)
    .map((id) => {
      const file = path.join(DOCS_DIR, `${id}.md`);
      const markdown = readFileSync(file, 'utf8');
      const title = frontMatter(markdown, 'title') ?? '';
      return { id, route: `/${id}`, file, title, label: frontMatter(markdown, 'sidebar_label') ?? title, markdown };
    });
})();

function seedPage(route: string): SeedPage {
  const found = SIDEBAR_ORDER.find((doc) => doc.route === route);
  if (!found) throw new Error(`${route} is not in content/sidebars.js`);
  return found;
}

/** The importer dates a doc by the last commit of its file (scripts/src/import/docs/gitDates.ts); none when uncommitted. */
function lastCommitDate(file: string): Date | undefined {
  try {
    const iso = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
    }).trim();
    return iso ? new Date(iso) : undefined;
  } catch {
    return undefined;
  }
}

/** Gatsby's `formatString: "MMM D, YYYY"`, which formats in UTC. */
function displayDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

const DISPLAY_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]), (19|20)\d{2}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A mark on `window` that survives client-side navigation and disappears with a full page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).__docPageSpecMark = true;
  });
}
const windowIsMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, boolean>).__docPageSpecMark === true);

const article = (page: Page) => page.locator('main article');

test.describe('"Last updated on"', () => {
  test('every doc page shows the date of its last commit in a <time> element', async ({ page }) => {
    for (const doc of SIDEBAR_ORDER) {
      await test.step(doc.route, async () => {
        await page.goto(doc.route);
        const line = article(page).locator('p', { hasText: /^Last updated on / });
        const committed = lastCommitDate(doc.file);
        if (!committed) {
          // An uncommitted doc has no date, and the line is left out rather than showing a made-up one.
          await expect(line).toHaveCount(0);
          return;
        }
        await expect(line).toHaveCount(1);
        const time = line.locator('time');
        await expect(time).toHaveCount(1);
        await expect(time).toHaveText(DISPLAY_DATE);
        await expect(time).toHaveText(displayDate(committed));
        await expect(line).toHaveText(`Last updated on ${displayDate(committed)}`);
        await expect(line).toBeVisible();
        // It closes the text: after the last content block, in the row "Edit this page" shares, before the
        // previous/next links.
        const followedByPager = await line.evaluate(
          (element) => element.parentElement?.nextElementSibling?.getAttribute('aria-label') === 'Docs pages',
        );
        expect(followedByPager).toBe(true);
      });
    }
  });

  test('the <time> element carries a machine-readable datetime for the date it shows', async ({ page }) => {
    // A <time> without datetime must hold a valid date string itself; "Nov 22, 2026" is not one (HTML spec).
    const doc = seedPage('/api/hooks');
    const committed = lastCommitDate(doc.file);
    test.skip(!committed, 'the doc is not committed, so it has no date');
    await page.goto(doc.route);
    const time = article(page)
      .locator('p', { hasText: /^Last updated on / })
      .locator('time');
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    const datetime = (await time.getAttribute('datetime')) ?? '';
    expect(displayDate(new Date(datetime))).toBe(await time.textContent());
  });
});

test.describe('previous and next links', () => {
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });
  const pagerLink = (page: Page, kind: 'Previous' | 'Next') =>
    pager(page)
      .getByRole('link')
      .filter({ has: page.getByText(kind, { exact: true }) });

  test('the first doc has only Next, a middle doc has both, the last has only Previous', async ({ page }) => {
    const first = SIDEBAR_ORDER[0];
    const second = SIDEBAR_ORDER[1];
    const last = SIDEBAR_ORDER.at(-1);
    const beforeLast = SIDEBAR_ORDER.at(-2);
    if (!first || !second || !last || !beforeLast) throw new Error('the sidebar needs at least two docs');
    expect(first.route).toBe('/introduction/getting-started');
    expect(last.route).toBe('/troubleshooting');

    await page.goto(first.route);
    await expect(pagerLink(page, 'Previous')).toHaveCount(0);
    await expect(pagerLink(page, 'Next')).toHaveAttribute('href', second.route);
    await expect(pagerLink(page, 'Next')).toHaveText(`Next${second.label}`);

    await page.goto('/api/hooks');
    await expect(pager(page).getByRole('link')).toHaveCount(2);
    await expect(pagerLink(page, 'Previous')).toHaveAttribute('href', '/api/provider');
    await expect(pagerLink(page, 'Previous')).toHaveText('PreviousProvider');
    await expect(pagerLink(page, 'Next')).toHaveAttribute('href', '/api/connect');
    await expect(pagerLink(page, 'Next')).toHaveText('Nextconnect()');

    await page.goto(last.route);
    await expect(pagerLink(page, 'Next')).toHaveCount(0);
    await expect(pagerLink(page, 'Previous')).toHaveAttribute('href', beforeLast.route);
    await expect(pagerLink(page, 'Previous')).toHaveText(`Previous${beforeLast.label}`);
  });

  test('every doc links to its neighbours in sidebar order, by sidebar label', async ({ page }) => {
    for (const [index, doc] of SIDEBAR_ORDER.entries()) {
      await test.step(doc.route, async () => {
        await page.goto(doc.route);
        const previous = SIDEBAR_ORDER[index - 1];
        const next = SIDEBAR_ORDER[index + 1];
        await expect(pager(page).getByRole('link')).toHaveCount((previous ? 1 : 0) + (next ? 1 : 0));
        if (previous) {
          await expect(pagerLink(page, 'Previous')).toHaveAttribute('href', previous.route);
          await expect(pagerLink(page, 'Previous')).toHaveText(`Previous${previous.label}`);
        }
        if (next) {
          await expect(pagerLink(page, 'Next')).toHaveAttribute('href', next.route);
          await expect(pagerLink(page, 'Next')).toHaveText(`Next${next.label}`);
        }
      });
    }
  });

  test('Next and Previous navigate in the browser and show the new page from its top', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    await markWindow(page);
    await pagerLink(page, 'Next').click();
    await expect(page).toHaveURL(/\/api\/connect$/);
    await expect(page.locator('main h1')).toHaveText(seedPage('/api/connect').title);
    await expect(page.locator('main h1')).toBeInViewport();
    await pagerLink(page, 'Previous').click();
    await expect(page).toHaveURL(/\/api\/hooks$/);
    await expect(page.locator('main h1')).toHaveText('Hooks');
    await pagerLink(page, 'Previous').click();
    await expect(page).toHaveURL(/\/api\/provider$/);
    await expect(page.locator('main h1')).toHaveText('Provider');
    // Gatsby's router moved between pages: no full reload.
    expect(await windowIsMarked(page)).toBe(true);
  });
});

test.describe('heading anchors', () => {
  for (const route of ['/api/hooks', '/using-react-redux/connect-mapstate']) {
    test(`every section heading on ${route} has an id and a "#" link to it`, async ({ page }) => {
      await page.goto(route);
      const headings = await page.locator('main :is(h2, h3, h4, h5, h6)').evaluateAll((elements) =>
        elements.map((heading) => ({
          level: heading.tagName.toLowerCase(),
          id: heading.id,
          links: [...heading.querySelectorAll('a')].map((link) => ({
            href: link.getAttribute('href'),
            label: link.getAttribute('aria-label'),
            text: link.textContent,
          })),
        })),
      );
      const levels = new Set(headings.map((heading) => heading.level));
      expect(levels).toContain('h2');
      expect(levels).toContain('h3');
      for (const heading of headings) {
        expect(heading.id, JSON.stringify(heading)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(heading.links, heading.id).toEqual([
          { href: `#${heading.id}`, label: 'Direct link to this section', text: '#' },
        ]);
      }
      const ids = headings.map((heading) => heading.id);
      expect(new Set(ids).size, 'heading ids are unique').toBe(ids.length);
      // Seed h2 headings each get one.
      const seedH2 = proseLines(seedPage(route).markdown).filter((line) => /^## /.test(line)).length;
      expect(headings.filter((heading) => heading.level === 'h2')).toHaveLength(seedH2);
      await expect(page.locator('main').getByRole('link', { name: 'Direct link to this section' })).toHaveCount(
        headings.length,
      );
    });
  }

  test('the anchor appears on hover and focus and holds the address of the section', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks');
    const heading = page.locator('main h2#usedispatch');
    const anchor = heading.getByRole('link', { name: 'Direct link to this section' });
    await expect(anchor).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(anchor).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(anchor).toHaveCSS('opacity', '0');
    await anchor.focus();
    await expect(anchor).toHaveCSS('opacity', '1');
    // What "Copy link address" gives a reader.
    const address = await anchor.evaluate((link) => (link as HTMLAnchorElement).href);
    expect(address).toBe(new URL('/api/hooks#usedispatch', page.url()).href);
    await anchor.click();
    await expect(page).toHaveURL(/\/api\/hooks#usedispatch$/);
    await expect(heading).toBeInViewport();
  });

  test('a URL with #anchor opens scrolled to that heading, below the sticky navbar', async ({ page }) => {
    await gotoHydrated(page, '/api/hooks#usedispatch');
    const heading = page.locator('main h2#usedispatch');
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const navbarBottom = await page
      .getByRole('navigation', { name: 'Main' })
      .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    // scroll-margin-top keeps the heading just below the navbar, not under it and not far down.
    const offsetBelowNavbar = async () => ((await heading.boundingBox())?.y ?? Number.NaN) - navbarBottom;
    await expect.poll(offsetBelowNavbar, { message: 'heading top minus navbar bottom' }).toBeGreaterThanOrEqual(0);
    await expect.poll(offsetBelowNavbar, { message: 'heading top minus navbar bottom' }).toBeLessThan(40);
  });
});

test.describe('internal links in doc content', () => {
  for (const doc of SIDEBAR_ORDER) {
    test(`links on ${doc.route} lead to existing pages and headings`, async ({ page, request }) => {
      await page.goto(doc.route);
      const origin = new URL(page.url()).origin;
      const hrefs = await article(page)
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const internal = [...new Set(hrefs)].map((href) => new URL(href)).filter((url) => url.origin === origin);
      // At least the previous/next links and the heading anchors.
      expect(internal.length).toBeGreaterThan(2);

      const bodies = new Map<string, string>();
      const problems: string[] = [];
      for (const url of internal) {
        let body = bodies.get(url.pathname);
        if (body === undefined) {
          const response = await request.get(url.pathname, { maxRedirects: 0 });
          if (response.status() !== 200) problems.push(`${url.pathname}: HTTP ${response.status()}`);
          body = await response.text();
          bodies.set(url.pathname, body);
        }
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && !new RegExp(`<[a-z0-9]+ [^>]*\\bid="${escapeRegExp(id)}"`).test(body)) {
          problems.push(`${url.pathname}${url.hash}: no element with id "${id}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('a content link to a heading on another page opens that page at the heading', async ({ page }) => {
    await gotoHydrated(page, '/introduction/getting-started');
    await markWindow(page);
    const link = article(page).locator('li a[href="/api/hooks#useselector"]');
    await link.click();
    await expect(page).toHaveURL(/\/api\/hooks#useselector$/);
    await expect(page.locator('main h1')).toHaveText('Hooks');
    await expect(page.locator('main h2#useselector')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await windowIsMarked(page)).toBe(true);
  });
});

test.describe('content blocks', () => {
  test('the image keeps its space while loading, so nothing below it moves', async ({ page, request }) => {
    const doc = seedPage('/introduction/why-use-react-redux');
    const [, alt, source, caption] = /!\[([^\]]*)\]\((\S+) "([^"]*)"\)/.exec(doc.markdown) ?? [];
    if (!alt || !source || !caption) throw new Error(`no image in ${doc.file}`);
    const svg = readFileSync(path.resolve(path.dirname(doc.file), source), 'utf8');
    const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);

    // Hold back the picture itself until the layout has been measured without it.
    const html = await (await request.get(doc.route)).text();
    const imageUrl = /<figure[\s\S]*?<img[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    if (!imageUrl) throw new Error('no image in a figure of the server HTML');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(
      (url) => url.pathname === imageUrl,
      async (route) => {
        requested = true;
        await released;
        await route.continue();
      },
    );

    await gotoHydrated(page, doc.route);
    const figure = article(page).locator('figure');
    await expect(figure).toHaveCount(1);
    const image = figure.locator('img');
    await expect(image).toHaveAttribute('alt', alt);
    await expect(figure.locator('figcaption')).toHaveText(caption);

    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => requested, { message: 'the image was requested' }).toBe(true);
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(0);
    const reserved = await image.boundingBox();
    if (!reserved) throw new Error('the image has no box');
    expect(reserved.height).toBeGreaterThan(0);
    expect(reserved.width).toBeLessThanOrEqual(width);
    expect(Math.abs(reserved.height - (reserved.width * height) / width)).toBeLessThanOrEqual(1);
    const captionTop = () =>
      figure.locator('figcaption').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const captionBefore = await captionTop();

    release();
    await expect
      .poll(() =>
        image.evaluate((element) => {
          const img = element as HTMLImageElement;
          return img.complete && img.naturalWidth > 0;
        }),
      )
      .toBe(true);
    expect(await captionTop()).toBe(captionBefore);
    const shown = await image.boundingBox();
    expect(shown?.width).toBeCloseTo(reserved.width, 0);
    expect(shown?.height).toBeCloseTo(reserved.height, 0);
  });

  test('a page reached by client-side navigation shows its image', async ({ page }) => {
    await gotoHydrated(page, '/introduction/getting-started');
    await markWindow(page);
    await page.locator('main aside').getByRole('link', { name: 'Why Use React Redux?' }).click();
    await expect(page).toHaveURL(/\/introduction\/why-use-react-redux$/);
    const image = article(page).locator('figure img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await windowIsMarked(page)).toBe(true);
  });

  test('admonitions show their kind and title as written in the seed', async ({ page }) => {
    const DEFAULT_TITLES: Record<string, string> = {
      note: 'note',
      tip: 'tip',
      info: 'info',
      caution: 'caution',
      danger: 'danger',
    };
    const BORDER_COLOURS: Record<string, string> = {
      note: 'rgb(141, 148, 158)',
      tip: 'rgb(0, 164, 0)',
      info: 'rgb(53, 120, 229)',
      caution: 'rgb(230, 167, 0)',
      danger: 'rgb(225, 50, 56)',
    };
    const kindsSeen = new Set<string>();
    for (const doc of SIDEBAR_ORDER) {
      const expected = proseLines(doc.markdown).flatMap((line) => {
        const match = /^:::(\w+)(?:\s+(.+))?$/.exec(line.trim());
        if (!match?.[1]) return [];
        const kind = match[1];
        return [{ kind, title: match[2] ? plainText(match[2]) : DEFAULT_TITLES[kind], border: BORDER_COLOURS[kind] }];
      });
      if (expected.length === 0) continue;
      await test.step(doc.route, async () => {
        await page.goto(doc.route);
        const rendered = await article(page)
          .locator('aside[data-kind]')
          .evaluateAll((asides) =>
            asides.map((aside) => ({
              kind: aside.getAttribute('data-kind'),
              title: aside.querySelector(':scope > p')?.textContent ?? null,
              border: getComputedStyle(aside).borderLeftColor,
            })),
          );
        expect(rendered).toEqual(expected);
        for (const { kind } of expected) kindsSeen.add(kind);
      });
    }
    expect([...kindsSeen].sort()).toEqual(Object.keys(DEFAULT_TITLES).sort());
  });

  test('tables have a header row of column headers as written in the seed', async ({ page }) => {
    let tablesChecked = 0;
    for (const doc of SIDEBAR_ORDER) {
      const lines = proseLines(doc.markdown);
      const expected = lines.flatMap((line, index) => {
        const header = lines[index - 1];
        if (!/^\|(\s*:?-{3,}:?\s*\|)+$/.test(line.trim()) || header === undefined) return [];
        let rows = 0;
        while (lines[index + 1 + rows]?.trim().startsWith('|')) rows += 1;
        const cells = header.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(plainText);
        return [{ headers: cells, scopes: cells.map(() => 'col'), bodyRows: rows }];
      });
      if (expected.length === 0) continue;
      await test.step(doc.route, async () => {
        await page.goto(doc.route);
        const tables = article(page).locator('table');
        const rendered = await tables.evaluateAll((elements) =>
          elements.map((table) => {
            const headerCells = [...table.querySelectorAll('thead > tr > th')];
            return {
              headers: headerCells.map((cell) => cell.textContent?.trim() ?? ''),
              scopes: headerCells.map((cell) => cell.getAttribute('scope')),
              bodyRows: table.querySelectorAll('tbody > tr').length,
            };
          }),
        );
        expect(rendered).toEqual(expected);
        await expect(tables.first().getByRole('columnheader')).toHaveCount(expected[0]?.headers.length ?? -1);
        tablesChecked += expected.length;
      });
    }
    expect(tablesChecked).toBeGreaterThanOrEqual(10);
  });
});
