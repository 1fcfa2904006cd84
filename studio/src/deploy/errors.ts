/**
 * Every way the Deploy tool can fail, said so an editor knows what happened
 * and what to do next. Status codes and the function's own words go only into
 * `developerDetails`, which the tool keeps behind a disclosure.
 */
import { DeploysApiError, type DeploysFailureKind } from './deploysApi.ts';
import { type RebuildFailureKind, RebuildRequestError } from './rebuildRequest.ts';

export type FailureKind = DeploysFailureKind | RebuildFailureKind | 'not-configured' | 'unknown';

/** What the editor can do about it: try again, or ask a developer or an administrator (trying again will not help). */
export type NextStep = 'retry' | 'developer' | 'administrator';

export interface FailureMessage {
  kind: FailureKind;
  title: string;
  message: string;
  next: NextStep;
  developerDetails?: string;
}

/** The Studio was built without SANITY_STUDIO_SITE_URL (or with something that is not a web address). */
export class DeployConfigError extends Error {
  readonly kind = 'not-configured';

  constructor() {
    super('SANITY_STUDIO_SITE_URL is not set to the live site’s address');
    this.name = 'DeployConfigError';
  }
}

const FOR_OPERATORS = 'the operators’ guide, docs/operators.md in the site’s repository';

const MESSAGES: Record<FailureKind, Omit<FailureMessage, 'kind' | 'developerDetails'>> = {
  unauthorized: {
    title: 'Netlify did not accept the site’s access token',
    message:
      'It may have expired or been revoked. A developer creates a new personal access token in Netlify and puts ' +
      `it in the site’s NETLIFY_API_TOKEN setting (see ${FOR_OPERATORS}).`,
    next: 'developer',
  },
  forbidden: {
    title: 'The site’s access token may not see the site',
    message:
      'It belongs to a Netlify account that is not a member of the site’s team. A developer puts a token of an ' +
      `account that is into the site’s NETLIFY_API_TOKEN setting (see ${FOR_OPERATORS}).`,
    next: 'developer',
  },
  'not-found': {
    title: 'Netlify cannot find the site',
    message:
      'Either the site’s SITE_ID setting names another site, or its access token belongs to a Netlify account ' +
      `that cannot see it. A developer can check both (see ${FOR_OPERATORS}).`,
    next: 'developer',
  },
  'rate-limited': {
    title: 'Netlify asks the Studio to slow down',
    message: 'Too many requests reached Netlify in a short time. Wait a minute, then try again.',
    next: 'retry',
  },
  unavailable: {
    title: 'Netlify is having problems',
    message:
      'Netlify’s service did not work just now. This is on Netlify’s side and your content is safe; try ' +
      'again in a few minutes.',
    next: 'retry',
  },
  refused: {
    title: 'The site did not accept the request',
    message: 'Try again in a moment. If it keeps happening, tell a developer.',
    next: 'retry',
  },
  network: {
    title: 'The Studio cannot reach the site',
    message:
      'Check your internet connection, then try again. If other websites open, a network filter may be blocking ' +
      'the site, or the site may be down.',
    next: 'retry',
  },
  timeout: {
    title: 'Netlify did not answer in time',
    message: 'Netlify is slow to answer right now. Try again in a moment.',
    next: 'retry',
  },
  malformed: {
    title: 'The site sent an answer the Studio cannot read',
    message: 'Try again in a moment. If it keeps happening, tell a developer.',
    next: 'retry',
  },
  'no-function': {
    title: 'The site does not list its deploys',
    message:
      'Either the Studio was built with another address than the live site’s (SANITY_STUDIO_SITE_URL), or the ' +
      `site has not been deployed since the Deploy tool was added. A developer can check both (see ${FOR_OPERATORS}).`,
    next: 'developer',
  },
  'site-not-configured': {
    title: 'The site’s deploy list is not set up yet',
    message:
      'A developer needs to give the site a Netlify access token and the site’s id: NETLIFY_API_TOKEN and SITE_ID ' +
      `in the site’s settings on Netlify. ${capitalized(FOR_OPERATORS)} explains how.`,
    next: 'developer',
  },
  'not-configured': {
    title: 'The Deploy tool is not set up yet',
    message:
      'A developer needs to tell the Studio where the live site is: its address goes into SANITY_STUDIO_SITE_URL ' +
      `when the Studio is built. ${capitalized(FOR_OPERATORS)} explains how.`,
    next: 'developer',
  },
  'no-permission': {
    title: 'Your role cannot start a rebuild',
    message: 'Your role in this project cannot start a rebuild. Ask an administrator.',
    next: 'administrator',
  },
  'sanity-unreachable': {
    title: 'Could not reach Sanity',
    message: 'Could not reach Sanity to ask for the rebuild. Check your internet connection, then try again.',
    next: 'retry',
  },
  'sanity-failed': {
    title: 'Sanity did not take the request',
    message:
      'Sanity could not save the rebuild request just now. Try again in a moment; if it keeps happening, tell a ' +
      'developer.',
    next: 'retry',
  },
  unknown: {
    title: 'Something went wrong in the Deploy tool',
    message: 'Try again. If it keeps happening, tell a developer.',
    next: 'retry',
  },
};

/** Messages written for the Rebuild button: whole as they are, under "The rebuild did not start". */
const REBUILD_KINDS = new Set<FailureKind>(['no-permission', 'sanity-unreachable', 'sanity-failed']);

export function describeFailure(error: unknown, during: 'load' | 'rebuild' = 'load'): FailureMessage {
  const kind = failureKind(error);
  const base = MESSAGES[kind];
  const failure: FailureMessage = { kind, ...base };
  if (during === 'rebuild' && kind !== 'not-configured') {
    failure.title = 'The rebuild did not start';
    failure.message = REBUILD_KINDS.has(kind) ? base.message : `${base.title}. ${base.message}`;
  }
  if (error instanceof DeploysApiError && kind === 'rate-limited' && error.retryAfterSeconds !== undefined) {
    failure.message = failure.message.replace('Wait a minute', `Wait ${waitInWords(error.retryAfterSeconds)}`);
  }
  const details = developerDetails(error);
  if (details) failure.developerDetails = details;
  return failure;
}

function failureKind(error: unknown): FailureKind {
  if (error instanceof DeploysApiError || error instanceof RebuildRequestError || error instanceof DeployConfigError) {
    return error.kind;
  }
  return 'unknown';
}

function waitInWords(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  return `about ${Math.ceil(seconds / 60)} minutes`;
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The kind, the status and what the function said: never an address, a name or Sanity's answer. */
function developerDetails(error: unknown): string | undefined {
  const cause =
    (error as { cause?: unknown })?.cause instanceof Error ? ` (${(error as { cause: Error }).cause.name})` : '';
  if (error instanceof DeploysApiError) {
    const status = error.status === undefined ? '' : `, HTTP ${error.status}`;
    const reported = error.reported ? `, the function said “${error.reported}”` : '';
    // A refused origin looks like a network failure to the page: say where to look.
    const cors = error.kind === 'network' ? '; if the site is up, check its STUDIO_ORIGIN setting' : '';
    return `Site deploys: ${error.kind}${status}${reported}${cause}${cors}`;
  }
  if (error instanceof RebuildRequestError) {
    const status = error.status === undefined ? '' : `, HTTP ${error.status}`;
    return `Sanity, writing the rebuild request: ${error.kind}${status}${cause}`;
  }
  if (error instanceof DeployConfigError) return error.message;
  if (error instanceof Error) return error.name;
  return undefined;
}
