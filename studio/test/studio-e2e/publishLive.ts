/**
 * From Publish to live, as the editor sees it in the document: the status
 * above the fields follows the build that carries the change (queued,
 * building, live, with the time of each step and who published), links to
 * the live page, and when the build stops on the content, lists the
 * problems with links that open each document. The chain is the real one
 * on loopback: the Studio publishes to the fake Sanity API, the change goes
 * as Sanity's webhook would send it (its projection, `identity()` included)
 * to the site's real webhook function, which calls the stand-in Netlify's
 * build hook; the status reads the site's real site-deploys function, which
 * reads the failed build's problem list from Netlify Blobs (Netlify's local
 * server), where the build's own code left it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { DeploySession } from './deploy.ts';
import { FAKE_USER } from './fakeSanityApi.ts';
import { until } from './until.ts';

const SCREENSHOTS = process.env.STUDIO_E2E_SCREENSHOTS ?? '/tmp';
const LIVE_DOC = 'doc-tutorials_typescript-quick-start';
const BROKEN_DOC = 'doc-using-react-redux_connect-mapdispatch';
const LINKED_DOC = 'doc-api_provider';

type Doc = Record<string, unknown> & { _id: string; _type: string };

/**
 * With the stand-in's builds settled, opens the doc, adds to its title and presses Publish (2 actions); returns
 * the page and the published document before and after.
 */
async function editAndPublish(session: DeploySession, id: string, addition: string) {
  settleBuilds(session);
  const page = await session.visit(`/intent/edit/id=${id};type=doc`);
  const before = structuredClone(session.api.docs.get(id)) as Doc;
  const title = page.locator('input#title');
  await title.waitFor({ timeout: 60_000 });
  await title.fill(`${await title.inputValue()}${addition}`);
  const publish = page.locator('[data-testid="action-publish"][data-disabled="false"]');
  await publish.waitFor({ timeout: 30_000 });
  const pressedAt = Date.now();
  await publish.click();
  await until(
    page,
    'published',
    () => !session.api.docs.has(`drafts.${id}`) && session.api.docs.get(id)?._rev !== before._rev,
    30_000,
  );
  return { page, before, after: session.api.docs.get(id) as Doc, pressedAt };
}

/** Every build the stand-in has waiting or running goes live: the next publish asks for a build of its own. */
function settleBuilds(session: DeploySession) {
  for (let step = 0; step < 50 && session.deploys.netlify.advance(); step++);
}

