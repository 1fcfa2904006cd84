import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicDeploy } from '@react-redux-docs/web/deploys';
import { sampleDeploys } from '@react-redux-docs/web/testing/fake-netlify';
import type { SiteDeploy } from '../../../src/deploy/deploysApi.ts';
import {
  type DeployDescription,
  describeDeploy,
  describeDeploys,
  editorIds,
  findLiveDeployId,
  formatDuration,
  isDeployInProgress,
  relativeTime,
} from '../../../src/deploy/describeDeploy.ts';

const NOW = Date.parse('2026-05-04T12:00:00Z');
const OPTIONS = { now: NOW, locale: 'en-GB', timeZone: 'UTC' };
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function deploy(fields: Partial<SiteDeploy>): SiteDeploy {
  return { id: 'd1', state: 'ready', created_at: minutesAgo(3), context: 'production', ...fields };
}

/** Netlify's deploys as the site-deploys function passes them on (web/netlify/deploys/answer.ts). */
const SAMPLE = sampleDeploys(NOW).flatMap((deploy) => {
  const passed = publicDeploy(deploy);
  return passed ? [passed] : [];
});

test('every Netlify state has a plain word and a tone', () => {
  const expected: [string, string, string, boolean][] = [
    ['new', 'Waiting', 'caution', true],
    ['pending_review', 'Waiting', 'caution', true],
    ['accepted', 'Waiting', 'caution', true],
    ['enqueued', 'Waiting', 'caution', true],
    ['building', 'Building', 'primary', true],
    ['uploading', 'Building', 'primary', true],
    ['uploaded', 'Building', 'primary', true],
    ['preparing', 'Building', 'primary', true],
    ['prepared', 'Building', 'primary', true],
    ['processing', 'Building', 'primary', true],
    ['processed', 'Building', 'primary', true],
    ['retrying', 'Building', 'primary', true],
    ['error', 'Failed', 'critical', false],
    ['rejected', 'Not accepted', 'critical', false],
    ['something_new', 'Unknown', 'default', false],
  ];
  for (const [state, status, tone, inProgress] of expected) {
    const description = describeDeploy(deploy({ state }), OPTIONS);
    assert.deepEqual([description.status, description.tone, description.inProgress], [status, tone, inProgress], state);
    assert.equal(isDeployInProgress(deploy({ state })), inProgress, state);
  }
});

test('a ready deploy is Live when the site serves it, Published earlier when it did, a Preview off production', () => {
  const live = describeDeploy(deploy({ id: 'a', published_at: minutesAgo(2) }), { ...OPTIONS, liveDeployId: 'a' });
  assert.equal(live.status, 'Live');
  assert.equal(live.tone, 'positive');
  const earlier = describeDeploy(deploy({ id: 'b', published_at: minutesAgo(60) }), { ...OPTIONS, liveDeployId: 'a' });
  assert.equal(earlier.status, 'Published earlier');
  const preview = describeDeploy(deploy({ id: 'c', context: 'deploy-preview' }), { ...OPTIONS, liveDeployId: 'a' });
  assert.equal(preview.status, 'Preview');
  const locked = describeDeploy(deploy({ id: 'd' }), { ...OPTIONS, liveDeployId: 'a' });
  assert.equal(locked.status, 'Built, not published');
});

test('the live deploy is the site’s published one, else the production deploy published last', () => {
  assert.equal(findLiveDeployId(SAMPLE, '6650a1c2e4b0f20008a1b2c7'), '6650a1c2e4b0f20008a1b2c7', 'a rollback');
  assert.equal(findLiveDeployId(SAMPLE), '6650a1c2e4b0f20008a1b2c1');
  const previewLater = [deploy({ id: 'p', context: 'deploy-preview', published_at: minutesAgo(1) }), ...SAMPLE];
  assert.equal(findLiveDeployId(previewLater), '6650a1c2e4b0f20008a1b2c1', 'previews never go live');
  assert.equal(findLiveDeployId([deploy({ state: 'error' })]), undefined);
});

test('cancelled and skipped builds are told apart from failures', () => {
  const cancelled = describeDeploy(deploy({ state: 'error', error_message: 'Canceled build' }), OPTIONS);
  assert.equal(cancelled.status, 'Cancelled');
  assert.match(cancelled.problem ?? '', /live site did not change/);
  const skipped = describeDeploy(
    deploy({ state: 'error', error_message: 'Canceled build due to no content change', skipped: true }),
    OPTIONS,
  );
  assert.equal(skipped.status, 'Skipped');
  assert.match(skipped.problem ?? '', /nothing had changed/);
});

