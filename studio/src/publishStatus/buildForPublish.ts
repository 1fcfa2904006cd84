/**
 * Which site build carries a publish, and how far it has got. A build reads
 * the content when it starts, so it carries every change published before
 * that: the one the publish webhook asked for (created just after the
 * publish), or one that was already waiting to start and took the change
 * along (the webhook then asks for no new one). Netlify keeps no link from a
 * deploy to the publishes it carries, so the times decide.
 */
import type { SiteDeploy } from '../deploy/deploysApi.ts';
import { isDeployInProgress, isDeployWaiting } from '../deploy/describeDeploy.ts';

/** Sanity's and Netlify's clocks may disagree by this much. */
export const CLOCK_SLACK_MS = 2_000;

export type PublishBuild =
  /** No build has taken the change yet. */
  | { kind: 'not-started' }
  | { kind: 'queued' | 'building'; deploy: SiteDeploy; since?: number; failedBefore?: SiteDeploy }
  | { kind: 'live'; deploy: SiteDeploy; at?: number }
  | { kind: 'failed'; deploy: SiteDeploy; at?: number }
  /** Cancelled or skipped, and no later build has taken the change. */
  | { kind: 'stopped'; deploy: SiteDeploy; at?: number };

export interface FollowOptions {
  /** Deploys seen waiting to start after the publish: they started after it, so they carry it. */
  seenWaiting?: ReadonlySet<string>;
}

export function buildForPublish(
  deploys: readonly SiteDeploy[],
  publishedAt: number,
  options: FollowOptions = {},
): PublishBuild {
  const carriers = deploys
    .filter(
      (deploy) =>
        isProduction(deploy) &&
        (timeOf(deploy.created_at) >= publishedAt - CLOCK_SLACK_MS ||
          isDeployWaiting(deploy) ||
          options.seenWaiting?.has(deploy.id)),
    )
    .sort((a, b) => timeOf(a.created_at) - timeOf(b.created_at));
  if (carriers.length === 0) return { kind: 'not-started' };

  const live = carriers.find((deploy) => deploy.state === 'ready');
  if (live) return { kind: 'live', deploy: live, at: optionalTime(live.published_at ?? live.updated_at) };
  const running = carriers.find(isDeployInProgress);
  const ended = carriers.filter((deploy) => !isDeployInProgress(deploy));
  const lastEnded = ended.at(-1);
  if (running) {
    const failedBefore = ended.filter((deploy) => timeOf(deploy.created_at) <= timeOf(running.created_at)).at(-1);
    return {
      kind: isDeployWaiting(running) ? 'queued' : 'building',
      deploy: running,
      // Netlify gives no start time: a building deploy was last updated when it started.
      since: optionalTime(isDeployWaiting(running) ? running.created_at : running.updated_at),
      ...(failedBefore && isFailure(failedBefore) ? { failedBefore } : {}),
    };
  }
  if (!lastEnded) return { kind: 'not-started' };
  return {
    kind: isFailure(lastEnded) ? 'failed' : 'stopped',
    deploy: lastEnded,
    at: optionalTime(lastEnded.updated_at),
  };
}

/** Whether to keep asking Netlify: the build has not ended yet. */
export function isSettled(build: PublishBuild): boolean {
  return build.kind === 'live' || build.kind === 'failed' || build.kind === 'stopped';
}

function isFailure(deploy: SiteDeploy): boolean {
  if (deploy.state !== 'error' || deploy.skipped) return false;
  return !/no content change|skipped|ignore|cancel+ed/i.test(deploy.error_message ?? '');
}

function isProduction(deploy: SiteDeploy): boolean {
  return deploy.context === undefined || deploy.context === 'production';
}

function timeOf(value: string | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

function optionalTime(value: string | undefined): number | undefined {
  const time = timeOf(value);
  return Number.isFinite(time) ? time : undefined;
}
