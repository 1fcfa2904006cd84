/**
 * What the webhook tests share: the configuration's (made-up) secrets, Sanity's
 * way of signing a body, and stand-ins for Netlify (in-process, as a fetch)
 * and for time.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

export const SECRET = 'whsec-test-7d1e9a3c5b2f4e6a8c0d';
export const HOOK_ID = '65f0c1a2b3c4d5e6f7a8b9c0';
export const API_TOKEN = 'nfp_test_token_4b3a2c1d0e9f8a7b6c5d';
export const SITE_ID = 'site-5e6f7a8b';
export const START = Date.parse('2026-03-02T10:00:00Z');

/** Every value a log line or a response must never contain. */
export const SECRET_VALUES = [SECRET, HOOK_ID, API_TOKEN];

export function environment(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    SANITY_WEBHOOK_SECRET: SECRET,
    NETLIFY_BUILD_HOOK_URL: `https://api.netlify.com/build_hooks/${HOOK_ID}`,
    NETLIFY_API_TOKEN: API_TOKEN,
    SITE_ID,
    ...overrides,
  };
}

/** The header Sanity sends: `t=<ms>,v1=<HMAC-SHA256 of "<ms>.<body>">`, by Sanity's own toolkit. */
export function sign(body: string, timestamp: number, secret = SECRET): Promise<string> {
  return encodeSignatureHeader(body, timestamp, secret);
}

export interface SignedOptions {
  timestamp: number;
  secret?: string;
  url?: string;
}

export async function signedRequest(payload: unknown, { timestamp, secret, url }: SignedOptions): Promise<Request> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return new Request(url ?? 'https://docs.example.com/.netlify/functions/sanity-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER_NAME]: await sign(body, timestamp, secret) },
    body,
  });
}

/** Time that passes only when the code under test pauses, and records the pauses. */
export class FakeClock {
  now = START;
  readonly pauses: number[] = [];
  readonly sleep = async (ms: number): Promise<void> => {
    this.pauses.push(ms);
    this.now += ms;
  };
}

export interface Deploy {
  id: string;
  state: string;
  context?: string;
  created_at?: string;
}

type Answer = number | 'network' | 'timeout';

/**
 * Netlify as the function sees it through fetch: the build hook, which queues
 * a production deploy in state "new" when it succeeds, and the deploys list
 * of the API.
 */
export class FakeNetlify {
  readonly hookCalls: URL[] = [];
  apiCalls = 0;
  deploys: Deploy[] = [];
  /** The build hook's answers, one per call; once used up, it answers 200. */
  hookAnswers: Answer[] = [];
  apiAnswer: Answer = 200;
  readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // Answer on a later turn of the event loop, as a network would, so concurrent requests interleave.
    await new Promise((resolve) => setImmediate(resolve));
    if (url.pathname === `/build_hooks/${HOOK_ID}` && init?.method === 'POST') {
      this.hookCalls.push(url);
      const answer = this.hookAnswers.shift() ?? 200;
      fail(answer);
      if (answer === 200) {
        this.deploys.unshift({
          id: `deploy-${this.hookCalls.length}`,
          state: 'new',
          context: 'production',
          created_at: new Date(this.clock.now).toISOString(),
        });
      }
      return new Response(answer === 200 ? '' : 'Service Unavailable', { status: Number(answer) });
    }
    if (url.pathname === `/api/v1/sites/${SITE_ID}/deploys`) {
      this.apiCalls++;
      fail(this.apiAnswer);
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${API_TOKEN}`) {
        return new Response('{"code":401,"message":"Access Denied"}', { status: 401 });
      }
      if (this.apiAnswer !== 200) return new Response('{}', { status: Number(this.apiAnswer) });
      return Response.json(this.deploys);
    }
    return new Response('Not Found', { status: 404 });
  };

  /** The queued deploys start building. */
  startBuilds(): void {
    for (const deploy of this.deploys) if (deploy.state === 'new') deploy.state = 'building';
  }
}

function fail(answer: Answer): void {
  if (answer === 'network')
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
  if (answer === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

/** A log that keeps its lines. */
export class CapturedLog {
  readonly lines: string[] = [];
  readonly info = (...data: unknown[]) => this.lines.push(`info: ${data.join(' ')}`);
  readonly warn = (...data: unknown[]) => this.lines.push(`warn: ${data.join(' ')}`);
  readonly error = (...data: unknown[]) => this.lines.push(`error: ${data.join(' ')}`);
}
