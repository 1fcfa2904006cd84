/**
 * A Netlify deploy in an editor's words: what state it is in, when and why it
 * started, how long it took, and why it failed. Netlify's own words (states,
 * error messages, ids, commit hashes) never reach the page.
 */
import { readDeployTitle } from '@react-redux-docs/scripts/webhook';
import type { BuildProblemsReport } from '@react-redux-docs/web/deploys';
import type { SiteDeploy } from './deploysApi.ts';

export type DeployTone = 'default' | 'primary' | 'positive' | 'caution' | 'critical';

export type DeployPhase =
  | 'waiting'
  | 'building'
  | 'live'
  | 'published-earlier'
  | 'preview'
  | 'not-published'
  | 'failed'
  | 'cancelled'
  | 'skipped'
  | 'declined'
  | 'unknown';

export interface DeployDescription {
  /** For React keys only; never shown. */
  key: string;
  phase: DeployPhase;
  /** The badge: "Live", "Building", "Failed"… */
  status: string;
  tone: DeployTone;
  /** Waiting or building: the list keeps refreshing while one is. */
  inProgress: boolean;
  /** What started it: "Published in the Studio: Navbar updated". */
  trigger: string;
  /** When it started: "3 minutes ago", with the full date and time for a tooltip. */
  started?: { relative: string; absolute: string; iso: string };
  /** "Took 1 min 20 s", or "Building for 2 min" while in progress. */
  duration?: string;
  /** For failures: what happened and what it means for the site, in one or two sentences. */
  problem?: string;
  /** For the live deploy: the address of exactly this version of the site. */
  link?: { href: string; text: string };
  /** A build that stopped on the content: what it listed, for the editors to fix. */
  problems?: BuildProblemsReport;
}

export interface DescribeOptions {
  now: number;
  /** The deploy the site serves now (the site's `published_deploy`); otherwise the latest published one. */
  liveDeployId?: string;
  /** For the absolute time; the editor's own when omitted. */
  locale?: string;
  timeZone?: string;
  /** Sanity user ids to display names, for "Published in the Studio: … by Jane Doe". */
  userNames?: ReadonlyMap<string, string>;
}

const WAITING_STATES = new Set(['new', 'pending_review', 'accepted', 'enqueued']);
const BUILDING_STATES = new Set([
  'building',
  'uploading',
  'uploaded',
  'preparing',
  'prepared',
  'processing',
  'processed',
  'retrying',
]);

/** Deploy previews and branch deploys never replace the live site. */
function isProduction(deploy: SiteDeploy): boolean {
  return deploy.context === undefined || deploy.context === 'production';
}

/** Waiting to start: a build that starts later reads everything published until then. */
export function isDeployWaiting(deploy: SiteDeploy): boolean {
  return WAITING_STATES.has(deploy.state);
}

export function isDeployInProgress(deploy: SiteDeploy): boolean {
  return WAITING_STATES.has(deploy.state) || BUILDING_STATES.has(deploy.state);
}

/** The deploy the site serves: Netlify's word when it gave it, else the production deploy published last. */
export function findLiveDeployId(deploys: readonly SiteDeploy[], publishedDeployId?: string): string | undefined {
  if (publishedDeployId) return publishedDeployId;
  let live: SiteDeploy | undefined;
  for (const deploy of deploys) {
    if (deploy.state !== 'ready' || !isProduction(deploy) || !deploy.published_at) continue;
    if (!live || Date.parse(deploy.published_at) > Date.parse(live.published_at ?? '')) live = deploy;
  }
  return live?.id;
}

export function describeDeploys(
  deploys: readonly SiteDeploy[],
  options: Omit<DescribeOptions, 'liveDeployId'> & { publishedDeployId?: string },
): DeployDescription[] {
  const liveDeployId = findLiveDeployId(deploys, options.publishedDeployId);
  return deploys.map((deploy) => describeDeploy(deploy, { ...options, liveDeployId }));
}

