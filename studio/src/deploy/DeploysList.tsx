/**
 * The Deploy tool's page: the live site's address, the Rebuild button and
 * the latest deploys. It needs only the site-deploys function's address, a
 * way to request a rebuild, and @sanity/ui's ThemeProvider and LayerProvider,
 * not the Studio (DeployTool.tsx passes the Studio's client), so a test page
 * can mount it against stand-ins.
 */
import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { Tooltip } from '@sanity/ui/tooltip';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchSiteDeploys, type SiteDeploysAnswer } from './deploysApi.ts';
import { type DeployDescription, describeDeploys, isDeployInProgress, isDeployWaiting } from './describeDeploy.ts';
import { describeFailure, type FailureMessage } from './errors.ts';
import { FailureCard } from './FailureCard.tsx';

export const REFRESH_INTERVAL_MS = 10_000;
/**
 * A requested rebuild reaches Netlify through Sanity's webhook within seconds;
 * the list keeps refreshing this long for it to show up, then says it has not.
 */
export const REBUILD_SHOWS_UP_WITHIN_MS = 3 * 60_000;
/** Relative times ("3 minutes ago") are redrawn this often even when nothing is polled. */
const CLOCK_TICK_MS = 30_000;

export interface DeploysListProps {
  /** The site-deploys function's address: `${SANITY_STUDIO_SITE_URL}/.netlify/functions/site-deploys`. */
  deploysUrl: string;
  /**
   * Asks for a rebuild (the Studio writes the rebuild request document). Its
   * rejection is said in editors' words by describeFailure(error, 'rebuild').
   */
  requestRebuild: () => Promise<void>;
  /** Shown in the header after the Rebuild button. */
  actions?: ReactNode;
  refreshIntervalMs?: number;
  rebuildShowsUpWithinMs?: number;
  /** How long one load may take; the function itself answers within about 8 s. */
  timeoutMs?: number;
}

type Rebuild =
  | { state: 'idle' }
  | { state: 'confirming' }
  | { state: 'starting' }
  /** `known`: the deploys listed when it was requested; `waiting`: those of them waiting to start, which may take it. */
  | { state: 'requested'; at: number; known: ReadonlySet<string>; waiting: ReadonlySet<string> }
  | { state: 'failed'; failure: FailureMessage };

export function DeploysList(props: DeploysListProps) {
  const {
    deploysUrl,
    requestRebuild,
    actions,
    refreshIntervalMs = REFRESH_INTERVAL_MS,
    rebuildShowsUpWithinMs = REBUILD_SHOWS_UP_WITHIN_MS,
    timeoutMs,
  } = props;
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

  const descriptions = useMemo(
    () => (loaded ? describeDeploys(loaded.deploys, { now, publishedDeployId: loaded.site.publishedDeployId }) : []),
    [loaded, now],
  );
  const liveAddress = loaded ? webAddress(loaded.site.url) : undefined;
  const polling = descriptions.some((deploy) => deploy.inProgress) || awaitingRebuild;
  // "Rebuild requested" stays until that build has finished; its row then says how it went.
  const rebuildDone = rebuildDeploy !== undefined && !isDeployInProgress(rebuildDeploy);
  const notShownUp = rebuild.state === 'requested' && !rebuildDeploy && !awaitingRebuild;

  return (
    <Stack gap={4}>
      <Flex gap={3} align="center" wrap="wrap" justify="space-between">
        <Stack gap={3}>
          <Heading as="h1" size={2}>
            Deploys
          </Heading>
          <Text size={1} muted>
            Publishing a change rebuilds the site by itself; these are the latest builds on Netlify.
          </Text>
        </Stack>
        <Flex gap={2} wrap="wrap">
          {liveAddress && (
            <Button
              as="a"
              href={liveAddress}
              target="_blank"
              rel="noopener noreferrer"
              mode="ghost"
              text="Open the live site"
            />
          )}
          <Button
            text={rebuild.state === 'starting' ? 'Asking for a rebuild…' : 'Rebuild the site'}
            tone="primary"
            disabled={rebuild.state === 'confirming' || rebuild.state === 'starting'}
            onClick={() => setRebuild({ state: 'confirming' })}
          />
          {actions}
        </Flex>
      </Flex>

      <RebuildStatus
        rebuild={rebuildDone ? { state: 'idle' } : rebuild}
        notShownUp={notShownUp}
        alreadyWaiting={descriptions.some((deploy) => deploy.phase === 'waiting')}
        onConfirm={startRebuild}
        onCancel={() => setRebuild({ state: 'idle' })}
      />

      {failure && <FailureCard failure={failure} onRetry={load} />}

      {!loaded && loading && (
        <Flex gap={3} align="center" padding={4}>
          <Spinner muted />
          <Text muted>Loading the latest deploys…</Text>
        </Flex>
      )}

      {loaded && descriptions.length === 0 && (
        <Card padding={4} radius={2} border tone="transparent">
          <Text>
            Netlify has not built this site yet. The first publish in the Studio, or “Rebuild the site”, starts a build,
            and it shows up here.
          </Text>
        </Card>
      )}

      {descriptions.length > 0 && (
        <Stack as="ol" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Latest deploys">
          {descriptions.map((deploy) => (
            <DeployRow key={deploy.key} deploy={deploy} />
          ))}
        </Stack>
      )}

      {polling && !failure && (
        <Text size={1} muted>
          The list updates itself every {seconds(refreshIntervalMs)} while a build is waiting or running.
        </Text>
      )}
    </Stack>
  );
}

