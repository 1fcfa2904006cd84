/**
 * A build that stops on its content leaves its problem list in Netlify
 * Blobs, and the site-deploys function hands it to the Studio with the
 * failed deploy. Netlify Blobs is Netlify's own local server on loopback
 * (blobsServer.ts); Netlify's API is the stand-in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_LISTED_PROBLEMS } from '../../../netlify/buildProblems/report.ts';
import { buildProblemsStore, readBuildProblems } from '../../../netlify/buildProblems/store.ts';
import type { SiteDeploysAnswer } from '../../../netlify/deploys/answer.ts';
import { createDeploysRuntime, handleSiteDeploys } from '../../../netlify/deploys/handler.ts';
import { leaveProblemsForStudio } from '../../../plugins/gatsby-source-sanity-documents/src/leaveProblems.ts';
import { Problems } from '../../../src/content/problems.ts';
import { type LocalBlobs, startLocalBlobs } from '../../support/blobsServer.ts';
import { type FakeNetlify, startFakeNetlify } from '../../support/fakeNetlify.ts';
import { CapturedLog } from './sanityWebhookFakes.ts';

let blobs: LocalBlobs;
let netlify: FakeNetlify;

before(async () => {
  blobs = await startLocalBlobs();
  netlify = await startFakeNetlify();
});

after(async () => {
  await blobs.close();
  await netlify.close();
});

/** What Netlify puts in a build's environment for Netlify Blobs. */
const blobsContext = (siteID: string) => blobs.context(siteID);

/** The site-deploys function's environment, with Netlify Blobs reached through `context`. */
const functionEnv = (context: string) => ({
  NETLIFY_API_TOKEN: netlify.token,
  NETLIFY_API_URL: netlify.apiUrl,
  SITE_ID: netlify.siteId,
  NETLIFY_BLOBS_CONTEXT: context,
});

async function askSiteDeploys(env: Record<string, string>, log: CapturedLog): Promise<SiteDeploysAnswer> {
  const response = await handleSiteDeploys(
    new Request('https://docs.example.com/.netlify/functions/site-deploys'),
    env,
    createDeploysRuntime({ log }),
  );
  assert.equal(response.status, 200);
  return (await response.json()) as SiteDeploysAnswer;
}

/** A context whose store does not answer (nothing listens on port 9). */
const deadContext = (siteID: string) =>
  Buffer.from(JSON.stringify({ apiURL: 'http://127.0.0.1:9', siteID, token: 'x' })).toString('base64');

function contentErrors(): Problems {
  const problems = new Problems();
  const hooks = { id: 'doc-hooks', type: 'doc', title: 'Hooks' };
  problems.error('missing-anchor', hooks, 'body[4].markDefs[0].anchor', 'No section "use-selector" in "Connect".');
  problems.error('broken-link', hooks, 'body[2].markDefs[0].reference', 'Links to a document that was deleted.');
  problems.error('missing-document', undefined, undefined, 'There are no Site settings.');
  return problems;
}

describe('the problem list a stopped build leaves for the Studio', () => {
  test('written under the deploy id, grouped as the build log lists them, and read back', async () => {
    const env = { DEPLOY_ID: 'deploy-broken-1', NETLIFY_BLOBS_CONTEXT: blobsContext(netlify.siteId) };
    const outcome = await leaveProblemsForStudio(contentErrors().errors, env);
    assert.match(outcome ?? '', /left the list of 3 problem\(s\)/);
    const store = buildProblemsStore(env);
    assert.ok(store);
    const report = await readBuildProblems(store, 'deploy-broken-1');
    assert.deepEqual(report, {
      total: 3,
      problems: [
        { heading: 'Missing documents', message: 'There are no Site settings.' },
        {
          heading: 'Broken links',
          document: { id: 'doc-hooks', type: 'doc', title: 'Hooks' },
          field: 'body[2].markDefs[0].reference',
          message: 'Links to a document that was deleted.',
        },
        {
          heading: 'Links to a section that does not exist',
          document: { id: 'doc-hooks', type: 'doc', title: 'Hooks' },
          field: 'body[4].markDefs[0].anchor',
          message: 'No section "use-selector" in "Connect".',
        },
      ],
    });
    assert.equal(await readBuildProblems(store, 'another-deploy'), undefined);
  });

  test('a long list keeps its count and its first entries; outside Netlify nothing is written', async () => {
    const problems = new Problems();
    for (let index = 0; index < 120; index++) {
      problems.error('broken-link', { id: `doc-${String(index).padStart(3, '0')}`, type: 'doc' }, 'body', 'Broken.');
    }
    const env = { DEPLOY_ID: 'deploy-many', NETLIFY_BLOBS_CONTEXT: blobsContext(netlify.siteId) };
    await leaveProblemsForStudio(problems.errors, env);
    const report = await readBuildProblems(buildProblemsStore(env) ?? assert.fail('no store'), 'deploy-many');
    assert.equal(report?.total, 120);
    assert.equal(report?.problems.length, MAX_LISTED_PROBLEMS);
    assert.equal(report?.problems[0]?.document?.id, 'doc-000');

    // A local build: no deploy, no store.
    assert.equal(await leaveProblemsForStudio(problems.errors, {}), undefined);
    assert.equal(await leaveProblemsForStudio(problems.errors, { DEPLOY_ID: 'x' }), undefined);
  });

  test('a store that does not answer gets one line for the build log, not an exception', async () => {
    const env = {
      DEPLOY_ID: 'deploy-unreachable',
      NETLIFY_BLOBS_CONTEXT: deadContext(netlify.siteId),
    };
    assert.match((await leaveProblemsForStudio(contentErrors().errors, env)) ?? '', /could not leave the problem list/);
  });
});

describe('site-deploys passes a failed build’s problem list on', () => {
  test('the failed deploy carries its list; the others carry none', async () => {
    const failed = netlify.deploys.find((deploy) => deploy.state === 'error' && !deploy.skipped);
    assert.ok(failed, 'the stand-in has a failed deploy');
    const env = functionEnv(blobsContext(netlify.siteId));
    await leaveProblemsForStudio(contentErrors().errors, { ...env, DEPLOY_ID: failed.id });
    const log = new CapturedLog();
    const answer = await askSiteDeploys(env, log);
    const withProblems = answer.deploys.filter((deploy) => deploy.problems);
    assert.deepEqual(
      withProblems.map((deploy) => deploy.id),
      [failed.id],
    );
    assert.equal(withProblems[0]?.problems?.total, 3);
    assert.equal(withProblems[0]?.problems?.problems[1]?.document?.title, 'Hooks');
    assert.deepEqual(log.lines, []);
  });

  test('Blobs not answering leaves the list out, says so once per read, and the deploys still come', async () => {
    const log = new CapturedLog();
    const answer = await askSiteDeploys(functionEnv(deadContext(netlify.siteId)), log);
    assert.equal(answer.deploys.length, 10);
    assert.ok(answer.deploys.every((deploy) => !deploy.problems));
    assert.ok(log.lines.length >= 1, 'logged');
    assert.ok(
      log.lines.every((line) => /could not read the problems of a failed build/.test(line)),
      log.lines.join('\n'),
    );
  });
});