export function describeDeploy(deploy: SiteDeploy, options: DescribeOptions): DeployDescription {
  const phase = phaseOf(deploy, options.liveDeployId);
  const created = deploy.created_at ? Date.parse(deploy.created_at) : Number.NaN;
  const description: DeployDescription = {
    key: deploy.id,
    phase,
    ...PHASES[phase],
    inProgress: phase === 'waiting' || phase === 'building',
    trigger: describeTrigger(deploy, options.userNames),
  };
  if (Number.isFinite(created) && deploy.created_at) {
    description.started = {
      relative: relativeTime(created, options.now),
      absolute: absoluteTime(created, options),
      iso: new Date(created).toISOString(),
    };
  }
  const duration = describeDuration(deploy, phase, created, options.now);
  if (duration) description.duration = duration;
  const problem = describeProblem(deploy, phase);
  if (problem) description.problem = problem;
  if (phase === 'failed' && deploy.problems && deploy.problems.total > 0) description.problems = deploy.problems;
  const href = deploy.links?.permalink;
  if (phase === 'live' && href && isWebAddress(href)) description.link = { href, text: 'Open this version' };
  return description;
}

const PHASES: Record<DeployPhase, { status: string; tone: DeployTone }> = {
  waiting: { status: 'Waiting', tone: 'caution' },
  building: { status: 'Building', tone: 'primary' },
  live: { status: 'Live', tone: 'positive' },
  'published-earlier': { status: 'Published earlier', tone: 'default' },
  preview: { status: 'Preview', tone: 'default' },
  'not-published': { status: 'Built, not published', tone: 'default' },
  failed: { status: 'Failed', tone: 'critical' },
  cancelled: { status: 'Cancelled', tone: 'default' },
  skipped: { status: 'Skipped', tone: 'default' },
  declined: { status: 'Not accepted', tone: 'critical' },
  unknown: { status: 'Unknown', tone: 'default' },
};

function phaseOf(deploy: SiteDeploy, liveDeployId: string | undefined): DeployPhase {
  const { state } = deploy;
  if (WAITING_STATES.has(state)) return 'waiting';
  if (BUILDING_STATES.has(state)) return 'building';
  if (state === 'ready') {
    if (deploy.id === liveDeployId) return 'live';
    if (!isProduction(deploy)) return 'preview';
    return deploy.published_at ? 'published-earlier' : 'not-published';
  }
  if (state === 'error') {
    const message = deploy.error_message ?? '';
    if (deploy.skipped || /no content change|skipped|ignore/i.test(message)) return 'skipped';
    if (/cancel+ed/i.test(message)) return 'cancelled';
    return 'failed';
  }
  if (state === 'rejected') return 'declined';
  if (state === 'skipped') return 'skipped';
  return 'unknown';
}

const LONGEST_TITLE = 120;

/** Who published, by name; "someone" until the Studio knows the name (or the user is gone). */
export function editorName(editor: string, userNames: ReadonlyMap<string, string> | undefined): string {
  return userNames?.get(editor) ?? 'someone in the Studio';
}

function describeTrigger(deploy: SiteDeploy, userNames?: ReadonlyMap<string, string>): string {
  const title = firstLine(deploy.title ?? '');
  const read = readDeployTitle(title);
  // The Rebuild button's, through the publish webhook: "Rebuilt by hand from the Studio by Jane Doe".
  if (read.kind === 'rebuild') return title;
  // The publish webhook's trigger_title (web/netlify/webhook/handler.ts): "Sanity: Doc page “Hooks” updated by user p…".
  if (read.kind === 'publish') {
    const by = read.editor ? ` by ${editorName(read.editor, userNames)}` : '';
    return `Published in the Studio: ${read.what}${by}`;
  }
  if (deploy.context === 'deploy-preview') return title ? `Proposed code change: ${title}` : 'A proposed code change';
  if (deploy.context === 'branch-deploy') {
    const branch = deploy.branch ? ` on the “${deploy.branch}” branch` : '';
    return title ? `Code change${branch}: ${title}` : `A code change${branch}`;
  }
  // Netlify's own title for build hook calls without a trigger_title.
  if (/^deploy triggered by hook/i.test(title)) return 'Started by a build hook';
  if (title && deploy.commit_ref) {
    return deploy.committer ? `Code change by ${deploy.committer}: ${title}` : `Code change: ${title}`;
  }
  if (title) return title;
  if (deploy.commit_ref) return 'A code change';
  return 'Started in Netlify';
}

