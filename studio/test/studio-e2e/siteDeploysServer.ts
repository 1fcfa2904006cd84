/**
 * The live site, as far as the Deploy tool sees it, on a loopback port: the
 * REAL Netlify Functions of web/netlify/functions (site-deploys, which the
 * tool reads, and sanity-webhook, which Sanity's webhook calls) behind a
 * Netlify-like host, configured against a stand-in for Netlify's API and
 * build hook (web/test/support/fakeNetlify.ts) started here too.
 *
 * The Studio is built with SANITY_STUDIO_SITE_URL=E2E_SITE_URL (a fixed port:
 * it is compiled into the bundle). The fake Sanity API sends no webhooks, so
 * a test delivers one with `deliverWebhook`, as Sanity would: the webhook's
 * real projection of the change, signed with the shared secret.
 *
 * The functions read their settings from process.env, as on Netlify: this
 * module sets NETLIFY_API_TOKEN, NETLIFY_API_URL, STUDIO_ORIGIN,
 * SANITY_WEBHOOK_SECRET, NETLIFY_BUILD_HOOK_URL and NETLIFY_BLOBS_CONTEXT
 * (Netlify Blobs on loopback, where a failed build leaves its problem list)
 * while it runs, and puts back what was there when stopped.
 */
import type { Server } from 'node:http';
import type { Context } from '@netlify/functions';
import { WEBHOOK_PROJECTION } from '@react-redux-docs/scripts/webhook';
import { leaveProblemsForStudio } from '@react-redux-docs/web/build-problems/leave';
import type { Problem } from '@react-redux-docs/web/content';
import { SITE_DEPLOYS_PATH } from '@react-redux-docs/web/deploys';
import siteDeploys from '@react-redux-docs/web/deploys/function';
import { type LocalBlobs, startLocalBlobs } from '@react-redux-docs/web/testing/blobs-server';
import { type FakeNetlify, startFakeNetlify } from '@react-redux-docs/web/testing/fake-netlify';
import { close, hostFunctions, listen } from '@react-redux-docs/web/testing/host-function';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { FAKE_USER } from './fakeSanityApi.ts';

/** The site's port in the end-to-end test; the Studio build bakes `E2E_SITE_URL` in. */
export const E2E_SITE_PORT = Number(process.env.STUDIO_E2E_SITE_PORT ?? 3940);
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;

const WEBHOOK_PATH = '/.netlify/functions/sanity-webhook';
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789abcdef';
const ENV_NAMES = [
  'NETLIFY_API_TOKEN',
  'NETLIFY_API_URL',
  'STUDIO_ORIGIN',
  'SANITY_WEBHOOK_SECRET',
  'NETLIFY_BUILD_HOOK_URL',
  'NETLIFY_BLOBS_CONTEXT',
] as const;

type Doc = Record<string, unknown> & { _id: string; _type: string };

export interface SiteDeploysServer {
  /** The site's address: what SANITY_STUDIO_SITE_URL holds. */
  url: string;
  /** The site-deploys function's address. */
  deploysUrl: string;
  /** The stand-in for Netlify: its deploys, its request log, `failWith`, `advance`. */
  netlify: FakeNetlify;
  /**
   * A document change as Sanity's webhook delivers it to the sanity-webhook
   * function: the projection of (before → after), signed now. Returns the
   * function's answer.
   */
  deliverWebhook: (
    before: Doc | null,
    after: Doc | null,
    /** Who made the change (`identity()` in the projection). */
    editor?: string,
  ) => Promise<{ status: number; text: string }>;
  /**
   * Ends a deploy as a build that stopped on the content: the problem list is
   * left in Netlify Blobs by the build's own code, and Netlify marks it failed.
   */
  failWithProblems: (deployId: string, problems: Problem[]) => Promise<void>;
  stop: () => Promise<void>;
}

export interface SiteDeploysServerOptions {
  /** Defaults to E2E_SITE_PORT; 0 picks a free one. */
  port?: number;
  /** The Studio's address, for STUDIO_ORIGIN; any origin may read the list without it. */
  studioOrigin?: string;
}

export async function startSiteDeploysServer(options: SiteDeploysServerOptions = {}): Promise<SiteDeploysServer> {
  const netlify = await startFakeNetlify();
  const blobs: LocalBlobs = await startLocalBlobs();
  const saved = ENV_NAMES.map((name) => process.env[name]);
  const settings: Record<(typeof ENV_NAMES)[number], string | undefined> = {
    NETLIFY_API_TOKEN: netlify.token,
    NETLIFY_API_URL: netlify.apiUrl,
    STUDIO_ORIGIN: options.studioOrigin,
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NETLIFY_BUILD_HOOK_URL: netlify.buildHookUrl,
    NETLIFY_BLOBS_CONTEXT: blobs.context(netlify.siteId),
  };
  for (const name of ENV_NAMES) {
    if (settings[name] === undefined) delete process.env[name];
    else process.env[name] = settings[name];
  }
  // Imported only now: the webhook module keeps its state per instance, as a function instance does.
  const { default: sanityWebhook } = await import('@react-redux-docs/web/webhook/function');
  let server: Server | undefined;
  try {
    server = hostFunctions({ [SITE_DEPLOYS_PATH]: siteDeploys, [WEBHOOK_PATH]: sanityWebhook }, {
      site: { id: netlify.siteId },
    } as Context);
    const url = await listen(server, options.port ?? E2E_SITE_PORT);
    const running = server;
    return {
      url,
      deploysUrl: `${url}${SITE_DEPLOYS_PATH}`,
      netlify,
      deliverWebhook: async (before, after, editor = FAKE_USER.id) => {
        const body = JSON.stringify(await project(before, after, editor));
        const response = await fetch(`${url}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
          },
          body,
        });
        return { status: response.status, text: await response.text() };
      },
      failWithProblems: async (deployId, problems) => {
        const env = { DEPLOY_ID: deployId, NETLIFY_BLOBS_CONTEXT: blobs.context(netlify.siteId) };
        const outcome = await leaveProblemsForStudio(problems, env);
        if (!outcome?.startsWith('left')) throw new Error(`the problem list was not left: ${outcome}`);
        netlify.failDeploy(deployId);
      },
      stop: async () => {
        await close(running);
        await netlify.close();
        await blobs.close();
        restore(saved);
      },
    };
  } catch (error) {
    if (server?.listening) await close(server);
    await netlify.close();
    await blobs.close();
    restore(saved);
    throw error;
  }
}

/** What Sanity sends for this change: the webhook's projection, evaluated as Sanity does (delta mode). */
async function project(before: Doc | null, after: Doc | null, editor: string): Promise<unknown> {
  const tree = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
  const context = { before, after, root: after ?? before, identity: editor };
  return (await evaluate(tree, context as Parameters<typeof evaluate>[1])).get();
}

function restore(saved: (string | undefined)[]) {
  ENV_NAMES.forEach((name, index) => {
    if (saved[index] === undefined) delete process.env[name];
    else process.env[name] = saved[index];
  });
}

if (import.meta.main) {
  // `node siteDeploysServer.ts`: the stand-in site alone, to point a local Studio at.
  const site = await startSiteDeploysServer();
  console.log(`site-deploys at ${site.deploysUrl}; Ctrl-C to stop`);
}
