/**
 * The Versions tool in the real built Studio: releasing the current docs is three steps (open the tool, type the
 * name, Release) and one transaction that publishes every copy with its links pointing inside the version;
 * relabelling is three steps and removing two.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { referencesIn } from '@react-redux-docs/schemas/version-jobs';
import type { Locator, Page } from 'playwright-core';
import type { SanityDocument } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';

const inVersion = (document: SanityDocument, versionId: string) =>
  (document.version as { _ref?: string } | undefined)?._ref === versionId;

function stepper() {
  const steps: string[] = [];
  return {
    steps,
    click: async (what: string, target: Locator) => {
      await target.click();
      steps.push(`click ${what}`);
    },
    type: async (what: string, field: Locator, text: string) => {
      await field.click();
      await field.fill(text);
      steps.push(`type ${what}`);
    },
  };
}

async function waitFor(condition: () => boolean, what: string, page: Page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await page.waitForTimeout(200);
  }
}

/** Every `_ref` in a value, in the order the version jobs find them. */
const refs = (value: unknown) => [...referencesIn(value)];

export function versionsTests(session: () => StudioSession) {
  test('"Release 1.x" in the Versions tool publishes a copy of every current doc, its links inside the version', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const all = () => [...api.docs.values()];
    // The main current docs: a docs section's pages (sections.ts makes one) are not released with them.
    const currentDocs = all().filter(
      (document) =>
        document._type === 'doc' && !document._id.startsWith('drafts.') && !document.version && !document.section,
    );
    const writesBefore = api.writes.length;
    const { steps, click, type } = stepper();
    const page = await visit('/structure');
    await click('Versions', page.getByRole('link', { name: 'Versions', exact: true }));
    await type('the name', page.locator('input#release-name'), '1.x');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-versions-release.png') });
    const started = Date.now();
    await click('Release 1.x', page.getByRole('button', { name: 'Release 1.x' }));
    await page.getByRole('status').getByText('Released 1.x').waitFor({ timeout: 30_000 });
    const seconds = (Date.now() - started) / 1000;
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-versions-released.png') });

    const version = api.docs.get('docsVersion-1_x');
    assert.ok(version, 'the version is published');
    assert.equal(version.isLast, true, 'as the latest release, by default');
    assert.equal(version.path, '1.x');
    const copies = all().filter((document) => inVersion(document, 'docsVersion-1_x'));
    const copiedDocs = copies.filter((document) => document._type === 'doc');
    assert.equal(copiedDocs.length, currentDocs.length, 'every published current doc is copied');
    assert.ok(
      copies.every((document) => !document.section),
      "no docs section's page is released with the main docs",
    );
    assert.ok(
      copies.every((document) => !document._id.startsWith('drafts.')),
      'published, not drafts',
    );
    const copyIds = new Set(copies.map((document) => document._id));
    for (const copy of copiedDocs) {
      assert.match((copy.route as { current: string }).current, /^1\.x\//, copy._id);
      for (const ref of refs(copy.body)) {
        if (ref.startsWith('image-')) continue;
        assert.ok(copyIds.has(ref), `${copy._id} links to ${ref}, inside the version`);
      }
      const category = (copy.sidebar as { category?: { _ref: string } } | undefined)?.category?._ref;
      if (category) assert.ok(copyIds.has(category), `${copy._id} sits in the version's own category`);
    }
    const internalLinks = copiedDocs.flatMap((copy) => refs(copy.body)).filter((ref) => ref.startsWith('doc-'));
    assert.ok(internalLinks.length > 10, `the seed's links between docs were copied (${internalLinks.length})`);
    const releaseWrites = api.writes.slice(writesBefore).filter((write) => write.path.startsWith('/data/mutate/'));
    assert.equal(releaseWrites.length, 1, 'one transaction');
    assert.ok(seconds < 30, `released in ${seconds} s`);
    // The list shows it with its docs.
    const row = page.getByRole('listitem', { name: '1.x' });
    await row.getByText(`${copiedDocs.length} docs`, { exact: false }).waitFor();
    console.log(
      `Releasing ${copiedDocs.length} docs took ${steps.length} steps (${steps.join(', ')}) and ${seconds.toFixed(1)} s.`,
    );
    assert.equal(steps.length, 3);
  });

  test('a version is relabelled in three steps and removed in two, with its docs', { timeout: 120_000 }, async () => {
    const { api, visit } = session();
    const page = await visit('/versions');
    const relabel = stepper();
    const row = page.getByRole('listitem', { name: '1.x' });
    await relabel.click('Relabel', row.getByRole('button', { name: 'Relabel' }));
    await relabel.type('the label', page.getByRole('textbox', { name: 'New label' }), 'v1 (legacy)');
    await relabel.click('Save', page.getByRole('button', { name: 'Save' }));
    await page.getByRole('status').getByText('1.x is now called v1 (legacy)').waitFor({ timeout: 30_000 });
    assert.equal(api.docs.get('docsVersion-1_x')?.label, 'v1 (legacy)');
    assert.equal(relabel.steps.length, 3);

    const remove = stepper();
    const relabelled = page.getByRole('listitem', { name: 'v1 (legacy)' });
    await remove.click('Remove', relabelled.getByRole('button', { name: 'Remove', exact: true }));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-versions-remove.png') });
    await remove.click('Remove v1 (legacy)', page.getByRole('button', { name: 'Remove v1 (legacy)' }));
    await page
      .getByRole('status')
      .getByText(/^Removed v1 \(legacy\) and its \d+ docs$/)
      .waitFor({ timeout: 30_000 });
    await waitFor(() => !api.docs.has('docsVersion-1_x'), 'the version is gone', page);
    const left = [...api.docs.values()].filter((document) => inVersion(document, 'docsVersion-1_x'));
    assert.deepEqual(left, [], 'nothing of it is left');
    await page.getByText('No version has been released yet.').waitFor();
    assert.equal(remove.steps.length, 2);
  });

  test("a docs section's release: choose its docs, type the name, Release; a version of the section with its pages", {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const all = () => [...api.docs.values()];
    // sections.ts made a Community section with one published page.
    const section = all().find((document) => document._type === 'docsSection' && !document._id.startsWith('drafts.'));
    assert.ok(section, 'the sections test made a docs section');
    const sectionDocs = all().filter(
      (document) =>
        document._type === 'doc' &&
        !document._id.startsWith('drafts.') &&
        (document.section as { _ref?: string } | undefined)?._ref === section._id,
    );
    assert.ok(sectionDocs.length > 0);
    const { steps, click, type } = stepper();
    const page = await visit('/structure');
    await click('Versions', page.getByRole('link', { name: 'Versions', exact: true }));
    await page.locator('select#release-docs').selectOption({ label: 'Community' });
    steps.push('choose Community');
    await type('the name', page.locator('input#release-name'), '1.0');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-versions-release-section.png') });
    await click('Release 1.0', page.getByRole('button', { name: 'Release 1.0' }));
    await page.getByRole('status').getByText('Released 1.0').waitFor({ timeout: 30_000 });

    const version = api.docs.get('docsVersion-community--1_0');
    assert.ok(version, 'the version is published, named after its section');
    assert.deepEqual(version.section, { _type: 'reference', _ref: section._id });
    assert.equal(version.path, 'community/1.0', 'beside the section');
    const copies = all().filter((document) => inVersion(document, 'docsVersion-community--1_0'));
    assert.equal(copies.filter((document) => document._type === 'doc').length, sectionDocs.length);
    for (const copy of copies) {
      assert.deepEqual(copy.section, { _type: 'reference', _ref: section._id }, `${copy._id} stays in the section`);
      if (copy._type === 'doc') assert.match((copy.route as { current: string }).current, /^community\/1\.0\//);
    }
    const row = page.getByRole('listitem', { name: '1.0' });
    await row.getByText(/^Community · 1\.0 · \/community\/1\.0 · \d+ docs?$/).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-versions-released-section.png') });
    console.log(
      `Releasing a docs section's ${sectionDocs.length} doc(s) took ${steps.length} steps (${steps.join(', ')}).`,
    );
    assert.equal(steps.length, 4);
  });
}
