/**
 * The Preview view in the real Studio: every seed doc drawn as the site's rendering module draws it (the module
 * web/test/browser/previewMatchesSite.spec.ts holds to the built pages), the site's styles in both colour modes,
 * edits shown as the editor types, the build's complaints in editors' words, and the home page and announcement
 * drawn by the site's own components.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderDocPreview } from '@react-redux-docs/web/preview';
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
  await frame.locator('#preview-root > *').first().waitFor({ timeout: 30_000 });
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
      const { shown, wanted } = await frame.locator('[data-preview-body] > div').evaluate((body, html) => {
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
