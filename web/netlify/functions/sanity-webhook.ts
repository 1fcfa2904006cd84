/**
 * The Netlify Function Sanity's webhook calls on every published change to
 * the site's content, and when the Studio's Rebuild button writes its rebuild
 * request: it checks Sanity's signature and asks Netlify for a build through
 * the build hook (see ../webhook/handler.ts for what it answers).
 * Served at /.netlify/functions/sanity-webhook; `npm run webhook:setup` prints
 * or creates the matching webhook in Sanity.
 *
 * Environment: SANITY_WEBHOOK_SECRET, NETLIFY_BUILD_HOOK_URL, and
 * NETLIFY_API_TOKEN so that a burst of publishes queues one build.
 */
import type { Context } from '@netlify/functions';
import { createWebhookRuntime, handleSanityWebhook } from '../webhook/handler.ts';

// Module scope lives as long as the function instance: recent signatures are remembered between requests.
const runtime = createWebhookRuntime();

export default async (request: Request, context: Context): Promise<Response> =>
  handleSanityWebhook(request, { ...process.env, SITE_ID: context.site?.id ?? process.env.SITE_ID }, runtime);