test('what started a deploy, in an editor’s words', () => {
  const trigger = (fields: Partial<SiteDeploy>) => describeDeploy(deploy(fields), OPTIONS).trigger;
  assert.equal(
    trigger({ title: 'Sanity: Announcement bar updated' }),
    'Published in the Studio: Announcement bar updated',
  );
  assert.equal(trigger({ title: 'Rebuilt by hand from the Studio' }), 'Rebuilt by hand from the Studio');
  // The publish webhook's title for the Rebuild button (web/netlify/webhook/handler.ts).
  assert.equal(
    trigger({
      title: 'Rebuilt by hand from the Studio by Jane Editor',
      commit_ref: 'a3f9c1d2',
      committer: 'markerikson',
    }),
    'Rebuilt by hand from the Studio by Jane Editor',
  );
  assert.equal(
    trigger({ title: 'Rebuilt by hand from the Studios of Acme', commit_ref: 'a3f9c1d2' }),
    'Code change: Rebuilt by hand from the Studios of Acme',
    'only the exact title, or it followed by " by <name>"',
  );
  // Hook and API builds carry the hash of the commit they built: they are still not code changes.
  assert.equal(
    trigger({ title: 'Sanity: Navbar updated', commit_ref: 'a3f9c1d2' }),
    'Published in the Studio: Navbar updated',
  );
  assert.equal(
    trigger({ title: 'Rebuilt by hand from the Studio', commit_ref: 'a3f9c1d2', committer: 'markerikson' }),
    'Rebuilt by hand from the Studio',
  );
  assert.equal(
    trigger({ title: 'Fix the footer\n\nLonger explanation', commit_ref: 'a3f9c1d2', committer: 'markerikson' }),
    'Code change by markerikson: Fix the footer',
  );
  assert.equal(trigger({ title: 'Fix the footer', commit_ref: 'a3f9c1d2' }), 'Code change: Fix the footer');
  assert.equal(trigger({ commit_ref: 'a3f9c1d2' }), 'A code change');
  assert.equal(trigger({ title: 'Deploy triggered by hook: Sanity' }), 'Started by a build hook');
  assert.equal(trigger({}), 'Started in Netlify');
  assert.equal(trigger({ title: '   ' }), 'Started in Netlify');
  assert.equal(
    trigger({ context: 'deploy-preview', title: 'Docs: explain useSelector' }),
    'Proposed code change: Docs: explain useSelector',
  );
  assert.equal(
    trigger({ context: 'branch-deploy', branch: 'next', title: 'Try the new theme' }),
    'Code change on the “next” branch: Try the new theme',
  );
  const long = trigger({ title: 'x'.repeat(500) });
  assert.ok(long.length <= 120 && long.endsWith('…'));
});

