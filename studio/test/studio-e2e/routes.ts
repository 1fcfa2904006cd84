/**
 * Renaming a published doc's route keeps its old address: the Old routes field takes the published route as soon
 * as the route changes, says which addresses lead to the page, and one Publish puts both live; the editor may take
 * the old route out; a route another rule already sends elsewhere is refused with the owner named.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { StudioSession } from './session.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';

async function waitFor(condition: () => boolean, what: string, page: Page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await page.waitForTimeout(200);
  }
}

async function openDoc(visit: StudioSession['visit'], id: string) {
  const page = await visit(`/intent/edit/id=${id};type=doc`);
  const route = page.locator('input#route');
  await route.waitFor({ timeout: 60_000 });
  return {
    page,
    route,
    oldRoutes: page.getByTestId('field-previousRoutes'),
    leadHere: page.getByTestId('old-routes-lead-here'),
  };
}

export function routesTests(session: () => StudioSession) {
  test('changing a published route keeps the old one: two steps, type the route and Publish', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const id = 'doc-api_batch';
    const { page, route, leadHere } = await openDoc(visit, id);
    assert.equal(await route.inputValue(), 'api/batch');
    await route.fill('api/batching');
    await leadHere
      .getByText(
        'This address leads to this page at /api/batching: /api/batch. /api/batch was added because you changed the route',
      )
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-routes-kept.png') });
    const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
    await publish.waitFor({ timeout: 30_000 });
    await publish.click();
    await waitFor(() => !api.docs.has(`drafts.${id}`), 'it is published', page);
    const published = api.docs.get(id);
    assert.deepEqual(published?.route, { _type: 'slug', current: 'api/batching' });
    assert.deepEqual(published?.previousRoutes, ['api/batch']);
  });

  test('an old route the editor takes out stays out; a route the Redirects list claims is refused, naming it', {
    timeout: 120_000,
  }, async () => {
    const { api, visit } = session();
    const id = 'doc-api_connect';
    const { page, route, oldRoutes, leadHere } = await openDoc(visit, id);
    await route.fill('api/connect-hoc');
    await leadHere.waitFor({ timeout: 30_000 });
    // Sanity's tag list gives its remove buttons no name; the tag is found by its text.
    await oldRoutes.locator('[data-ui="Tag"]', { hasText: 'api/connect' }).getByRole('button').click();
    await leadHere.waitFor({ state: 'detached', timeout: 30_000 });
    await route.fill('api/connect-component');
    await page.waitForTimeout(1000);
    assert.equal(await leadHere.count(), 0, 'not added back');

    await route.fill('introduction/quick-start');
    // The field shows an error mark; the footer's Validation button lists the messages.
    await page.getByTestId('field-route').getByTestId('input-validation-icon-error').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Validation' }).click();
    await page
      .getByText('/introduction/quick-start is redirected by the Redirects list', { exact: false })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-e2e-routes-claimed.png') });
    // Back to the published route: nothing is kept, and the draft matches what is live.
    await route.fill('api/connect');
    await waitFor(
      () => {
        const draft = api.docs.get(`drafts.${id}`);
        return (draft?.route as { current?: string } | undefined)?.current === 'api/connect';
      },
      'the draft has the route back',
      page,
    );
    assert.deepEqual(api.docs.get(`drafts.${id}`)?.previousRoutes ?? [], []);
  });
}
