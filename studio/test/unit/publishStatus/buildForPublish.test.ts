import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteDeploy } from '../../../src/deploy/deploysApi.ts';
import { buildForPublish, isSettled } from '../../../src/publishStatus/buildForPublish.ts';

const PUBLISHED = Date.parse('2026-12-06T10:00:00Z');
const at = (seconds: number) => new Date(PUBLISHED + seconds * 1000).toISOString();

function deploy(id: string, fields: Partial<SiteDeploy>): SiteDeploy {
  return { id, state: 'ready', context: 'production', created_at: at(5), ...fields };
}

test('the build asked for after the publish carries it, through queued, building and live', () => {
  const older = deploy('older', { created_at: at(-600), published_at: at(-500) });
  const queued = deploy('mine', { state: 'enqueued', created_at: at(1) });
  assert.deepEqual(buildForPublish([queued, older], PUBLISHED), {
    kind: 'queued',
    deploy: queued,
    since: Date.parse(at(1)),
  });
  const building = { ...queued, state: 'building', updated_at: at(20) };
  assert.deepEqual(buildForPublish([building, older], PUBLISHED), {
    kind: 'building',
    deploy: building,
    since: Date.parse(at(20)),
  });
  const live = { ...queued, state: 'ready', updated_at: at(90), published_at: at(95) };
  const result = buildForPublish([live, older], PUBLISHED);
  assert.deepEqual(result, { kind: 'live', deploy: live, at: Date.parse(at(95)) });
  assert.ok(isSettled(result));
});

test('a build already waiting when the publish came carries it; one that had started does not', () => {
  const waiting = deploy('waiting', { state: 'enqueued', created_at: at(-30) });
  assert.equal(buildForPublish([waiting], PUBLISHED).kind, 'queued');
  // Seen waiting after the publish, it has started since: it read the content after the publish.
  const started = { ...waiting, state: 'building', updated_at: at(10) };
  assert.equal(buildForPublish([started], PUBLISHED, { seenWaiting: new Set(['waiting']) }).kind, 'building');
  assert.equal(buildForPublish([started], PUBLISHED).kind, 'not-started');
  // A build from before the publish that is done, and deploy previews, carry nothing.
  const done = deploy('done', { created_at: at(-60), published_at: at(-10) });
  const preview = deploy('preview', { context: 'deploy-preview', created_at: at(3) });
  assert.deepEqual(buildForPublish([preview, done], PUBLISHED), { kind: 'not-started' });
  assert.ok(!isSettled({ kind: 'not-started' }));
});

test('a failed build is the answer until a later one takes the change; clocks a second apart still match', () => {
  const failed = deploy('failed', { state: 'error', created_at: at(-1), updated_at: at(40) });
  assert.deepEqual(buildForPublish([failed], PUBLISHED), {
    kind: 'failed',
    deploy: failed,
    at: Date.parse(at(40)),
  });
  const retry = deploy('retry', { state: 'building', created_at: at(60), updated_at: at(61) });
  const running = buildForPublish([retry, failed], PUBLISHED);
  assert.equal(running.kind, 'building');
  assert.equal(running.kind === 'building' ? running.failedBefore?.id : undefined, 'failed');
  const cancelled = deploy('cancelled', {
    state: 'error',
    error_message: 'Canceled build',
    created_at: at(2),
    updated_at: at(9),
  });
  assert.equal(buildForPublish([cancelled], PUBLISHED).kind, 'stopped');
});