export function publishLiveTests(session: () => DeploySession) {
  test('after Publish the document shows its build: queued, building, live, with times, who, and the live page', {
    timeout: 180_000,
  }, async () => {
    const { deploys } = session();
    const { page, before, after, pressedAt } = await editAndPublish(session(), LIVE_DOC, ' in five minutes');
    const status = page.getByRole('status', { name: 'On the live site' });
    await status.filter({ hasText: 'starts within a minute' }).waitFor({ timeout: 30_000 });

    // Sanity delivers the webhook: the site's function asks Netlify for a build titled with the doc and the editor.
    const hookCallsBefore = deploys.netlify.requests.filter((call) => call.endpoint === 'build-hook').length;
    const delivered = await deploys.deliverWebhook(before, after);
    assert.equal(delivered.status, 202, delivered.text);
    const hookCalls = deploys.netlify.requests.filter((call) => call.endpoint === 'build-hook');
    assert.equal(hookCalls.length, hookCallsBefore + 1);
    assert.equal(
      hookCalls.at(-1)?.query.trigger_title,
      `Sanity: Doc page “${String(after.title)}” updated by user ${FAKE_USER.id}`,
    );

    const queued = status.filter({ hasText: 'Waiting to build' });
    await queued.waitFor({ timeout: 30_000 });
    const queuedText = (await queued.textContent()) ?? '';
    assert.match(queuedText, /Published \d\d:\d\d:\d\d/);
    assert.match(queuedText, /Build queued \d\d:\d\d:\d\d/);
    assert.match(
      queuedText,
      new RegExp(`The build: Published in the Studio: Doc page “${String(after.title)}” updated by ${FAKE_USER.name}`),
    );

    assert.ok(deploys.netlify.advance(), 'the build starts');
    await status.filter({ hasText: /Building\s*Published/ }).waitFor({ timeout: 30_000 });
    assert.match((await status.textContent()) ?? '', /Building \d\d:\d\d:\d\d/);
    assert.equal(deploys.netlify.advance()?.state, 'ready', 'the build is live');
    const readyAt = Date.now();
    const live = status.filter({ hasText: /Live\s*Published/ });
    await live.waitFor({ timeout: 30_000 });
    const liveAt = Date.now();
    assert.match((await live.textContent()) ?? '', /Live \d\d:\d\d:\d\d( [AP]M)? \(\d+ s after Publish\)/);
    const route = (after.route as { current: string }).current;
    assert.equal(
      await live.getByRole('link', { name: 'Open the live page' }).getAttribute('href'),
      `https://react-redux.js.org/${route}`,
    );
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-publish-live.png') });
    console.log(
      `publish to live, against the stand-ins (the build itself takes no time): ${((liveAt - pressedAt) / 1000).toFixed(1)} s ` +
        'from the Publish click to "Live" in the document (publish, webhook, build hook, two build steps, each seen by ' +
        `the status every 3 s); "Live" showed ${((liveAt - readyAt) / 1000).toFixed(1)} s after Netlify had it live`,
    );
  });

  test('a build that stops on the content lists the problems in the document, each linking to its document', {
    timeout: 180_000,
  }, async () => {
    const { deploys, visit } = session();
    const { page, before, after } = await editAndPublish(session(), BROKEN_DOC, ' (revised)');
    assert.equal((await deploys.deliverWebhook(before, after)).status, 202);
    const deploy = deploys.netlify.deploys.find((candidate) => candidate.state === 'enqueued');
    assert.ok(deploy, 'a build waits');
    deploys.netlify.advance();
    await deploys.failWithProblems(deploy.id, [
      {
        kind: 'missing-anchor',
        level: 'error',
        document: { id: BROKEN_DOC, type: 'doc', title: String(after.title) },
        field: 'body[2].markDefs[0].anchor',
        message:
          'links to /api/hooks#use-selector, but that page has no heading or anchor named "use-selector", so the link opens the top of the page. Use the anchor of one of its headings, or remove it.',
      },
      {
        kind: 'broken-link',
        level: 'error',
        document: { id: LINKED_DOC, type: 'doc', title: 'Provider' },
        field: 'body[1].markDefs[0].reference',
        message:
          'links to "doc-that-was-deleted", which is not a published doc. Pick a published one, or remove the link.',
      },
    ]);

    const status = page.getByRole('status', { name: 'On the live site' });
    const failed = status.filter({ hasText: 'Build failed' });
    await failed.waitFor({ timeout: 30_000 });
    const text = (await failed.textContent()) ?? '';
    assert.match(text, /The build stopped because of 2 problems in the published content/);
    assert.match(text, /Broken links/);
    assert.match(
      text,
      /Doc page “Provider”, Body 2 › Link 1 › Reference: links to a page that is not a published doc\. Pick a published one/,
    );
    assert.match(text, /Links to a section that does not exist/);
    assert.doesNotMatch(text, /doc-that-was-deleted/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'studio-publish-failed.png') });

    // The Deploy tool's row of that build names the doc and the editor, and lists the same problems.
    const tool = await visit('/deploy');
    const row = tool
      .getByRole('list', { name: 'Latest deploys' })
      .getByRole('listitem')
      .filter({ hasText: `updated by ${FAKE_USER.name}` })
      .filter({ hasText: 'Failed' });
    await row.waitFor({ timeout: 60_000 });
    assert.match((await row.textContent()) ?? '', /Published in the Studio: Doc page “Connect: Dispatching/);
    assert.equal(await row.getByRole('link', { name: 'Doc page “Provider”' }).count(), 1);
    await tool.screenshot({ path: path.join(SCREENSHOTS, 'studio-deploy-problems.png') });

    // From the document's status, one click opens the other document.
    await visit(`/intent/edit/id=${BROKEN_DOC};type=doc`);
    await failed.waitFor({ timeout: 30_000 });
    await failed.getByRole('link', { name: 'Doc page “Provider”' }).click();
    await until(page, 'the Provider doc opens', () => page.url().includes(LINKED_DOC), 30_000);
    await page.locator('input#title').waitFor({ timeout: 30_000 });
    assert.equal(await page.locator('input#title').inputValue(), 'Provider');
  });
}