test('no id or commit hash reaches the text', () => {
  for (const description of describeDeploys(SAMPLE, OPTIONS)) {
    const shown = [description.status, description.trigger, description.duration, description.problem].join(' ');
    assert.doesNotMatch(shown, /6650a1c2|a3f9c1d2|exit code|stage '|\{/, shown);
  }
});

test('when: relative words, and the full date and time for the tooltip', () => {
  const started = describeDeploy(deploy({ created_at: '2026-05-04T11:57:00Z' }), OPTIONS).started;
  assert.deepEqual(started, {
    relative: '3 minutes ago',
    absolute: '4 May 2026, 11:57',
    iso: '2026-05-04T11:57:00.000Z',
  });
  const newYork = describeDeploy(deploy({ created_at: '2026-05-04T11:57:00Z' }), {
    ...OPTIONS,
    timeZone: 'America/New_York',
  });
  assert.equal(newYork.started?.absolute, '4 May 2026, 07:57');
  assert.equal(describeDeploy(deploy({ created_at: undefined }), OPTIONS).started, undefined);
  assert.equal(describeDeploy(deploy({ created_at: 'yesterday' }), OPTIONS).started, undefined);
});

test('relative time', () => {
  const seconds = (n: number) => NOW - n * 1000;
  assert.equal(relativeTime(seconds(5), NOW), 'just now');
  assert.equal(relativeTime(NOW + 5 * 60_000, NOW), 'just now', 'a clock behind Netlify’s');
  assert.equal(relativeTime(seconds(50), NOW), '1 minute ago');
  assert.equal(relativeTime(seconds(3 * 60), NOW), '3 minutes ago');
  assert.equal(relativeTime(seconds(2 * 3600), NOW), '2 hours ago');
  assert.equal(relativeTime(seconds(26 * 3600), NOW), 'yesterday');
  assert.equal(relativeTime(seconds(4 * 86400), NOW), '4 days ago');
  assert.equal(relativeTime(seconds(9 * 86400), NOW), 'last week');
  assert.equal(relativeTime(seconds(65 * 86400), NOW), '2 months ago');
});

test('how long it took, or how long it has been going', () => {
  assert.equal(describeDeploy(deploy({ deploy_time: 64 }), OPTIONS).duration, 'Took 1 min 4 s');
  assert.equal(
    describeDeploy(deploy({ state: 'building', created_at: minutesAgo(2) }), OPTIONS).duration,
    'Building for 2 min',
  );
  assert.equal(
    describeDeploy(deploy({ state: 'enqueued', created_at: minutesAgo(1) }), OPTIONS).duration,
    'Waiting for 1 min',
  );
  assert.equal(describeDeploy(deploy({ state: 'error' }), OPTIONS).duration, undefined);
  assert.equal(formatDuration(0), '0 s');
  assert.equal(formatDuration(45), '45 s');
  assert.equal(formatDuration(120), '2 min');
  assert.equal(formatDuration(125), '2 min 5 s');
  assert.equal(formatDuration(12 * 60 + 30), '12 min');
  assert.equal(formatDuration(3600 + 3 * 60), '1 h 3 min');
  assert.equal(formatDuration(7200), '2 h');
});

test('failures get a plain sentence, chosen by what Netlify says went wrong', () => {
  const problem = (error_message?: string) =>
    describeDeploy(deploy({ state: 'error', error_message }), OPTIONS).problem ?? '';
  assert.match(
    problem("Failed during stage 'building site': Build script returned non-zero exit code: 2"),
    /build stopped with an error, so the live site did not change/,
  );
  assert.match(
    problem(
      "Failed during stage 'Install dependencies': dependency_installation script returned non-zero exit code: 1",
    ),
    /could not install/,
  );
  assert.match(problem('Failed to install dependencies'), /could not install/);
  assert.match(problem('Build exceeded maximum allowed runtime'), /longer than Netlify allows/);
  assert.match(
    problem("Failed during stage 'deploying site': Deploy did not succeed: Failed to upload file"),
    /could not be published/,
  );
  assert.match(problem('Plugin "netlify-plugin-cache" failed'), /build plugin failed/);
  assert.match(problem(undefined), /build stopped with an error/);
  assert.equal(describeDeploy(deploy({ state: 'ready' }), OPTIONS).problem, undefined);
});

test('the live deploy links to exactly that version; other deploys and unsafe addresses do not', () => {
  const permalink = 'https://d1--react-redux-docs.netlify.app';
  const live = (fields: Partial<SiteDeploy>) => describeDeploy(deploy(fields), { ...OPTIONS, liveDeployId: 'd1' });
  assert.deepEqual(live({ links: { permalink } }).link, { href: permalink, text: 'Open this version' });
  assert.equal(live({ links: { permalink: 'javascript:alert(1)' } }).link, undefined);
  assert.equal(live({}).link, undefined, 'no address, no link');
  assert.equal(describeDeploy(deploy({ links: { permalink } }), OPTIONS).link, undefined);
});

test('the sample deploys read as an editor would expect', () => {
  const rows = describeDeploys(SAMPLE, OPTIONS).map((row: DeployDescription) => `${row.status} | ${row.trigger}`);
  assert.deepEqual(rows, [
    'Live | Published in the Studio: Announcement bar updated',
    'Failed | Published in the Studio: Docs page updated',
    "Published earlier | Code change by markerikson: Fix the footer's link colours in dark mode",
    'Cancelled | Rebuilt by hand from the Studio',
    "Preview | Proposed code change: Docs: explain useSelector's equality check",
    'Skipped | Published in the Studio: Navbar updated',
    'Published earlier | Published in the Studio: Navbar updated',
    'Published earlier | Rebuilt by hand from the Studio',
    'Failed | Code change by dependabot[bot]: Bump gatsby to 5.14',
    'Published earlier | Published in the Studio: Site settings created',
    'Published earlier | Started in Netlify',
    'Published earlier | Code change by markerikson: Initial import of the docs',
  ]);
});

test('a publish names the document and, once the Studio knows the name, the editor', () => {
  const title = 'Sanity: Doc page “Hooks” updated by user p4Zx81';
  assert.equal(
    describeDeploy(deploy({ title }), OPTIONS).trigger,
    'Published in the Studio: Doc page “Hooks” updated by someone in the Studio',
  );
  assert.equal(
    describeDeploy(deploy({ title }), { ...OPTIONS, userNames: new Map([['p4Zx81', 'Jane Editor']]) }).trigger,
    'Published in the Studio: Doc page “Hooks” updated by Jane Editor',
  );
  assert.deepEqual(
    editorIds([deploy({ title }), deploy({ title: 'Sanity: Navbar updated' }), deploy({ title: `${title} ` })]),
    ['p4Zx81'],
  );
});

test('a build that stopped on the content says so and carries its problem list; other failures do not', () => {
  const problems = {
    total: 2,
    problems: [
      { heading: 'Broken links', document: { id: 'doc-hooks', type: 'doc', title: 'Hooks' }, message: 'Broken.' },
      { heading: 'Broken links', document: { id: 'doc-api', type: 'doc' }, message: 'Broken too.' },
    ],
  };
  const failed = describeDeploy(deploy({ state: 'error', problems }), OPTIONS);
  assert.match(failed.problem ?? '', /^The build stopped because of 2 problems in the published content/);
  assert.deepEqual(failed.problems, problems);
  const plain = describeDeploy(deploy({ state: 'error' }), OPTIONS);
  assert.equal(plain.problems, undefined);
  assert.match(plain.problem ?? '', /tell a developer/);
});
