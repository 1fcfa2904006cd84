/**
 * The Deploy tool's data: the site's latest deploys, loaded and polled while
 * a build is waiting or running, and a rebuild's course from the editor's
 * click until its build shows up. DeploysList.tsx draws it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchSiteDeploys, type SiteDeploysAnswer } from './deploysApi.ts';
import { describeDeploys, editorIds, isDeployInProgress, isDeployWaiting } from './describeDeploy.ts';
import { describeFailure, type FailureMessage } from './errors.ts';
import { type LookUpNames, useUserNames } from './useUserNames.ts';

export const REFRESH_INTERVAL_MS = 10_000;
/**
 * A requested rebuild reaches Netlify through Sanity's webhook within seconds;
 * the list keeps refreshing this long for it to show up, then says it has not.
 */
export const REBUILD_SHOWS_UP_WITHIN_MS = 3 * 60_000;
/** Relative times ("3 minutes ago") are redrawn this often even when nothing is polled. */
const CLOCK_TICK_MS = 30_000;

export type SiteDeploysOptions = {
  /** The site-deploys function's address: `${SANITY_STUDIO_SITE_URL}/.netlify/functions/site-deploys`. */
  deploysUrl: string;
  /**
   * Asks for a rebuild (the Studio writes the rebuild request document). Its
   * rejection is said in editors' words by describeFailure(error, 'rebuild').
   */
  requestRebuild: () => Promise<void>;
  refreshIntervalMs?: number;
  rebuildShowsUpWithinMs?: number;
  /** How long one load may take; the function itself answers within about 8 s. */
  timeoutMs?: number;
  /** Names of the editors deploy titles name by user id (the Studio's user store). */
  lookUpNames?: LookUpNames;
};

export type Rebuild =
  | { state: 'idle' }
  | { state: 'confirming' }
  | { state: 'starting' }
  /** `known`: the deploys listed when it was requested; `waiting`: those of them waiting to start, which may take it. */
  | { state: 'requested'; at: number; known: ReadonlySet<string>; waiting: ReadonlySet<string> }
  | { state: 'failed'; failure: FailureMessage };

export function useSiteDeploys(options: SiteDeploysOptions) {
  const {
    deploysUrl,
    requestRebuild,
    refreshIntervalMs = REFRESH_INTERVAL_MS,
    rebuildShowsUpWithinMs = REBUILD_SHOWS_UP_WITHIN_MS,
    timeoutMs,
    lookUpNames,
  } = options;
  const [loaded, setLoaded] = useState<SiteDeploysAnswer>();
  const [failure, setFailure] = useState<FailureMessage>();
  const [loading, setLoading] = useState(true);
  const [rebuild, setRebuild] = useState<Rebuild>({ state: 'idle' });
  const now = useNow(CLOCK_TICK_MS, loaded);
  const inFlight = useRef<AbortController>(undefined);
  const latest = useRef<SiteDeploysAnswer>(undefined);
  latest.current = loaded;

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const answer = await fetchSiteDeploys(deploysUrl, { signal: controller.signal, timeoutMs });
      if (controller.signal.aborted) return;
      setLoaded(answer);
      setFailure(undefined);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(describeFailure(error));
    }
    setLoading(false);
  }, [deploysUrl, timeoutMs]);

  useEffect(() => {
    setLoaded(undefined);
    setFailure(undefined);
    load();
    return () => inFlight.current?.abort();
  }, [load]);

  // The deploy a requested rebuild became: a new one, or the one that was already waiting and took it.
  const rebuildDeploy = useMemo(() => {
    if (rebuild.state !== 'requested' || !loaded) return undefined;
    return (
      loaded.deploys.find((deploy) => !rebuild.known.has(deploy.id)) ??
      loaded.deploys.find((deploy) => rebuild.waiting.has(deploy.id))
    );
  }, [rebuild, loaded]);
  const awaitingRebuild = rebuild.state === 'requested' && !rebuildDeploy && now - rebuild.at < rebuildShowsUpWithinMs;

  // Poll while a deploy is waiting or building, or a requested rebuild has not shown up yet; a refused token or
  // a missing setting will not fix itself, so those stop it.
  useEffect(() => {
    if (loading || !loaded) return;
    if (failure && failure.next !== 'retry') return;
    if (!awaitingRebuild && !loaded.deploys.some(isDeployInProgress)) return;
    const timer = setTimeout(load, refreshIntervalMs);
    return () => clearTimeout(timer);
  }, [loading, loaded, failure, awaitingRebuild, load, refreshIntervalMs]);

  const starting = useRef(false);
  const startRebuild = useCallback(async () => {
    // Two quick clicks must not ask twice: state updates land too late to stop the second.
    if (starting.current) return;
    starting.current = true;
    setRebuild({ state: 'starting' });
    const listed = latest.current?.deploys ?? [];
    const known = new Set(listed.map((deploy) => deploy.id));
    const waiting = new Set(listed.filter(isDeployWaiting).map((deploy) => deploy.id));
    try {
      await requestRebuild();
      setRebuild({ state: 'requested', at: Date.now(), known, waiting });
      load();
    } catch (error) {
      setRebuild({ state: 'failed', failure: describeFailure(error, 'rebuild') });
    } finally {
      starting.current = false;
    }
  }, [requestRebuild, load]);

  const editors = useMemo(() => (loaded ? editorIds(loaded.deploys) : []), [loaded]);
  const userNames = useUserNames(editors, lookUpNames);
  const descriptions = useMemo(
    () =>
      loaded
        ? describeDeploys(loaded.deploys, { now, publishedDeployId: loaded.site.publishedDeployId, userNames })
        : [],
    [loaded, now, userNames],
  );
  const liveAddress = loaded ? webAddress(loaded.site.url) : undefined;
  const polling = descriptions.some((deploy) => deploy.inProgress) || awaitingRebuild;
  // "Rebuild requested" stays until that build has finished; its row then says how it went.
  const rebuildDone = rebuildDeploy !== undefined && !isDeployInProgress(rebuildDeploy);
  const notShownUp = rebuild.state === 'requested' && !rebuildDeploy && !awaitingRebuild;

  return {
    loaded,
    loading,
    failure,
    load,
    rebuild,
    setRebuild,
    startRebuild,
    descriptions,
    liveAddress,
    polling,
    rebuildDone,
    notShownUp,
    refreshIntervalMs,
  };
}

/** The time the relative times are measured from: refreshed with each load and every `tickMs`. */
function useNow(tickMs: number, loaded: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new load is the moment to read the clock again.
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, loaded]);
  return now;
}

function webAddress(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:' ? href : undefined;
  } catch {
    return undefined;
  }
}
