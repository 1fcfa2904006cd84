/**
 * The Preview view in the real Studio: every seed doc drawn as the site's rendering module draws it (the module
 * web/test/browser/previewMatchesSite.spec.ts holds to the built pages), the site's styles in both colour modes,
 * edits shown as the editor types, the build's complaints in editors' words, and the home page and announcement
 * drawn by the site's own components.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { renderDocPreview } from '@react-redux-docs/web/preview';
import type { Page } from 'playwright-core';
import { E2E_DATASET, E2E_PROJECT_ID } from './buildStudio.ts';
import { SANITY_IMAGE_CDN } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOT = process.env.STUDIO_E2E_PREVIEW_SCREENSHOT ?? '/tmp/studio-e2e-preview.png';

type Doc = { _id: string; _type: string; [field: string]: unknown };

async function openPreview(visit: StudioSession['visit'], id: string, type: string) {
  // The intent names the view too, as a link to a document's Preview does: the pane opens on it.
  const page = await visit(`/intent/edit/id=${id};type=${type};view=preview`);
  await page.getByRole('tab', { name: 'Preview', selected: true }).waitFor();
  const frame = page.frameLocator('iframe[title="Preview of the page"]');
  await frame.locator('#preview-root > :not(link)').first().waitFor({ timeout: 30_000 });
  return { page, frame };
}

export function previewTests(session: () => StudioSession) {
  // One check per doc, each with its own limit: the limit guards against a hang, it does not time the Studio.
  test('the Preview of every seed doc is what the site renders, block for block', async (t) => {
    const { api, visit } = session();
    const all = [...api.docs.values()] as Doc[];
    const docs = all.filter((doc) => doc._type === 'doc' && !doc._id.startsWith('drafts.'));
    const assets = all.filter((doc) => doc._type === 'sanity.imageAsset');
    assert.equal(docs.length, 14);
    for (const doc of docs) {
      await t.test(doc._id, { timeout: 60_000 }, () => previewMatches(doc));
    }

    async function previewMatches(doc: Doc) {
      const expected = await renderDocPreview({
        doc,
        docs,
        assets,
        imageCdnPrefix: `${SANITY_IMAGE_CDN}/${E2E_PROJECT_ID}/${E2E_DATASET}/`,
      });
      const { page, frame } = await openPreview(visit, doc._id, 'doc');
      // The frame shows the previous document until this one is drawn.
      await frame.getByRole('heading', { level: 1, name: expected.title, exact: true }).waitFor();
      // Both sides through the browser's serialiser, so quoting and entities are written alike.
      const { shown, wanted } = await frame.locator('main [data-rich-text]').evaluate((body, html) => {
        const template = body.ownerDocument.createElement('template');
        template.innerHTML = html;
        return { shown: body.innerHTML, wanted: template.innerHTML };
      }, expected.rendered.html);
      if (shown !== wanted) {
        let at = 0;
        while (shown[at] === wanted[at]) at++;
        assert.fail(
          `the preview of ${doc._id} differs from the site's rendering at ${at}:\n shown: …${shown.slice(at - 80, at + 120)}\nwanted: …${wanted.slice(at - 80, at + 120)}`,
        );
      }
      assert.ok(expected.rendered.html.length > 200, doc._id);
      if (expected.rendered.codeCss) {
        assert.equal(await frame.locator('#page-css').textContent(), expected.rendered.codeCss, doc._id);
      }
      // Nothing to fix in the seed: no complaint shown.
      assert.equal(await page.getByText('Fix before publishing').count(), 0, doc._id);
      // Each block of the body is found in the page, so a click on any of them opens it in the editor.
      const blocks = Array.isArray(doc.body) ? doc.body.length : 0;
      await page.locator(`iframe[title="Preview of the page"][data-blocks-placed="${blocks}/${blocks}"]`).waitFor({
        timeout: 5_000,
      });
    }
  });

  test("the Preview wears the site's styles, in light and dark", { timeout: 60_000 }, async () => {
    const { page, frame } = await openPreview(session().visit, 'doc-api_hooks', 'doc');
    const looks = () =>
      frame.locator('html').evaluate((html) => {
        const view = html.ownerDocument.defaultView as Window;
        const token = html.ownerDocument.querySelector('pre code span[class]');
        const admonition = html.ownerDocument.querySelector('.admonition');
        return {
          theme: html.getAttribute('data-theme'),
          background: view.getComputedStyle(html.ownerDocument.body).backgroundColor,
          token: token ? view.getComputedStyle(token).color : null,
          admonitionBorder: admonition ? view.getComputedStyle(admonition).borderLeftColor : null,
          tables: html.ownerDocument.querySelectorAll('table').length,
        };
      });
    await page.getByRole('button', { name: 'Light' }).click();
    const light = await looks();
    await page.getByRole('button', { name: 'Dark' }).click();
    await frame.locator('html[data-theme="dark"]').waitFor();
    const dark = await looks();
    assert.equal(light.theme, 'light');
    assert.equal(light.background, 'rgb(255, 255, 255)');
    assert.notEqual(dark.background, light.background);
    assert.ok(light.token && dark.token && light.token !== dark.token, 'code tokens change colour with the mode');
    assert.ok(light.admonitionBorder, 'the admonition is styled');
    await page.screenshot({ path: SCREENSHOT });
    await page.getByRole('button', { name: 'Light' }).click();
  });

  test('the Preview follows the editor as they type', { timeout: 60_000 }, async () => {
    const page = await session().visit('/intent/edit/id=doc-api_batch;type=doc');
    const title = page.locator('input#title');
    await title.waitFor({ timeout: 30_000 });
    // Editor and Preview side by side, as an editor would work.
    await page.getByRole('button', { name: 'Split pane right' }).click();
    const previewTabs = page.getByRole('tab', { name: 'Preview' });
    await previewTabs.nth(1).waitFor();
    await previewTabs.nth(1).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('h1').waitFor({ timeout: 30_000 });
    await title.click();
    await title.press('End');
    await title.pressSequentially(' now', { delay: 30 });
    await frame.locator('h1', { hasText: /now$/ }).waitFor({ timeout: 10_000 });
  });

  test("the Preview says what the build would refuse, in editors' words", { timeout: 60_000 }, async () => {
    const { api, visit } = session();
    const broken = structuredClone(api.docs.get('doc-api_provider')) as Doc;
    broken._id = 'drafts.doc-api_provider';
    const link = {
      _key: 'gone',
      _type: 'internalLink',
      reference: { _type: 'reference', _ref: 'doc-that-was-deleted' },
    };
    broken.body = [
      {
        _type: 'block',
        _key: 'broken',
        style: 'normal',
        markDefs: [link],
        children: [{ _type: 'span', _key: 's', text: 'a dead link', marks: ['gone'] }],
      },
      ...(broken.body as unknown[]),
    ];
    api.docs.set(broken._id, broken);
    const { page } = await openPreview(visit, 'doc-api_provider', 'doc');
    const complaint = page.getByText(/^Must fix · Body 1 › Link 1: links to a page that/);
    await complaint.waitFor({ timeout: 15_000 });
    assert.doesNotMatch((await complaint.textContent()) ?? '', /doc-that-was-deleted|doc-api_provider/);
    api.docs.delete(broken._id);
  });

  test("the home page and the announcement are drawn by the site's own components", { timeout: 60_000 }, async () => {
    const { api, visit } = session();
    const landing = api.docs.get('landingPage') as Doc & { hero: { title: string } };
    const announcement = api.docs.get('announcement') as Doc & { backgroundColor: string };
    const { frame: home } = await openPreview(visit, 'landingPage', 'landingPage');
    assert.equal(await home.locator('h1').textContent(), landing.hero.title);
    const links = await home.locator('header a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    assert.ok(links.length > 0 && links.every((href) => href && /^(\/|https:)/.test(href)), String(links));
    const heroBackground = await home
      .locator('header')
      .evaluate((header) => (header.ownerDocument.defaultView as Window).getComputedStyle(header).backgroundColor);
    assert.notEqual(heroBackground, 'rgba(0, 0, 0, 0)', 'the hero wears the Landing styles');

    const bar = (await openPreview(visit, 'announcement', 'announcement')).frame.locator(
      'section[aria-label="Announcement"]',
    );
    const colour = await bar.evaluate((section) => (section as HTMLElement).style.backgroundColor);
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(announcement.backgroundColor.slice(at, at + 2), 16));
    assert.equal(colour, `rgb(${r}, ${g}, ${b})`);
    assert.match((await bar.textContent()) ?? '', /React Redux 9 is out/);
    assert.equal(await bar.getByRole('button', { name: 'Close' }).count(), 1);
  });
}

const PAGE_SCREENSHOT = process.env.STUDIO_E2E_PREVIEW_PAGE_SCREENSHOT ?? '/tmp/studio-preview-page.png';
const PHONE_SCREENSHOT = process.env.STUDIO_E2E_PREVIEW_PHONE_SCREENSHOT ?? '/tmp/studio-preview-phone.png';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The text of the body block the editor's caret is in ('' when it is in none). */
function caretBlockText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const anchor = window.getSelection()?.anchorNode;
    const element = anchor instanceof Element ? anchor : anchor?.parentElement;
    return element?.closest('[data-slate-node="element"]')?.textContent ?? '';
  });
}

