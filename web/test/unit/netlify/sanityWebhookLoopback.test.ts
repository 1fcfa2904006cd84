/**
 * End to end on loopback: the Netlify function itself (its default export,
 * real fetch, real clock) behind a real HTTP server, a local server standing
 * in for Netlify's build hook and deploys API, and requests signed exactly as
 * Sanity signs them.
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import type { Context } from '@netlify/functions';
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { API_TOKEN, type Deploy, HOOK_ID, SECRET, SECRET_VALUES, SITE_ID, sign } from './sanityWebhookFakes.ts';

/** Netlify, as far as the function sees it: a build hook that queues a production deploy, and the deploys list. */
class NetlifyStandIn {
  readonly hookCalls: string[] = [];
  readonly deploys: Deploy[] = [];
  server = createServer((request, response) => this.#answer(request, response));

  #answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://netlify.test');
    if (request.method === 'POST' && url.pathname === `/build_hooks/${HOOK_ID}`) {
      request.resume();
      this.hookCalls.push(url.searchParams.get('trigger_title') ?? '');
      this.deploys.unshift({
        id: `deploy-${this.hookCalls.length}`,
        state: 'new',
        context: 'production',
        created_at: new Date().toISOString(),
      });
      response.writeHead(200).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === `/api/v1/sites/${SITE_ID}/deploys`) {
      if (request.headers.authorization !== `Bearer ${API_TOKEN}`) {
        response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":401,"message":"Access Denied"}');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(this.deploys));
      return;
    }
    response.writeHead(404).end('Not Found');
  }

  startBuilds(): void {
    for (const deploy of this.deploys) if (deploy.state === 'new') deploy.state = 'building';
  }
}

type NetlifyFunction = (request: Request, context: Context) => Promise<Response>;

/** A Netlify-like host for one function: node:http in, a web Request to the function, its Response back out. */
function hostFunction(handler: NetlifyFunction, context: Context): Server {
  return createServer(async (incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
    }
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host}`), {
      method: incoming.method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request, context);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const netlify = new NetlifyStandIn();
let functionServer: Server;
let functionUrl: string;
const printed: string[] = [];
const consoleMethods = ['log', 'info', 'warn', 'error'] as const;
const originalConsole = consoleMethods.map((method) => console[method]);

before(async () => {
  const netlifyUrl = await listen(netlify.server);
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  process.env.NETLIFY_BUILD_HOOK_URL = `${netlifyUrl}/build_hooks/${HOOK_ID}`;
  process.env.NETLIFY_API_TOKEN = API_TOKEN;
  process.env.NETLIFY_API_URL = netlifyUrl;
  const { default: sanityWebhook } = await import('../../../netlify/functions/sanity-webhook.ts');
  functionServer = hostFunction(sanityWebhook, { site: { id: SITE_ID } } as Context);
  functionUrl = `${await listen(functionServer)}/.netlify/functions/sanity-webhook`;
  for (const method of consoleMethods) {
    console[method] = (...data: unknown[]) => {
      printed.push(data.map(String).join(' '));
    };
  }
});

after(() => {
  consoleMethods.forEach((method, index) => {
    console[method] = originalConsole[index] as (typeof console)[typeof method];
  });
  functionServer?.close();
  netlify.server.close();
});

interface Delivery {
  body: string;
  signature?: string;
}

/** A delivery as Sanity makes it: the projection's JSON, signed now with the shared secret. */
async function delivery(payload: unknown, signedAt = Date.now()): Promise<Delivery> {
  const body = JSON.stringify(payload);
  return { body, signature: await sign(body, signedAt) };
}

async function post({ body, signature }: Delivery): Promise<{ status: number; text: string }> {
  const response = await fetch(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}) },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const burst: Delivery[] = [];

test('a burst of ten signed publishes over HTTP calls the build hook once', async () => {
  for (let index = 0; index < 10; index++) {
    burst.push(await delivery({ _id: `doc-${index}`, _type: 'doc', operation: 'update' }));
  }
  const answers = await Promise.all(burst.map(post));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array(10).fill(202),
    answers.map((answer) => answer.text).join(''),
  );
  assert.deepEqual(netlify.hookCalls, ['Sanity: Doc page updated']);
  assert.equal(answers.filter((answer) => /already waiting to start/.test(answer.text)).length, 9);
});

test('unsigned, forged, stale or replayed posts change nothing', async () => {
  // The queued build starts: from now on an accepted publish would ask for a new one.
  netlify.startBuilds();
  const payload = { _id: 'announcement', _type: 'announcement', operation: 'update' };
  const unsigned = await post({ body: JSON.stringify(payload) });
  assert.equal(unsigned.status, 401);
  const forged = await post({
    body: JSON.stringify(payload),
    signature: await sign(JSON.stringify(payload), Date.now(), 'guess-1234567890'),
  });
  assert.equal(forged.status, 401);
  const stale = await post(await delivery(payload, Date.now() - 10 * 60_000));
  assert.equal(stale.status, 401);
  for (const replay of burst.slice(0, 3)) {
    const answer = await post(replay);
    assert.equal(answer.status, 401);
    assert.match(answer.text, /already received/);
  }
  assert.equal(netlify.hookCalls.length, 1);

  // The same publish, properly signed, does ask for a build: the refusals above were the signatures'.
  assert.equal((await post(await delivery(payload))).status, 202);
  assert.deepEqual(netlify.hookCalls, ['Sanity: Doc page updated', 'Sanity: Announcement bar updated']);
});

test("the Studio's rebuild request, signed as Sanity sends it, starts one build titled with who asked", async () => {
  netlify.startBuilds();
  const before = netlify.hookCalls.length;
  const answer = await post(
    await delivery({
      _id: 'siteRebuildRequest',
      _type: 'siteRebuildRequest',
      operation: 'update',
      requestedBy: 'Jane Editor',
    }),
  );
  assert.equal(answer.status, 202, answer.text);
  assert.deepEqual(netlify.hookCalls.slice(before), ['Rebuilt by hand from the Studio by Jane Editor']);
  assert.ok(!printed.some((line) => line.includes('Jane')), 'the name is not logged');
});

test('the function never printed a secret', () => {
  assert.ok(printed.length > 0);
  for (const secret of SECRET_VALUES) {
    for (const line of printed) assert.ok(!line.includes(secret), `leaked in: ${line}`);
  }
});
