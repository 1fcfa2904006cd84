/**
 * Creating the webhook through Sanity's webhooks API, with a management token
 * (`SANITY_AUTH_TOKEN`). Every failure becomes a sentence an operator can act
 * on; the token and the secret never appear in one.
 */
import type { WebhookDefinition } from './definition.ts';

export const SANITY_API_URL = 'https://api.sanity.io';

/** The webhooks API's version: the one Sanity documents for GROQ-powered webhooks. */
const HOOKS_API_VERSION = 'v2021-10-04';

export interface SanityHooksApi {
  projectId: string;
  token: string;
  /** Sanity's API address; tests give a loopback server's. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

export interface CreatedWebhook {
  id: string;
  name: string;
}

/** A failure of the API, worded for the operator. */
export class WebhookSetupError extends Error {
  override name = 'WebhookSetupError';
}

interface ExistingWebhook {
  id?: unknown;
  name?: unknown;
  dataset?: unknown;
  url?: unknown;
}

/**
 * Creates the webhook, unless the project already has one with the same name
 * on the same dataset: a second one would send every change twice, and only
 * one of them could carry the secret the site knows.
 */
export async function createWebhook(api: SanityHooksApi, definition: WebhookDefinition): Promise<CreatedWebhook> {
  const existing = await request<ExistingWebhook[]>(api, 'GET');
  const twin = Array.isArray(existing)
    ? existing.find((hook) => hook.name === definition.name && hook.dataset === definition.dataset)
    : undefined;
  if (twin) {
    throw new WebhookSetupError(
      `Project ${api.projectId} already has a webhook named "${definition.name}" on the dataset "${definition.dataset}"` +
        `${typeof twin.url === 'string' ? `, sending to ${twin.url}` : ''}. ` +
        'To change it (for example to rotate its secret), edit it in sanity.io/manage → API → Webhooks; ' +
        'to replace it, delete it there and run this command again, or give this one another name with --name.',
    );
  }
  const created = await request<{ id?: unknown; name?: unknown }>(api, 'POST', definition);
  if (typeof created?.id !== 'string') {
    throw new WebhookSetupError(
      'Sanity answered, but not with a webhook. Check the webhook in sanity.io/manage → API.',
    );
  }
  return { id: created.id, name: typeof created.name === 'string' ? created.name : definition.name };
}

async function request<T>(api: SanityHooksApi, method: 'GET' | 'POST', body?: unknown): Promise<T> {
  const base = (api.apiUrl ?? SANITY_API_URL).replace(/\/+$/, '');
  const url = `${base}/${HOOKS_API_VERSION}/hooks/projects/${encodeURIComponent(api.projectId)}`;
  const doFetch = api.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${api.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new WebhookSetupError(
      `Could not reach Sanity's API at ${base} (${networkProblem(error)}). Check the connection and try again.`,
    );
  }
  const text = await response.text();
  if (!response.ok) throw new WebhookSetupError(refusal(api.projectId, response.status, sanityMessage(text)));
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new WebhookSetupError(`Sanity's API at ${base} answered with something that is not JSON. Check --api-url.`);
  }
}

function refusal(projectId: string, status: number, message: string | undefined): string {
  const detail = message ? ` Sanity said: "${message}"` : '';
  if (status === 401) {
    return `Sanity did not accept the token in SANITY_AUTH_TOKEN: it is mistyped, expired or revoked.${detail}`;
  }
  if (status === 403) {
    return (
      `The token in SANITY_AUTH_TOKEN may not manage webhooks of project ${projectId}. ` +
      `Create a token with the Developer or Administrator role in sanity.io/manage → API → Tokens.${detail}`
    );
  }
  if (status === 404) return `Sanity has no project with the id "${projectId}" that this token can see.${detail}`;
  if (status === 429) return `Sanity is limiting requests right now; wait a minute and run this again.${detail}`;
  if (status >= 500) return `Sanity's API had a problem (HTTP ${status}); try again in a few minutes.${detail}`;
  return `Sanity did not accept the webhook (HTTP ${status}).${detail}`;
}

/** The human part of Sanity's error body (`{"message": …}` or `{"error": …}`), never the raw JSON. */
function sanityMessage(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = typeof parsed.message === 'string' ? parsed.message : parsed.error;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // Not JSON: say nothing rather than show an HTML error page.
  }
  return undefined;
}

function networkProblem(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if ((error as Error)?.name === 'TimeoutError') return 'no answer within 20 seconds';
  return 'network error';
}