function RebuildStatus(props: {
  rebuild: Rebuild;
  /** Requested a while ago, and no build has shown up. */
  notShownUp: boolean;
  alreadyWaiting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { rebuild, notShownUp, alreadyWaiting, onConfirm, onCancel } = props;
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (rebuild.state === 'confirming') confirmButton.current?.focus();
  }, [rebuild.state]);

  if (rebuild.state === 'confirming' || rebuild.state === 'starting') {
    return (
      <Card padding={4} radius={2} border tone="caution">
        <Stack gap={4}>
          <Text weight="semibold">Rebuild the site now?</Text>
          <Text size={1}>
            Netlify builds the site again from the published content, which takes a few minutes; the live site stays as
            it is until the new build is ready. Publishing already rebuilds the site, so this is only needed when the
            site looks out of date.
            {alreadyWaiting && ' A build is already waiting to start and will include everything published so far.'}
          </Text>
          <Flex gap={2}>
            <Button
              ref={confirmButton}
              text="Rebuild now"
              tone="primary"
              loading={rebuild.state === 'starting'}
              disabled={rebuild.state === 'starting'}
              onClick={onConfirm}
            />
            <Button text="Cancel" mode="ghost" disabled={rebuild.state === 'starting'} onClick={onCancel} />
          </Flex>
        </Stack>
      </Card>
    );
  }
  if (rebuild.state === 'requested' && notShownUp) {
    return (
      <Card padding={4} radius={2} border tone="caution" role="status">
        <Text>
          Rebuild requested, but no new build has shown up yet. If none appears in a few minutes, tell a developer: the
          site’s publish webhook may not pass rebuild requests on (see the operators’ guide, docs/operators.md in the
          site’s repository).
        </Text>
      </Card>
    );
  }
  if (rebuild.state === 'requested') {
    return (
      <Card padding={4} radius={2} border tone="positive" role="status">
        <Text>
          Rebuild requested: the site starts building within a minute. The build appears in the list below and goes live
          a few minutes later.
        </Text>
      </Card>
    );
  }
  if (rebuild.state === 'failed') return <FailureCard failure={rebuild.failure} onRetry={onConfirm} />;
  return null;
}

function DeployRow({ deploy }: { deploy: DeployDescription }) {
  return (
    <Card as="li" padding={3} radius={2} border data-phase={deploy.phase}>
      <Flex gap={3} align="flex-start">
        <Box style={{ minWidth: '9em' }}>
          <Badge tone={deploy.tone} padding={2}>
            {deploy.status}
          </Badge>
        </Box>
        <Stack gap={3} flex={1}>
          <Text weight="medium">{deploy.trigger}</Text>
          <Flex gap={3} wrap="wrap">
            {deploy.started && (
              <Tooltip content={<Text size={1}>{deploy.started.absolute}</Text>} padding={2} placement="top" portal>
                <Text size={1} muted>
                  <time dateTime={deploy.started.iso}>{deploy.started.relative}</time>
                </Text>
              </Tooltip>
            )}
            {deploy.duration && (
              <Text size={1} muted>
                {deploy.duration}
              </Text>
            )}
            {deploy.link && (
              <Text size={1}>
                <a href={deploy.link.href} target="_blank" rel="noopener noreferrer">
                  {deploy.link.text}
                </a>
              </Text>
            )}
          </Flex>
          {deploy.problem && <Text size={1}>{deploy.problem}</Text>}
        </Stack>
      </Flex>
    </Card>
  );
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

function seconds(ms: number): string {
  const count = Math.max(1, Math.round(ms / 1000));
  return count === 1 ? 'second' : `${count} seconds`;
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
