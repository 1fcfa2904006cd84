/**
 * What the site-deploys function answers, and the only place Netlify's
 * answers are turned into it: each field is picked by name, so nothing else
 * Netlify sends (deploy logs, admin addresses, environment details, tokens of
 * other kinds) passes through. The Studio's Deploy tool reads this shape
 * (studio/src/deploy/deploysApi.ts imports these types), so this module must
 * stay free of Node and Netlify imports.
 */
import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { BuildProblemsReport } from '../buildProblems/report.ts';

export {
  type BuildProblem,
  type BuildProblemsReport,
  readBuildProblemsReport,
} from '../buildProblems/report.ts';

/** Where the site serves the function (web/netlify/functions/site-deploys.ts). */
export const SITE_DEPLOYS_PATH = '/.netlify/functions/site-deploys';

/** How many of the latest deploys the function lists. */
export const DEPLOYS_LIST_LENGTH = 10;

/** One deploy, as much as the Deploy tool shows of it. */
export interface PublicDeploy {
  id: string;
  /** Netlify's state: new, enqueued, building, ready, error… */
  state: string;
  created_at?: string;
  updated_at?: string;
  published_at?: string;
  /** Seconds. */
  deploy_time?: number;
  /** The commit message, or the build hook's trigger title ("Sanity: Navbar updated"). */
  title?: string;
  branch?: string;
  /** production, deploy-preview, branch-deploy. */
  context?: string;
  error_message?: string;
  /** Present when the deploy built a commit (the tool tells code changes from publishes by it). */
  commit_ref?: string;
  /** The Git user who pushed the commit ("Code change by …"). */
  committer?: string;
  /** Netlify skipped the build (no content change). */
  skipped?: boolean;
  /** The address of exactly this deploy. */
  links?: { permalink: string };
  /** A build that stopped on the content: the problems it listed (added by the function, not from Netlify). */
  problems?: BuildProblemsReport;
}

export interface PublicSite {
  name?: string;
  /** The live site's address. */
  url?: string;
  /** The deploy the site serves now. */
  publishedDeployId?: string;
}

export interface SiteDeploysAnswer {
  site: PublicSite;
  /** Newest first. */
  deploys: PublicDeploy[];
}

/**
 * Why the function could not answer: `not-configured` (503) when its
 * environment lacks NETLIFY_API_TOKEN or SITE_ID; the others (502) are what
 * went wrong between the function and Netlify's API.
 */
export const SITE_DEPLOYS_FAILURES = [
  'not-configured',
  'unauthorized',
  'forbidden',
  'not-found',
  'rate-limited',
  'unavailable',
  'unreachable',
  'timeout',
  'malformed',
  'refused',
] as const;

export type SiteDeploysFailure = (typeof SITE_DEPLOYS_FAILURES)[number];

/** The body of every failed answer. */
export interface SiteDeploysError {
  error: SiteDeploysFailure;
}

export function isSiteDeploysFailure(value: unknown): value is SiteDeploysFailure {
  return typeof value === 'string' && (SITE_DEPLOYS_FAILURES as readonly string[]).includes(value);
}

/** A deploy of Netlify's `GET /sites/:id/deploys` reduced to the public fields; undefined when it is not one. */
export function publicDeploy(value: unknown): PublicDeploy | undefined {
  if (!isRecord(value) || !nonEmptyString(value.id) || !nonEmptyString(value.state)) return undefined;
  const deployTime = value.deploy_time;
  const permalink =
    webAddress(isRecord(value.links) ? value.links.permalink : undefined) ?? webAddress(value.deploy_ssl_url);
  return withoutUndefined({
    id: value.id,
    state: value.state,
    created_at: optionalString(value.created_at),
    updated_at: optionalString(value.updated_at),
    published_at: optionalString(value.published_at),
    deploy_time: typeof deployTime === 'number' && Number.isFinite(deployTime) ? deployTime : undefined,
    title: optionalString(value.title),
    branch: optionalString(value.branch),
    context: optionalString(value.context),
    error_message: optionalString(value.error_message),
    commit_ref: optionalString(value.commit_ref),
    committer: optionalString(value.committer),
    skipped: typeof value.skipped === 'boolean' ? value.skipped : undefined,
    links: permalink ? { permalink } : undefined,
  });
}

/** The site of Netlify's `GET /sites/:id` reduced to its name, its address and the deploy it serves. */
export function publicSite(value: Record<string, unknown>): PublicSite {
  const published = isRecord(value.published_deploy) ? optionalString(value.published_deploy.id) : undefined;
  return withoutUndefined({
    name: optionalString(value.name),
    url: webAddress(value.ssl_url) ?? webAddress(value.url),
    publishedDeployId: published,
  });
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function optionalString(value: unknown): string | undefined {
  return nonEmptyString(value) ? value : undefined;
}

/** Only http(s) addresses: the tool makes links of them. */
function webAddress(value: unknown): string | undefined {
  if (!nonEmptyString(value)) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
