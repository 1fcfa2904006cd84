/**
 * Above a document's fields, after it is published: the site build that
 * carries the change, as it moves from queued to building to live (or
 * failed), with the time of each step, who published, a link to the live
 * page, and, when the build stopped on the content, the problems it listed
 * with links to their documents.
 */
import { Badge, Box, Card, Flex, Stack, Text } from '@sanity/ui';
import { useMemo } from 'react';
import { type InputProps, useEditState, useFormValue } from 'sanity';
import { BuildProblemsList } from '../deploy/BuildProblemsList.tsx';
import { deployConfig } from '../deploy/config.ts';
import { describeDeploy, editorIds, formatDuration } from '../deploy/describeDeploy.ts';
import { renderEditLink } from '../deploy/EditLink.tsx';
import { useStudioUserNames } from '../deploy/useStudioUserNames.ts';
import { useUserNames } from '../deploy/useUserNames.ts';
import type { PublishBuild } from './buildForPublish.ts';
import { usePublishPress } from './notedPublishes.ts';
import { BUILD_SHOWS_UP_WITHIN_MS, usePublishBuild } from './usePublishBuild.ts';

/** A publish's build is shown this long after the publish. */
const SHOWN_FOR_MS = 24 * 60 * 60_000;

/** The document form's root input, with the publish status above it. */
export function withPublishStatus(props: InputProps) {
  if (props.path.length > 0 || !deployConfig.deploysUrl) return props.renderDefault(props);
  return (
    <Stack gap={4}>
      <PublishStatus typeName={props.schemaType.name} />
      {props.renderDefault(props)}
    </Stack>
  );
}

function PublishStatus({ typeName }: { typeName: string }) {
  const id = String(useFormValue(['_id']) ?? '').replace(/^drafts\./, '');
  const { published } = useEditState(id, typeName, 'low');
  const press = usePublishPress(id);
  const updatedAt = published?._updatedAt ? Date.parse(published._updatedAt) : Number.NaN;
  const publishedAt = Number.isFinite(updatedAt) && Date.now() - updatedAt < SHOWN_FOR_MS ? updatedAt : undefined;
  // Pressed, and the published revision is still the one before: "Publishing…" at once.
  const following = press !== undefined && (published?._rev ?? null) === press.revisionBefore;
  const { build, site } = usePublishBuild(deployConfig.deploysUrl, following ? undefined : publishedAt);
  const lookUp = useStudioUserNames();
  const editors = useMemo(() => (build && 'deploy' in build ? editorIds([build.deploy]) : []), [build]);
  const userNames = useUserNames(editors, lookUp);

  if (following) return <StatusCard tone="primary" status="Publishing" lines={['Publishing your change…']} />;
  if (!publishedAt || !build) return null;
  // Builds of others' publishes are shown once they exist; "waiting" only to whoever pressed Publish here.
  if (build.kind === 'not-started' && press === undefined) return null;

  const route = (published?.route as { current?: string } | undefined)?.current;
  const steps = stepsOf(build, publishedAt);
  const trigger = 'deploy' in build ? describeDeploy(build.deploy, { now: Date.now(), userNames }) : undefined;
  const lines: string[] = [];
  if (build.kind === 'not-started') {
    lines.push(
      Date.now() - publishedAt < BUILD_SHOWS_UP_WITHIN_MS
        ? 'Published. The site build that puts it live starts within a minute.'
        : 'Published, but no site build has started for it yet. Open Deploy to rebuild the site; if that does not help, tell a developer.',
    );
  }
  if (build.kind === 'queued' || build.kind === 'building') {
    lines.push('The live site still shows the version before this publish until the build is done.');
  }
  if (build.kind === 'failed') lines.push(trigger?.problem ?? 'The build failed, so the live site did not change.');
  if (build.kind === 'stopped') {
    lines.push(
      'That build was stopped before it finished; the next publish or a rebuild in Deploy puts the change live.',
    );
  }
  const liveHref = build.kind === 'live' && site?.url ? livePage(site.url, typeName, route) : undefined;
  return (
    <StatusCard
      tone={TONES[build.kind]}
      status={STATUS[build.kind]}
      steps={steps}
      trigger={trigger?.trigger}
      lines={lines}
      liveHref={liveHref}
      problems={build.kind === 'failed' ? trigger?.problems : undefined}
    />
  );
}

