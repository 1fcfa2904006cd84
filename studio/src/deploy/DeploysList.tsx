/**
 * The Deploy tool's page: the live site's address, the Rebuild button and
 * the latest deploys. It needs only the site-deploys function's address, a
 * way to request a rebuild, and @sanity/ui's ThemeProvider and LayerProvider,
 * not the Studio (DeployTool.tsx passes the Studio's client), so a test page
 * can mount it against stand-ins.
 */
import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { Tooltip } from '@sanity/ui/tooltip';
import { type ReactNode, useEffect, useRef } from 'react';
import { BuildProblemsList, type DocumentLinkRenderer } from './BuildProblemsList.tsx';
import type { DeployDescription } from './describeDeploy.ts';
import { FailureCard } from './FailureCard.tsx';
import { type Rebuild, type SiteDeploysOptions, useSiteDeploys } from './useSiteDeploys.ts';

export type DeploysListProps = SiteDeploysOptions & {
  /** Shown in the header after the Rebuild button. */
  actions?: ReactNode;
  /** Links from a failed build's problems to their documents. */
  renderLink?: DocumentLinkRenderer;
};

export function DeploysList(props: DeploysListProps) {
  const { actions, renderLink, ...options } = props;
  const {
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
  } = useSiteDeploys(options);

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
            <DeployRow key={deploy.key} deploy={deploy} renderLink={renderLink} />
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

function DeployRow({ deploy, renderLink }: { deploy: DeployDescription; renderLink?: DocumentLinkRenderer }) {
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
          {deploy.problems && <BuildProblemsList report={deploy.problems} renderLink={renderLink} />}
        </Stack>
      </Flex>
    </Card>
  );
}

function seconds(ms: number): string {
  const count = Math.max(1, Math.round(ms / 1000));
  return count === 1 ? 'second' : `${count} seconds`;
}
