/**
 * The function's settings, read from its environment on every request (so a
 * changed variable applies at the next deploy without code changes).
 */
import { type NetlifyAccess, readNetlifyAccess } from '../netlifyApi.ts';

export type WebhookEnvironment = Readonly<Record<string, string | undefined>>;

export interface WebhookConfig {
  /** The secret Sanity signs with (SANITY_WEBHOOK_SECRET). */
  secret: string;
  /** The build hook (NETLIFY_BUILD_HOOK_URL): whoever has it can start builds, so it is a secret too. */
  buildHookUrl: URL;
  /** Present when the function may ask Netlify whether a build is already waiting. */
  netlifyApi?: NetlifyAccess;
}

export type ConfigResult = { ok: true; config: WebhookConfig } | { ok: false; problem: string };

export function readWebhookConfig(env: WebhookEnvironment): ConfigResult {
  const secret = env.SANITY_WEBHOOK_SECRET?.trim();
  const hook = env.NETLIFY_BUILD_HOOK_URL?.trim();
  const missing = [!secret && 'SANITY_WEBHOOK_SECRET', !hook && 'NETLIFY_BUILD_HOOK_URL'].filter(Boolean);
  if (!secret || !hook) {
    return {
      ok: false,
      problem: `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set in the site's environment variables.`,
    };
  }
  let buildHookUrl: URL;
  try {
    buildHookUrl = new URL(hook);
  } catch {
    return { ok: false, problem: 'NETLIFY_BUILD_HOOK_URL is not a web address.' };
  }
  const netlify = readNetlifyAccess(env);
  return { ok: true, config: { secret, buildHookUrl, netlifyApi: netlify.ok ? netlify.access : undefined } };
}

/**
 * Every value that must never be written to a log: the webhook secret, the
 * build hook's address (and its id alone), the API token.
 */
export function secretValues(env: WebhookEnvironment): string[] {
  const values = [env.SANITY_WEBHOOK_SECRET, env.NETLIFY_BUILD_HOOK_URL, env.NETLIFY_API_TOKEN]
    .map((value) => value?.trim())
    .filter((value): value is string => Boolean(value));
  const hook = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (hook) {
    try {
      const id = new URL(hook).pathname.split('/').filter(Boolean).at(-1);
      // Short path parts ("hooks") are not the secret part of the address.
      if (id && id.length >= 8) values.push(id);
    } catch {
      // Not a URL: the whole value is already listed.
    }
  }
  return values;
}