/** Axe's violations in the Preview's page (its frame), a line each. */
async function frameViolations(page: Page): Promise<string[]> {
  const handle = await page.locator('iframe[title="Preview of the page"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the Preview has no frame');
  await frame.addScriptTag({ content: AXE_SOURCE });
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    type AxeResults = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  });
}

export function previewPageTests(session: () => StudioSession) {
  test('the Preview is the whole page: navbar, sidebar at the doc, breadcrumbs, contents, footer', {
    timeout: 90_000,
  }, async () => {
    const { page, frame } = await openPreview(session().visit, 'doc-api_hooks', 'doc');
    await frame.getByRole('heading', { level: 1, name: 'Hooks' }).waitFor();
    await frame.getByRole('navigation', { name: 'Main' }).waitFor();
    const sidebar = frame.getByRole('navigation', { name: 'Docs sidebar' });
    assert.equal(await sidebar.locator('[aria-current="page"]').textContent(), 'Hooks');
    const crumbs = await frame.getByRole('navigation', { name: 'Breadcrumbs' }).locator('li').allTextContents();
    assert.deepEqual(crumbs.filter(Boolean), ['API Reference', 'Hooks']);
    const contents = frame.getByRole('navigation', { name: 'On this page' });
    assert.ok((await contents.getByRole('link').count()) > 3, 'the table of contents lists the headings');
    assert.match(
      String(await frame.getByRole('navigation', { name: 'Docs pages' }).textContent()),
      /Provider.*connect\(\)/,
    );
    await frame.locator('footer').waitFor();
    // Every block of the body is one a click can reach.
    const placed = await page.locator('iframe[title="Preview of the page"]').getAttribute('data-blocks-placed');
    const [reached, blocks] = String(placed).split('/').map(Number);
    assert.ok(blocks && blocks > 10 && reached === blocks, `blocks placed: ${placed}`);

    assert.deepEqual(await frameViolations(page), [], 'light mode');
    await page.screenshot({ path: PAGE_SCREENSHOT });
    await page.getByRole('button', { name: 'Dark' }).click();
    await frame.locator('html[data-theme="dark"]').waitFor();
    assert.deepEqual(await frameViolations(page), [], 'dark mode');
    await page.getByRole('button', { name: 'Light' }).click();

    // At a phone's width the site's own rules take over: the mobile menu button, no sidebar column.
    await page.getByRole('button', { name: 'Phone' }).click();
    const phone = await frame.locator('html').evaluate((html) => ({
      width: html.ownerDocument.defaultView?.innerWidth,
      sidebar: html.ownerDocument.querySelector('nav[aria-label="Docs sidebar"]')?.getBoundingClientRect().width ?? 0,
    }));
    assert.equal(phone.width, 390);
    assert.equal(phone.sidebar, 0, 'no sidebar column on a phone');
    await frame.getByRole('button', { name: 'Toggle navigation bar' }).waitFor();
    assert.deepEqual(await frameViolations(page), [], 'phone width');
    await page.screenshot({ path: PHONE_SCREENSHOT });
    await page.getByRole('button', { name: 'Desktop' }).click();
  });

  test('a click on a block of the Preview puts the caret in it in the editor (1 action)', {
    timeout: 90_000,
  }, async () => {
    const { api, visit } = session();
    const doc = api.docs.get('doc-api_connect') as Doc & {
      body: { _key: string; style?: string; children?: { text: string }[] }[];
    };
    const target = doc.body.filter((block) => block.style === 'normal' && block.children?.[0]?.text).at(3);
    assert.ok(target, 'connect() has paragraphs');
    const words = (target.children?.[0]?.text ?? '').slice(0, 30);
    const { page, frame } = await openPreview(visit, 'doc-api_connect', 'doc');
    await frame.locator('main [data-rich-text] p', { hasText: words }).first().click();
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor({ timeout: 15_000 });
    const caretIn = () => caretBlockText(page);
    const deadline = Date.now() + 15_000;
    while (!(await caretIn()).startsWith(words) && Date.now() < deadline) await page.waitForTimeout(200);
    assert.ok((await caretIn()).startsWith(words), `the caret is in "${words}…"`);

    // The title too.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await frame.getByRole('heading', { level: 1 }).click();
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.activeElement?.id === 'title', null, { timeout: 15_000 });
  });

  test('beside the editor, the Preview keeps the block being edited in sight, and a click there moves the caret', {
    timeout: 90_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/intent/edit/id=doc-using-react-redux_connect-mapstate;type=doc');
    await page.locator('input#title').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Split pane right' }).click();
    const previewTabs = page.getByRole('tab', { name: 'Preview' });
    await previewTabs.nth(1).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('main [data-rich-text]').waitFor({ timeout: 30_000 });
    // The last paragraph of a long doc: far below the Preview's first screen.
    const doc = api.docs.get('doc-using-react-redux_connect-mapstate') as Doc & {
      body: { _key: string; style?: string; listItem?: string; children?: { text: string }[] }[];
    };
    const last = doc.body
      .filter((block) => block.style === 'normal' && !block.listItem && block.children?.[0]?.text)
      .at(-1);
    const words = (last?.children?.[0]?.text ?? '').slice(0, 30);
    assert.ok(words, 'the doc ends with a paragraph');
    const shownInFrame = (text: string) =>
      frame
        .locator('main [data-rich-text] p', { hasText: text })
        .last()
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= (element.ownerDocument.defaultView?.innerHeight ?? 0);
        });
    assert.equal(await shownInFrame(words), false, 'the paragraph starts out of sight');
    const paragraph = page.locator('[data-testid="pt-editor"] [data-slate-node="element"]', { hasText: words }).last();
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.click({ position: { x: 3, y: 6 } });
    await page.keyboard.press('Home');
    await page.keyboard.type('Edited: ');
    await frame.locator('main [data-rich-text] p', { hasText: `Edited: ${words}` }).waitFor({ timeout: 10_000 });
    const deadline = Date.now() + 5_000;
    while (!(await shownInFrame(`Edited: ${words}`)) && Date.now() < deadline) await page.waitForTimeout(100);
    assert.ok(await shownInFrame(`Edited: ${words}`), 'the Preview scrolled to the edited paragraph');

    // A click in the Preview moves the caret in the editor beside it; the Preview stays open.
    const first = doc.body.find((block) => block.style === 'normal' && !block.listItem && block.children?.[0]?.text);
    const firstWords = (first?.children?.[0]?.text ?? '').slice(0, 30);
    await frame.locator('main [data-rich-text] p', { hasText: firstWords }).first().click();
    const caretIn = () => caretBlockText(page);
    const until = Date.now() + 15_000;
    while (!(await caretIn()).startsWith(firstWords) && Date.now() < until) await page.waitForTimeout(200);
    assert.ok((await caretIn()).startsWith(firstWords), `the caret is in "${firstWords}…"`);
    assert.equal(await page.locator('iframe[title="Preview of the page"]').count(), 1, 'the Preview is still shown');
  });
}