/** The Sanity user ids named in these deploys' titles, to look their names up. */
export function editorIds(deploys: readonly SiteDeploy[]): string[] {
  const ids = new Set<string>();
  for (const deploy of deploys) {
    const read = readDeployTitle(firstLine(deploy.title ?? ''));
    if (read.kind === 'publish' && read.editor) ids.add(read.editor);
  }
  return [...ids].sort();
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  return line.length > LONGEST_TITLE ? `${line.slice(0, LONGEST_TITLE - 1).trimEnd()}…` : line;
}

function describeDuration(deploy: SiteDeploy, phase: DeployPhase, created: number, now: number): string | undefined {
  if (phase === 'waiting' || phase === 'building') {
    if (!Number.isFinite(created)) return undefined;
    const seconds = Math.max(0, Math.round((now - created) / 1000));
    return `${phase === 'waiting' ? 'Waiting' : 'Building'} for ${formatDuration(seconds)}`;
  }
  if (deploy.deploy_time === undefined || deploy.deploy_time < 0) return undefined;
  return `Took ${formatDuration(deploy.deploy_time)}`;
}

/** "45 s", "2 min 5 s", "12 min", "1 h 3 min". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 10) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/** "just now", "3 minutes ago", "yesterday", "last week", "2 months ago". */
export function relativeTime(time: number, now: number): string {
  // A time slightly ahead (the editor's clock is behind Netlify's) still reads as now.
  const seconds = Math.max(0, (now - time) / 1000);
  if (seconds < 45) return 'just now';
  let unit: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return RELATIVE.format(-Math.max(1, Math.round(seconds / unit[1])), unit[0]);
}

function absoluteTime(time: number, options: DescribeOptions): string {
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(time);
}

const BUILD_FAILED =
  'The build stopped with an error, so the live site did not change. Try a rebuild; if it fails again, tell a ' +
  'developer: the deploy log on Netlify says what went wrong.';

/** Netlify's error messages are for developers; each known kind gets a sentence, the rest a general one. */
function describeProblem(deploy: SiteDeploy, phase: DeployPhase): string | undefined {
  const message = deploy.error_message ?? '';
  switch (phase) {
    case 'cancelled':
      return 'Cancelled before it finished, so the live site did not change.';
    case 'skipped':
      return 'Netlify skipped this build because nothing had changed.';
    case 'declined':
      return 'Netlify did not accept this deploy, so the live site did not change.';
    case 'failed':
      if (/timed? ?out|time limit|exceeded/i.test(message)) {
        return 'The build took longer than Netlify allows and was stopped, so the live site did not change. Try a rebuild; if it happens again, tell a developer.';
      }
      if (/install|dependenc/i.test(message)) {
        return 'Netlify could not install the software the site is built with, so the live site did not change. This is not caused by content: tell a developer.';
      }
      if (/plugin/i.test(message)) {
        return 'A build plugin failed, so the live site did not change. This is not caused by content: tell a developer.';
      }
      if (/function/i.test(message)) {
        return "Netlify could not prepare the site's functions, so the live site did not change. This is not caused by content: tell a developer.";
      }
      if (/upload|deploy(ing)? site|post.?processing/i.test(message)) {
        return 'The site was built but could not be published, so the live site did not change. Try a rebuild; if it happens again, tell a developer.';
      }
      if (deploy.problems && deploy.problems.total > 0) {
        const count = deploy.problems.total === 1 ? 'a problem' : `${deploy.problems.total} problems`;
        return `The build stopped because of ${count} in the published content, so the live site did not change. Fix what is listed below, publish, and the site rebuilds.`;
      }
      return BUILD_FAILED;
    default:
      return undefined;
  }
}

function isWebAddress(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
