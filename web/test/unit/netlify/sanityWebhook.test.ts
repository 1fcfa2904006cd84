import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readDeployTitle, SITE_DOCUMENT_TYPES, WEBHOOK_PROJECTION } from '@react-redux-docs/scripts/webhook';
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { createWebhookRuntime, handleSanityWebhook, MAX_BODY_BYTES } from '../../../netlify/webhook/handler.ts';
import {
  CapturedLog,
  environment,
  FakeClock,
  FakeNetlify,
  SECRET_VALUES,
  START,
  sign,
  signedRequest,
} from './sanityWebhookFakes.ts';

/** A function instance with its own memory, talking to a fake Netlify, on a fake clock. */
function setUp(env = environment()) {
  const clock = new FakeClock();
  const netlify = new FakeNetlify(clock);
  const log = new CapturedLog();
  const runtime = createWebhookRuntime({ fetch: netlify.fetch, now: () => clock.now, sleep: clock.sleep, log });
  const send = (request: Request) => handleSanityWebhook(request, env, runtime);
  const publish = async (payload: unknown, timestamp = clock.now) => send(await signedRequest(payload, { timestamp }));
  return { clock, netlify, log, runtime, send, publish };
}

/** What Sanity sends for a change: the webhook's projection, evaluated as Sanity does (delta mode), as `editor`. */
async function project(before: object | null, after: object | null, editor: string): Promise<unknown> {
  const tree = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
  const context = { before, after, root: after ?? before, identity: editor };
  return (await evaluate(tree, context as Parameters<typeof evaluate>[1])).get();
}

const docUpdate = (id = 'doc-intro') => ({ _id: id, _type: 'doc', operation: 'update' });