const STATUS: Record<PublishBuild['kind'], string> = {
  'not-started': 'Published',
  queued: 'Waiting to build',
  building: 'Building',
  live: 'Live',
  failed: 'Build failed',
  stopped: 'Build stopped',
};

const TONES: Record<PublishBuild['kind'], 'primary' | 'positive' | 'critical' | 'caution' | 'default'> = {
  'not-started': 'primary',
  queued: 'caution',
  building: 'primary',
  live: 'positive',
  failed: 'critical',
  stopped: 'caution',
};

interface Step {
  label: string;
  at: number;
  note?: string;
}

function stepsOf(build: PublishBuild, publishedAt: number): Step[] {
  const steps: Step[] = [{ label: 'Published', at: publishedAt }];
  if (build.kind === 'not-started') return steps;
  const created = Date.parse(build.deploy.created_at ?? '');
  const queuedAt = Number.isFinite(created) ? Math.max(created, publishedAt) : undefined;
  if (queuedAt !== undefined) steps.push({ label: 'Build queued', at: queuedAt });
  if (build.kind === 'building' && build.since !== undefined) steps.push({ label: 'Building', at: build.since });
  if (build.kind === 'live' && build.at !== undefined) {
    steps.push({
      label: 'Live',
      at: build.at,
      note: `${formatDuration(Math.max(0, (build.at - publishedAt) / 1000))} after Publish`,
    });
  }
  if ((build.kind === 'failed' || build.kind === 'stopped') && build.at !== undefined) {
    steps.push({ label: build.kind === 'failed' ? 'Failed' : 'Stopped', at: build.at });
  }
  return steps;
}

/** The page's address on the live site: a doc's or page's route, else the home page (settings show everywhere). */
function livePage(siteUrl: string, typeName: string, route: string | undefined): string {
  const base = siteUrl.replace(/\/+$/, '');
  return (typeName === 'doc' || typeName === 'page') && route ? `${base}/${route.replace(/^\/+/, '')}` : `${base}/`;
}

const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function StatusCard(props: {
  tone: 'primary' | 'positive' | 'critical' | 'caution' | 'default';
  status: string;
  steps?: Step[];
  trigger?: string;
  lines: string[];
  liveHref?: string;
  problems?: Parameters<typeof BuildProblemsList>[0]['report'];
}) {
  const { tone, status, steps = [], trigger, lines, liveHref, problems } = props;
  return (
    <Card
      tone={tone}
      padding={3}
      radius={2}
      border
      role="status"
      aria-label="On the live site"
      data-publish-status={status}
    >
      <Stack gap={3}>
        <Flex gap={2} align="center" wrap="wrap">
          <Text size={1} weight="semibold">
            On the live site
          </Text>
          <Badge tone={tone === 'default' ? 'default' : tone} padding={2}>
            {status}
          </Badge>
        </Flex>
        {steps.length > 0 && (
          <Flex as="ol" gap={3} wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Steps">
            {steps.map((step) => (
              <Box as="li" key={step.label}>
                <Text size={1}>
                  {step.label} <time dateTime={new Date(step.at).toISOString()}>{CLOCK.format(step.at)}</time>
                  {step.note ? ` (${step.note})` : ''}
                </Text>
              </Box>
            ))}
          </Flex>
        )}
        {trigger && (
          <Text size={1} muted>
            The build: {trigger}
          </Text>
        )}
        {lines.map((line) => (
          <Text key={line} size={1}>
            {line}
          </Text>
        ))}
        {liveHref && (
          <Text size={1}>
            <a href={liveHref} target="_blank" rel="noopener noreferrer">
              Open the live page
            </a>
          </Text>
        )}
        {problems && <BuildProblemsList report={problems} renderLink={renderEditLink} />}
      </Stack>
    </Card>
  );
}
