/**
 * Sanity's webhook → a Netlify build. A function of the request, the
 * environment and a runtime (fetch, clock, log, and the little this function
 * instance remembers), so tests run it without Netlify.
 *
 *   405  not a POST
 *   500  the function is not configured (which variables are missing)
 *   401  signature missing, malformed, wrong, too old, or already received
 *   413  body larger than MAX_BODY_BYTES
 *   400  body not a JSON object with a _type
 *   200  a document that does not change the site (a draft, an image asset, a system document, a deleted
 *        rebuild request): ignored
 *   202  build requested, or one is already waiting to start and will include this change (a publish, or
 *        the Studio's rebuild request, `siteRebuildRequest`, which the Rebuild button writes)
 *   502  Netlify's build hook failed, after retries
 */
import {
  documentTypeTitle,
  isPublishedDocumentId,
  isWebhookDocumentType,
  publishDeployTitle,
  rebuildDeployTitle,
  SITE_REBUILD_REQUEST_TYPE,
} from '@react-redux-docs/scripts/webhook';
import { type Clock, type RetryPolicy, requestBuild } from './buildHook.ts';
import { queuedProductionBuild } from './buildQueue.ts';
import { readWebhookConfig, secretValues, type WebhookConfig, type WebhookEnvironment } from './config.ts';
import { type LogSink, redactingLog, type WebhookLog } from './log.ts';
import { readBodyUpTo } from './readBody.ts';
import { AcceptedSignatures, checkSignatureHeader, type HeaderCheck, signatureMatches } from './signature.ts';

/** Sanity's payload is a small projection (`{_id, _type, operation, title, editor}`); anything near this size is not from it. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface WebhookRuntime extends Clock {
  fetch: typeof fetch;
  log: LogSink;
  /** Signatures this instance accepted recently (replay protection). */
  accepted: AcceptedSignatures;
  /** Runs one build decision at a time in this instance, so concurrent events see each other's builds. */
  oneAtATime: <T>(task: () => Promise<T>) => Promise<T>;
  retries?: RetryPolicy;
}

/** The runtime of a real function instance; tests replace parts of it. */
export function createWebhookRuntime(overrides: Partial<WebhookRuntime> = {}): WebhookRuntime {
  return {
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: console,
    accepted: new AcceptedSignatures(),
    oneAtATime: serialQueue(),
    ...overrides,
  };
}

export async function handleSanityWebhook(
  request: Request,
  env: WebhookEnvironment,
  runtime: WebhookRuntime,
): Promise<Response> {
  const log = redactingLog(runtime.log, secretValues(env));
  if (request.method !== 'POST') {
    return reply(405, 'This address receives Sanity webhooks, which are POST requests.', { Allow: 'POST' });
  }
  const configured = readWebhookConfig(env);
  if (!configured.ok) {
    log.error(`not configured: ${configured.problem}`);
    return reply(500, `The rebuild webhook is not set up on this site: ${configured.problem}`);
  }
  const { config } = configured;

  const signature = checkSignatureHeader(request.headers, runtime.now());
  if (!signature.ok) {
    log.warn(`refused a request: ${SIGNATURE_PROBLEMS[signature.reason]}`);
    return reply(401, SIGNATURE_PROBLEMS[signature.reason]);
  }
  const body = await readBodyUpTo(request, MAX_BODY_BYTES);
  if (!body.ok) {
    log.warn(`refused a request: body over ${MAX_BODY_BYTES} bytes`);
    return reply(
      413,
      `The body is larger than ${MAX_BODY_BYTES / 1024} KB; Sanity's webhook sends a few hundred bytes.`,
    );
  }
  if (!(await signatureMatches(body.text, signature.header, config.secret))) {
    log.warn('refused a request: its signature does not match its body and the shared secret');
    return reply(401, 'The signature does not match this body and the shared secret.');
  }
  if (!runtime.accepted.claim(signature.header, signature.timestamp, runtime.now())) {
    log.warn('refused a request: this signed delivery was already received (a replay)');
    return reply(401, 'This delivery was already received; a signature is accepted once.');
  }
  const response = await handleSignedEvent(body.text, config, runtime, log);
  // Our failure, not the sender's: let Sanity's retry of this same delivery through.
  if (response.status >= 500) runtime.accepted.release(signature.header);
  return response;
}

const SIGNATURE_PROBLEMS: Record<Exclude<HeaderCheck, { ok: true }>['reason'], string> = {
  missing: 'The request is not signed: the sanity-webhook-signature header is missing.',
  malformed: 'The sanity-webhook-signature header is not a Sanity signature.',
  stale: 'The signature is more than 5 minutes old; a delivery is accepted only shortly after Sanity signs it.',
  future: "The signature is dated in the future; check the sending machine's clock.",
};

