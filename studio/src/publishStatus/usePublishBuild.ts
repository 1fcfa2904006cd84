/**
 * The build carrying a document's last publish, read from the site's deploys
 * (the Deploy tool's source) and asked again every few seconds until it is
 * live, has failed, or was stopped.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchSiteDeploys, type SiteDeploysAnswer } from '../deploy/deploysApi.ts';
import { isDeployWaiting } from '../deploy/describeDeploy.ts';
import { buildForPublish, isSettled, type PublishBuild } from './buildForPublish.ts';

/** Short, as an editor watches this right after pressing Publish; one small GET per open document. */
export const FOLLOW_INTERVAL_MS = 3_000;
/** A publish with no build after this long is not waited for any more (the status says so). */
export const BUILD_SHOWS_UP_WITHIN_MS = 3 * 60_000;

export interface PublishBuildState {
  build?: PublishBuild;
  site?: SiteDeploysAnswer['site'];
  /** The deploys could not be read; the status is left out rather than guessed. */
  unavailable: boolean;
}

export function usePublishBuild(
  deploysUrl: string | undefined,
  publishedAt: number | undefined,
  intervalMs = FOLLOW_INTERVAL_MS,
): PublishBuildState {
  const [state, setState] = useState<PublishBuildState>({ unavailable: false });
  const seenWaiting = useRef(new Set<string>());

  useEffect(() => {
    if (!deploysUrl || publishedAt === undefined) return;
    seenWaiting.current = new Set();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      let answer: SiteDeploysAnswer;
      try {
        answer = await fetchSiteDeploys(deploysUrl, { signal: controller.signal });
      } catch {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, unavailable: true }));
        timer = setTimeout(load, intervalMs * 3);
        return;
      }
      if (controller.signal.aborted) return;
      if (Date.now() >= publishedAt) {
        for (const deploy of answer.deploys) if (isDeployWaiting(deploy)) seenWaiting.current.add(deploy.id);
      }
      const build = buildForPublish(answer.deploys, publishedAt, { seenWaiting: seenWaiting.current });
      setState({ build, site: answer.site, unavailable: false });
      const waitingForStart = build.kind === 'not-started' && Date.now() - publishedAt < BUILD_SHOWS_UP_WITHIN_MS;
      if (!isSettled(build) && (build.kind !== 'not-started' || waitingForStart)) timer = setTimeout(load, intervalMs);
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [deploysUrl, publishedAt, intervalMs]);

  return state;
}