describe('Sanity webhook: who may call it', () => {
  test('only POST is accepted (405 with Allow)', async () => {
    const { send, netlify } = setUp();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await send(
        new Request('https://docs.example.com/.netlify/functions/sanity-webhook', { method }),
      );
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST');
    }
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('a correctly signed, current event is accepted and asks for one build (202)', async () => {
    const { publish, netlify } = setUp();
    const response = await publish(docUpdate());
    assert.equal(response.status, 202);
    assert.match(await response.text(), /Site build requested/);
    assert.equal(netlify.hookCalls.length, 1);
    assert.equal(netlify.hookCalls[0]?.searchParams.get('trigger_title'), 'Sanity: Doc page updated');
  });

  test('a missing signature is refused (401)', async () => {
    const { send, netlify } = setUp();
    const body = JSON.stringify(docUpdate());
    const response = await send(new Request('https://x.test/', { method: 'POST', body }));
    assert.equal(response.status, 401);
    assert.match(await response.text(), /not signed/);
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('a malformed signature header is refused (401)', async () => {
    const { send, netlify } = setUp();
    for (const header of ['v1=abc', 't=abc,v1=xyz', 'sha256=deadbeef', 't=1700000000000']) {
      const request = new Request('https://x.test/', {
        method: 'POST',
        headers: { [SIGNATURE_HEADER_NAME]: header },
        body: JSON.stringify(docUpdate()),
      });
      assert.equal((await send(request)).status, 401, header);
    }
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('a signature made with another secret, or over another body, is refused (401)', async () => {
    const { send, clock, netlify } = setUp();
    const wrongSecret = await signedRequest(docUpdate(), { timestamp: clock.now, secret: 'not-the-shared-secret' });
    assert.equal((await send(wrongSecret)).status, 401);

    const body = JSON.stringify(docUpdate());
    const tampered = new Request('https://x.test/', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: await sign(body, clock.now) },
      body: body.replace('doc-intro', 'doc-other'),
    });
    const response = await send(tampered);
    assert.equal(response.status, 401);
    assert.match(await response.text(), /does not match/);

    // The signed timestamp is part of the signature: moving it breaks it.
    const header = await sign(body, clock.now);
    const moved = header.replace(/^t=\d+/, `t=${clock.now + 1}`);
    const movedTimestamp = new Request('https://x.test/', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: moved },
      body,
    });
    assert.equal((await send(movedTimestamp)).status, 401);
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('a signature older than five minutes is refused as stale (401), one just inside is accepted', async () => {
    const { publish, clock, netlify } = setUp();
    const stale = await publish(docUpdate(), clock.now - 5 * 60_000 - 1);
    assert.equal(stale.status, 401);
    assert.match(await stale.text(), /more than 5 minutes old/);
    assert.equal(netlify.hookCalls.length, 0);
    assert.equal((await publish(docUpdate(), clock.now - 4 * 60_000)).status, 202);
  });

  test('a signature dated more than a minute ahead is refused (401)', async () => {
    const { publish, clock, netlify } = setUp();
    assert.equal((await publish(docUpdate(), clock.now + 2 * 60_000)).status, 401);
    assert.equal(netlify.hookCalls.length, 0);
    // Small clock differences between Sanity and Netlify are fine.
    assert.equal((await publish(docUpdate(), clock.now + 20_000)).status, 202);
  });

  test('a replayed delivery (the same signed request again) is refused (401) and asks for nothing', async () => {
    const { send, clock, netlify } = setUp();
    const original = await signedRequest(docUpdate(), { timestamp: clock.now });
    const copy = original.clone();
    assert.equal((await send(original)).status, 202);
    netlify.startBuilds(); // so that a second accepted event would ask for a build
    clock.now += 30_000;
    const replay = await send(copy);
    assert.equal(replay.status, 401);
    assert.match(await replay.text(), /already received/);
    assert.equal(netlify.hookCalls.length, 1);
  });

  test('the same document changed twice gives two signatures, both accepted', async () => {
    const { publish, clock, netlify } = setUp();
    assert.equal((await publish(docUpdate())).status, 202);
    netlify.startBuilds();
    clock.now += 1;
    assert.equal((await publish(docUpdate())).status, 202);
    assert.equal(netlify.hookCalls.length, 2);
  });

  test('without its secret or build hook the function says which variables are missing (500), not their values', async () => {
    const { runtime } = setUp();
    const request = await signedRequest(docUpdate(), { timestamp: START });
    const response = await handleSanityWebhook(
      request,
      environment({ SANITY_WEBHOOK_SECRET: undefined, NETLIFY_BUILD_HOOK_URL: ' ' }),
      runtime,
    );
    assert.equal(response.status, 500);
    assert.match(await response.text(), /SANITY_WEBHOOK_SECRET and NETLIFY_BUILD_HOOK_URL are not set/);
  });
});

describe('Sanity webhook: what it accepts', () => {
  test('a body over the limit is refused (413), by its Content-Length or as it streams in', async () => {
    const { send, clock, netlify } = setUp();
    const big = JSON.stringify({ _id: 'doc-big', _type: 'doc', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const header = await sign(big, clock.now);
    const declared = new Request('https://x.test/', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: header, 'Content-Length': String(big.length) },
      body: big,
    });
    assert.equal((await send(declared)).status, 413);

    const chunks = [big.slice(0, 40_000), big.slice(40_000)];
    const streamed = new Request('https://x.test/', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: header },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const response = await send(streamed);
    assert.equal(response.status, 413);
    assert.match(await response.text(), /larger than 64 KB/);
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('a signed body that is not JSON, not an object or has no _type is refused (400)', async () => {
    const { publish, netlify } = setUp();
    for (const [payload, message] of [
      ['{"_type": "doc",', /not JSON/],
      ['[{"_type": "doc"}]', /not a JSON object/],
      ['"doc"', /not a JSON object/],
      [{ _id: 'doc-intro' }, /no _type/],
      [{ _id: 'doc-intro', _type: 42 }, /no _type/],
    ] as const) {
      const response = await publish(payload);
      assert.equal(response.status, 400, String(payload));
      assert.match(await response.text(), message);
    }
    assert.equal(netlify.hookCalls.length, 0);
  });

  test('every document type of the content model asks for a build', async () => {
    assert.deepEqual(
      [...SITE_DOCUMENT_TYPES.keys()],
      [
        'doc',
        'page',
        'snippet',
        'docsVersion',
        'docsSection',
        'sidebarCategory',
        'sidebarLink',
        'siteSettings',
        'landingPage',
        'announcement',
        'navbar',
        'footer',
        'redirects',
      ],
    );
    for (const type of SITE_DOCUMENT_TYPES.keys()) {
      const { publish, netlify } = setUp();
      const response = await publish({ _id: type, _type: type, operation: 'update' });
      assert.equal(response.status, 202, type);
      assert.equal(netlify.hookCalls.length, 1, type);
    }
  });

  test('documents that do not affect the site are ignored with 200 and no build', async () => {
    const { publish, netlify } = setUp();
    for (const payload of [
      { _id: 'image-abc123-800x600-png', _type: 'sanity.imageAsset', operation: 'create' },
      { _id: 'file-abc123-pdf', _type: 'sanity.fileAsset', operation: 'create' },
      { _id: '_.groups.administrator', _type: 'system.group', operation: 'update' },
      { _id: 'x', _type: 'navbarItem' }, // an object type, never a document of its own
      { _id: 'drafts.doc-intro', _type: 'doc', operation: 'update' },
      { _id: 'versions.r1.doc-intro', _type: 'doc', operation: 'update' },
    ]) {
      const response = await publish(payload);
      assert.equal(response.status, 200, payload._type);
      assert.match(await response.text(), /^Ignored: /);
    }
    assert.equal(netlify.hookCalls.length, 0);
    assert.equal(netlify.apiCalls, 0);
  });

  test("the Studio's rebuild request asks for one build, titled with who asked; the name is not logged", async () => {
    const { publish, netlify, log } = setUp();
    const request = {
      _id: 'siteRebuildRequest',
      _type: 'siteRebuildRequest',
      operation: 'update',
      requestedBy: 'Jane Editor',
    };
    const response = await publish(request);
    assert.equal(response.status, 202);
    assert.match(await response.text(), /Site build requested/);
    assert.equal(netlify.hookCalls.length, 1);
    assert.equal(
      netlify.hookCalls[0]?.searchParams.get('trigger_title'),
      'Rebuilt by hand from the Studio by Jane Editor',
    );
    assert.ok(log.lines.length > 0);
    for (const line of log.lines) assert.ok(!line.includes('Jane'), `the name is in the log: ${line}`);
  });

  test('a rebuild request is one more publish for the burst protection: a waiting build takes it', async () => {
    const { publish, netlify } = setUp();
    assert.equal((await publish(docUpdate())).status, 202);
    const response = await publish({ _id: 'siteRebuildRequest', _type: 'siteRebuildRequest', operation: 'create' });
    assert.equal(response.status, 202);
    assert.match(await response.text(), /already waiting to start/);
    assert.equal(netlify.hookCalls.length, 1);
  });

  test("a rebuild request's name is one short line; without one the title says no name", async () => {
    const titles: (string | null | undefined)[] = [];
    for (const requestedBy of ['  Jane\n\u0000Editor\u202e ', 'x'.repeat(200), undefined, 42, '']) {
      const { publish, netlify } = setUp();
      assert.equal(
        (await publish({ _id: 'siteRebuildRequest', _type: 'siteRebuildRequest', operation: 'update', requestedBy }))
          .status,
        202,
      );
      titles.push(netlify.hookCalls[0]?.searchParams.get('trigger_title'));
    }
    assert.deepEqual(titles, [
      'Rebuilt by hand from the Studio by Jane Editor',
      `Rebuilt by hand from the Studio by ${'x'.repeat(59)}…`,
      'Rebuilt by hand from the Studio',
      'Rebuilt by hand from the Studio',
      'Rebuilt by hand from the Studio',
    ]);
  });

  test('deleting the rebuild request, or a draft of it, asks for nothing', async () => {
    const { publish, netlify } = setUp();
    for (const payload of [
      { _id: 'siteRebuildRequest', _type: 'siteRebuildRequest', operation: 'delete', requestedBy: 'Jane' },
      { _id: 'drafts.siteRebuildRequest', _type: 'siteRebuildRequest', operation: 'update', requestedBy: 'Jane' },
    ]) {
      const response = await publish(payload);
      assert.equal(response.status, 200, payload._id);
      assert.match(await response.text(), /^Ignored: /);
    }
    assert.equal(netlify.hookCalls.length, 0);
    assert.equal(netlify.apiCalls, 0);
  });

  test("a publish's build is titled with the document's title and the editor's user id, from the projection", async () => {
    const { publish, netlify, log } = setUp();
    const before = { _id: 'doc-hooks', _type: 'doc', title: 'Hooks', route: { current: 'api/hooks' } };
    const after = { ...before, title: 'Hooks\nand\u0000more' };
    const payload = await project(before, after, 'p4Zx81');
    assert.deepEqual(payload, {
      _id: 'doc-hooks',
      _type: 'doc',
      operation: 'update',
      title: 'Hooks\nand\u0000more',
      editor: 'p4Zx81',
    });
    assert.equal((await publish(payload)).status, 202);
    const title = netlify.hookCalls[0]?.searchParams.get('trigger_title') ?? '';
    assert.equal(title, 'Sanity: Doc page “Hooks and more” updated by user p4Zx81');
    assert.deepEqual(readDeployTitle(title), {
      kind: 'publish',
      what: 'Doc page “Hooks and more” updated',
      editor: 'p4Zx81',
    });
    // A sidebar link's label names it; an id that is not a Sanity user id is left out of the title.
    const second = setUp();
    const link = { _id: 'link-1', _type: 'sidebarLink', label: 'Redux on GitHub', href: 'https://github.com/reduxjs' };
    await second.publish(await project(null, link, 'not an id'));
    assert.equal(
      second.netlify.hookCalls[0]?.searchParams.get('trigger_title'),
      'Sanity: Sidebar link “Redux on GitHub” created',
    );
    for (const line of log.lines) assert.ok(!line.includes('Hooks'), `the title is in the log: ${line}`);
  });

  test('a deletion asks for a build too', async () => {
    const { publish, netlify } = setUp();
    assert.equal((await publish({ _id: 'announcement', _type: 'announcement', operation: 'delete' })).status, 202);
    assert.equal(netlify.hookCalls[0]?.searchParams.get('trigger_title'), 'Sanity: Announcement bar deleted');
  });
});

describe('Sanity webhook: bursts', () => {
  const tenDocs = Array.from({ length: 10 }, (_, index) => docUpdate(`doc-${index}`));

  test('ten publishes in a minute ask for one build while it waits to start', async () => {
    const { publish, clock, netlify } = setUp();
    const statuses: number[] = [];
    for (const payload of tenDocs) {
      statuses.push((await publish(payload)).status);
      clock.now += 6_000;
    }
    assert.deepEqual(statuses, Array(10).fill(202));
    assert.equal(netlify.hookCalls.length, 1);
  });

  test('ten publishes at the same moment ask for one build', async () => {
    const { publish, netlify } = setUp();
    const responses = await Promise.all(tenDocs.map((payload) => publish(payload)));
    assert.deepEqual(
      responses.map((response) => response.status),
      Array(10).fill(202),
    );
    assert.equal(netlify.hookCalls.length, 1);
    const texts = await Promise.all(responses.map((response) => response.text()));
    assert.equal(texts.filter((text) => /already waiting to start/.test(text)).length, 9);
  });

  test('while a build runs, a burst queues exactly one more (one running, one queued)', async () => {
    const { publish, netlify } = setUp();
    netlify.deploys = [
      { id: 'running', state: 'building', context: 'production', created_at: new Date(START).toISOString() },
    ];
    for (const payload of tenDocs) await publish(payload);
    assert.equal(netlify.hookCalls.length, 1);
    assert.deepEqual(
      netlify.deploys.map((deploy) => deploy.state),
      ['new', 'building'],
    );
  });

  test('once the queued build has started, the next publish asks for another', async () => {
    const { publish, netlify } = setUp();
    await publish(docUpdate('doc-1'));
    netlify.startBuilds();
    await publish(docUpdate('doc-2'));
    assert.equal(netlify.hookCalls.length, 2);
  });

  test('deploy previews, branch deploys and long-stuck deploys do not hold back a build', async () => {
    const { publish, clock, netlify } = setUp();
    netlify.deploys = [
      { id: 'preview', state: 'new', context: 'deploy-preview' },
      { id: 'branch', state: 'enqueued', context: 'branch-deploy' },
      { id: 'review', state: 'pending_review', context: 'production' },
      {
        id: 'stuck',
        state: 'new',
        context: 'production',
        created_at: new Date(clock.now - 2 * 3_600_000).toISOString(),
      },
    ];
    assert.equal((await publish(docUpdate())).status, 202);
    assert.equal(netlify.hookCalls.length, 1);
  });

  test("when Netlify's API cannot be asked, a build is requested anyway and the log says why", async () => {
    for (const apiAnswer of [500, 'network', 'timeout'] as const) {
      const { publish, netlify, log } = setUp();
      netlify.deploys = [{ id: 'queued', state: 'new', context: 'production' }];
      netlify.apiAnswer = apiAnswer;
      assert.equal((await publish(docUpdate())).status, 202, String(apiAnswer));
      assert.equal(netlify.hookCalls.length, 1, String(apiAnswer));
      assert.ok(
        log.lines.some((line) => line.startsWith("warn: sanity-webhook: could not check Netlify's build queue")),
        log.lines.join('\n'),
      );
    }
  });

  test('a rejected API token is reported and a build is requested anyway', async () => {
    const { runtime, netlify, log, clock } = setUp();
    const request = await signedRequest(docUpdate(), { timestamp: clock.now });
    const response = await handleSanityWebhook(
      request,
      environment({ NETLIFY_API_TOKEN: 'expired-token-0000' }),
      runtime,
    );
    assert.equal(response.status, 202);
    assert.equal(netlify.hookCalls.length, 1);
    assert.ok(log.lines.some((line) => line.includes('refused the token (HTTP 401); check NETLIFY_API_TOKEN')));
  });

  test('without NETLIFY_API_TOKEN every publish asks for a build (no change is ever left out), and says so', async () => {
    const env = environment({ NETLIFY_API_TOKEN: undefined });
    const { runtime, netlify, clock } = setUp(env);
    for (const payload of tenDocs.slice(0, 3)) {
      const response = await handleSanityWebhook(await signedRequest(payload, { timestamp: clock.now }), env, runtime);
      assert.equal(response.status, 202);
      assert.match(await response.text(), /NETLIFY_API_TOKEN is not set/);
    }
    assert.equal(netlify.hookCalls.length, 3);
    assert.equal(netlify.apiCalls, 0);
  });
});

describe('Sanity webhook: when the build hook is down', () => {
  test('5xx answers are retried with doubling pauses, then 502 with a plain explanation', async () => {
    const { publish, netlify, clock } = setUp();
    netlify.hookAnswers = [503, 503, 502, 500];
    const response = await publish(docUpdate());
    assert.equal(response.status, 502);
    const text = await response.text();
    assert.match(text, /build hook was unavailable \(4 attempts, last: HTTP 500\), so the site was not rebuilt/);
    assert.equal(netlify.hookCalls.length, 4);
    assert.deepEqual(clock.pauses, [500, 1000, 2000]);
    assert.ok(clock.now - START < 8_000, 'the whole exchange stays well inside the function time limit');
  });

  test('network errors and timeouts are retried too, within the time budget', async () => {
    const { publish, netlify, clock } = setUp();
    netlify.hookAnswers = ['network', 'timeout', 'network', 'network'];
    const response = await publish(docUpdate());
    assert.equal(response.status, 502);
    assert.match(await response.text(), /last: network error ECONNREFUSED/);
    assert.ok(netlify.hookCalls.length >= 3 && netlify.hookCalls.length <= 4);
    assert.ok(clock.now - START <= 6_000);
  });

  test('a hook that recovers on the second attempt still gives one build (202)', async () => {
    const { publish, netlify, clock, log } = setUp();
    netlify.hookAnswers = [503];
    assert.equal((await publish(docUpdate())).status, 202);
    assert.equal(netlify.hookCalls.length, 2);
    assert.deepEqual(clock.pauses, [500]);
    assert.ok(log.lines.some((line) => line.includes('build requested (attempt 2)')));
  });

  test('a refused hook (404: deleted) is not retried and the answer says how to fix it', async () => {
    const { publish, netlify, clock } = setUp();
    netlify.hookAnswers = [404];
    const response = await publish(docUpdate());
    assert.equal(response.status, 502);
    assert.match(await response.text(), /refused the build hook \(HTTP 404\).*NETLIFY_BUILD_HOOK_URL/s);
    assert.equal(netlify.hookCalls.length, 1);
    assert.deepEqual(clock.pauses, []);
  });

  test("after a 502, Sanity's retry of the same delivery is let through (not taken for a replay)", async () => {
    const { send, netlify, clock } = setUp();
    netlify.hookAnswers = [503, 503, 503, 503];
    const delivery = await signedRequest(docUpdate(), { timestamp: clock.now });
    const retry = delivery.clone();
    assert.equal((await send(delivery)).status, 502);
    clock.now += 30_000;
    assert.equal((await send(retry)).status, 202);
    assert.equal(netlify.hookCalls.length, 5);
  });
});

describe('Sanity webhook: secrets', () => {
  test('no log line and no answer ever contains the secret, the build hook or the API token', async () => {
    const printed: string[] = [];
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const originals = methods.map((method) => console[method]);
    for (const method of methods) {
      console[method] = (...data: unknown[]) => {
        printed.push(data.map(String).join(' '));
      };
    }
    const answers: string[] = [];
    try {
      const clock = new FakeClock();
      const netlify = new FakeNetlify(clock);
      // The function's own runtime, logging to the console as on Netlify.
      const runtime = createWebhookRuntime({ fetch: netlify.fetch, now: () => clock.now, sleep: clock.sleep });
      const env = environment();
      const run = async (request: Request, environmentUsed = env) => {
        const response = await handleSanityWebhook(request, environmentUsed, runtime);
        answers.push(`${response.status} ${await response.text()}`);
      };
      await run(new Request('https://x.test/', { method: 'GET' }));
      await run(new Request('https://x.test/', { method: 'POST', body: '{}' }));
      await run(await signedRequest(docUpdate(), { timestamp: clock.now, secret: 'wrong-secret-123456' }));
      await run(await signedRequest(docUpdate(), { timestamp: clock.now - 10 * 60_000 }));
      await run(await signedRequest('not json', { timestamp: clock.now }));
      await run(await signedRequest({ _id: 'i', _type: 'sanity.imageAsset' }, { timestamp: clock.now }));
      const accepted = await signedRequest(docUpdate('doc-a'), { timestamp: clock.now });
      const replay = accepted.clone();
      await run(accepted);
      await run(replay);
      await run(await signedRequest(docUpdate('doc-b'), { timestamp: clock.now }));
      netlify.startBuilds();
      netlify.apiAnswer = 'network';
      netlify.hookAnswers = [503, 'network', 'timeout', 500];
      await run(await signedRequest(docUpdate('doc-c'), { timestamp: clock.now }));
      netlify.hookAnswers = [404];
      await run(await signedRequest(docUpdate('doc-d'), { timestamp: clock.now }));
      await run(
        await signedRequest(docUpdate('doc-e'), { timestamp: clock.now }),
        environment({ NETLIFY_API_TOKEN: 'x' }),
      );
      await run(
        await signedRequest(docUpdate('doc-f'), { timestamp: clock.now }),
        environment({ SANITY_WEBHOOK_SECRET: '' }),
      );
    } finally {
      methods.forEach((method, index) => {
        console[method] = originals[index] as (typeof console)[typeof method];
      });
    }
    assert.ok(printed.length >= 12, `every request is logged:\n${printed.join('\n')}`);
    assert.ok(printed.some((line) => line.includes('build hook failed')));
    for (const secret of SECRET_VALUES) {
      for (const line of [...printed, ...answers]) assert.ok(!line.includes(secret), `leaked in: ${line}`);
    }
  });

  test('a message that happens to contain a secret is redacted before it is logged', async () => {
    const { redactingLog } = await import('../../../netlify/webhook/log.ts');
    const log = new CapturedLog();
    redactingLog(log, SECRET_VALUES).error(`request to https://api.netlify.com/build_hooks/${SECRET_VALUES[1]} failed`);
    assert.equal(
      log.lines[0],
      'error: sanity-webhook: request to https://api.netlify.com/build_hooks/[redacted] failed',
    );
  });
});
