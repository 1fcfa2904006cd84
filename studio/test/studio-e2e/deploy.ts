/**
 * The Deploy tool in the real Studio: the deploys come from the site's real
 * site-deploys function (siteDeploysServer.ts, against a stand-in for
 * Netlify), in editors' words; "Rebuild the site" writes the rebuild request
 * to the fake Sanity API with the editor's name, and that document, delivered
 * to the site's real webhook function as Sanity would, starts a build the
 * list then shows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAKE_USER } from './fakeSanityApi.ts';
import type { StudioSession } from './session.ts';
import type { SiteDeploysServer } from './siteDeploysServer.ts';

const SCREENSHOT = process.env.STUDIO_E2E_DEPLOY_SCREENSHOT ?? '/tmp/studio-e2e-deploy.png';
const REBUILT_TITLE = `Rebuilt by hand from the Studio by ${FAKE_USER.name}`;

/** The session with the stand-in site the Studio was built to read (SANITY_STUDIO_SITE_URL). */
export type DeploySession = StudioSession & { deploys: SiteDeploysServer };

async function openDeployTool(visit: StudioSession['visit']) {
  // From elsewhere in the Studio, so the tool mounts and asks for the deploys afresh.
  await visit('/structure');
  const page = await visit('/deploy');
  const list = page.getByRole('list', { name: 'Latest deploys' });
  await list.waitFor({ timeout: 60_000 });
  return { page, list };
}

export function deployTests(session: () => DeploySession) {
  test('the Deploy tool shows the latest deploys in plain words, and the live site', { timeout: 120_000 }, async () => {
    const { deploys, visit } = session();
    deploys.netlify.clearRequests();
    const { page, list } = await openDeployTool(visit);
    const rows = list.getByRole('listitem');
    assert.equal(await rows.count(), 10, 'the ten latest');
    // The badge, then what started it.
    const row = async (index: number) => (await rows.nth(index).textContent()) ?? '';
    assert.match(await row(0), /^Live\s*Published in the Studio: Announcement bar updated/);
    assert.match(await row(1), /^Failed\s*Published in the Studio: Docs page updated.*The build stopped with an error/);
    assert.match(await row(3), /^Cancelled\s*Rebuilt by hand from the Studio(?! by)/);
    assert.match(await row(4), /^Preview\s*Proposed code change: /);
    assert.equal(await rows.nth(0).getByRole('link', { name: 'Open this version' }).count(), 1);
    const live = page.getByRole('link', { name: 'Open the live site' });
    assert.equal(await live.getAttribute('href'), 'https://react-redux.js.org');
    // Netlify's words stay out of the page: no ids, hashes, exit codes.
    const text = (await list.textContent()) ?? '';
    assert.doesNotMatch(text, /6650a1c2|a3f9c1d2|exit code|enqueued/);
    // The Studio asked the site's function, and the function asked Netlify with its own token.
    const endpoints = deploys.netlify.requests.map((request) => request.endpoint);
    assert.ok(endpoints.includes('deploys') && endpoints.includes('site'), String(endpoints));
    assert.ok(deploys.netlify.requests.every((request) => request.authorization === `Bearer ${deploys.netlify.token}`));
  });

  test('"Rebuild the site" asks Sanity, and the build it starts shows up in the list', {
    timeout: 120_000,
  }, async () => {
    const { api, deploys, visit } = session();
    const { page, list } = await openDeployTool(visit);
    const writesBefore = api.writes.length;
    const pressedAt = Date.now();

    await page.getByRole('button', { name: 'Rebuild the site' }).click();
    await page.getByText('Rebuild the site now?').waitFor();
    await page.getByRole('button', { name: 'Rebuild now' }).click();
    await page.getByText(/^Rebuild requested: the site starts building within a minute/).waitFor({ timeout: 20_000 });

    // The Studio's own client wrote the published rebuild request, with the editor's name.
    const request = api.docs.get('siteRebuildRequest');
    assert.ok(request, 'the rebuild request is in the dataset');
    assert.equal(request._type, 'siteRebuildRequest');
    assert.equal(request.requestedBy, FAKE_USER.name);
    const requestedAt = Date.parse(String(request.requestedAt));
    assert.ok(requestedAt >= pressedAt - 60_000 && requestedAt <= Date.now() + 60_000, String(request.requestedAt));
    const written = api.writes.slice(writesBefore).map((write) => JSON.stringify(write.body));
    assert.ok(
      written.some((body) => body.includes('"createOrReplace"') && body.includes('"siteRebuildRequest"')),
      written.join('\n'),
    );

    // Sanity's webhook carries it to the site, whose function calls the build hook once, titled with the name.
    const delivered = await deploys.deliverWebhook(null, request);
    assert.equal(delivered.status, 202, delivered.text);
    const hookCalls = deploys.netlify.requests.filter((call) => call.endpoint === 'build-hook');
    assert.deepEqual(
      hookCalls.map((call) => call.query.trigger_title),
      [REBUILT_TITLE],
    );

    // The list refreshes itself while it waits for the requested build.
    const newRow = list.getByRole('listitem').filter({ hasText: REBUILT_TITLE });
    await newRow.waitFor({ timeout: 30_000 });
    assert.match((await newRow.textContent()) ?? '', /^Waiting\s*Rebuilt by hand/);
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  });

  test("Netlify refusing the site's token is said plainly, with nothing to retry", { timeout: 60_000 }, async () => {
    const { deploys, visit } = session();
    deploys.netlify.failWith('unauthorized');
    try {
      await visit('/structure');
      const page = await visit('/deploy');
      const card = page.locator('[data-failure="unauthorized"]');
      await card.waitFor({ timeout: 60_000 });
      assert.match((await card.textContent()) ?? '', /Netlify did not accept the site’s access token/);
      assert.equal(await card.getByRole('button', { name: 'Try again' }).count(), 0);
    } finally {
      deploys.netlify.failWith(undefined);
    }
  });
}
