/**
 * A page outside the docs as an editor makes one: under Standalone pages, with a title, a route the docs do not
 * have, and a body; its Preview shows it as readers will get it. Counted in steps.
 */
import path from 'node:path';
import { test } from 'node:test';
import type { StudioSession } from './session.ts';
import { until } from './until.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';
const TEXT = 'Questions go to the discussion board; bugs to the issue tracker.';

export function standalonePagesTests(session: () => StudioSession) {
  test('an editor makes a standalone page in six steps; a route a doc has is refused, naming whose it is', {
    timeout: 180_000,
  }, async () => {
    const { api, visit } = session();
    const page = await visit('/structure');

    // 1 open Standalone pages, 2 +, 3 the title, 4 the route, 5 the text, 6 Publish.
    await page.getByRole('link', { name: 'Standalone pages' }).click();
    await page
      .locator('[data-testid="pane-header"]', { hasText: 'Standalone pages' })
      .locator('[data-testid="action-intent-button"]')
      .click();
    await page.locator('input#title').fill('Getting help');
    const route = page.locator('input#route');
    // A doc's route first: the field is marked before anything is published, and the Validation list says whose.
    await route.fill('api/hooks');
    await page.getByTestId('field-route').getByTestId('input-validation-icon-error').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Validation' }).first().click();
    await page.getByText('A doc already uses /api/hooks.').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Validation' }).first().click();
    await route.fill('help');
    await page.locator('[data-testid="pt-editor"] [contenteditable="true"]').first().click();
    await page.keyboard.type(TEXT, { delay: 10 });
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 30_000 });
    await until(page, 'the draft holds the text and the free route', () =>
      [...api.docs.values()].some(
        (doc) =>
          doc._type === 'page' &&
          JSON.stringify(doc).includes(TEXT) &&
          (doc.route as { current?: string } | undefined)?.current === 'help',
      ),
    );
    await publish.click();
    await until(page, 'the page is published', () =>
      [...api.docs.values()].some((doc) => doc._type === 'page' && !doc._id.startsWith('drafts.')),
    );

    // Its Preview: the title as the page's heading, and the text.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('h1', { hasText: 'Getting help' }).waitFor({ timeout: 30_000 });
    await frame.locator('main [data-rich-text]', { hasText: TEXT }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-standalone-page.png') });
  });
}