interface SanityEvent {
  type: string;
  id?: string;
  operation?: 'create' | 'update' | 'delete';
  /** A rebuild request's: the display name of who pressed the button. Never logged. */
  requestedBy?: string;
  /** The document's title, for the deploy's title. Never logged. */
  title?: string;
  /** The Sanity user id of who made the change (`identity()`). */
  editor?: string;
}

async function handleSignedEvent(
  text: string,
  config: WebhookConfig,
  runtime: WebhookRuntime,
  log: WebhookLog,
): Promise<Response> {
  const parsed = parseEvent(text);
  if ('problem' in parsed) {
    log.warn(`refused a signed request: ${parsed.problem}`);
    return reply(400, parsed.problem);
  }
  const event = parsed;
  const what = `${event.operation ?? 'change'} of ${event.type}${event.id ? ` ${event.id}` : ''}`;
  if (event.id !== undefined && !isPublishedDocumentId(event.id)) {
    log.info(`ignored the ${what}: drafts are not on the site`);
    return reply(200, 'Ignored: drafts and unpublished versions do not change the site.');
  }
  if (!isWebhookDocumentType(event.type)) {
    log.info(`ignored the ${what}: not a type the site shows`);
    return reply(200, `Ignored: documents of type "${event.type}" do not appear on the site.`);
  }
  if (event.type === SITE_REBUILD_REQUEST_TYPE && event.operation === 'delete') {
    log.info(`ignored the ${what}: removing a rebuild request asks for nothing`);
    return reply(200, 'Ignored: removing a rebuild request does not change the site.');
  }

  return runtime.oneAtATime(async () => {
    if (config.netlifyApi) {
      const queue = await queuedProductionBuild(config.netlifyApi, runtime.fetch, runtime.now());
      if (queue.state === 'queued') {
        log.info(`${what}: deploy ${queue.deployId} is waiting to start and will include it; no new build`);
        return reply(202, 'A site build is already waiting to start; it will include this change.');
      }
      if (queue.state === 'unknown') {
        log.warn(`could not check Netlify's build queue (${queue.problem}); asking for a build anyway`);
      }
    }
    const result = await requestBuild(config.buildHookUrl, deployTitle(event), runtime.fetch, runtime, runtime.retries);
    if (result.ok) {
      log.info(`${what}: build requested${result.attempts > 1 ? ` (attempt ${result.attempts})` : ''}`);
      const note = config.netlifyApi
        ? ''
        : ' (NETLIFY_API_TOKEN is not set, so each publish asks for its own build; set it to combine bursts.)';
      return reply(202, `Site build requested: the change will be live in a few minutes.${note}`);
    }
    log.error(`${what}: the build hook failed after ${result.attempts} attempt(s): ${result.problem}`);
    return reply(
      502,
      result.refused
        ? `The change was received, but Netlify refused the build hook (${result.problem}), so the site was not rebuilt. ` +
            'The build hook may have been deleted: create one in Netlify (Site configuration → Build & deploy → Build hooks) ' +
            'and put its address in NETLIFY_BUILD_HOOK_URL.'
        : `The change was received, but Netlify's build hook was unavailable (${result.attempts} attempts, ` +
            `last: ${result.problem}), so the site was not rebuilt. Sanity retries this delivery; if Netlify stays ` +
            'unavailable, start a deploy by hand in Netlify once it is back.',
    );
  });
}

function parseEvent(text: string): SanityEvent | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'The body is not JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'The body is not a JSON object.' };
  }
  const { _type: type, _id: id, operation, requestedBy, title, editor } = value as Record<string, unknown>;
  if (typeof type !== 'string' || type === '') {
    return {
      problem:
        "The body has no _type. The webhook's projection must include it; `npm run webhook:setup` prints the expected one.",
    };
  }
  return {
    type,
    id: typeof id === 'string' ? id : undefined,
    operation: operation === 'create' || operation === 'update' || operation === 'delete' ? operation : undefined,
    requestedBy: typeof requestedBy === 'string' ? requestedBy : undefined,
    title: typeof title === 'string' ? title : undefined,
    editor: typeof editor === 'string' ? editor : undefined,
  };
}

/**
 * The deploy's message, in the editors' words: "Sanity: Doc “Hooks” updated
 * by user p4Zx81", or "Rebuilt by hand from the Studio by Jane Doe" for the
 * Rebuild button (the Studio's Deploy tool reads both back, and names the user).
 */
function deployTitle(event: SanityEvent): string {
  if (event.type === SITE_REBUILD_REQUEST_TYPE) return rebuildDeployTitle(event.requestedBy);
  return publishDeployTitle({
    typeTitle: documentTypeTitle(event.type),
    operation: event.operation,
    title: event.title,
    editor: event.editor,
  });
}

function reply(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}
