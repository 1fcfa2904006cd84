/**
 * The Netlify Function the Studio's Deploy tool reads: the site and its
 * latest deploys, read from Netlify's API with the site's token, reduced to
 * what the tool shows (see ../deploys/handler.ts for what it answers).
 * Served at /.netlify/functions/site-deploys; GET only.
 *
 * Environment: NETLIFY_API_TOKEN and SITE_ID (the publish webhook's too),
 * STUDIO_ORIGIN (the Studio's address, for CORS; any origin when unset).
 */
import type { Context } from '@netlify/functions';
import { createDeploysRuntime, handleSiteDeploys } from '../deploys/handler.ts';

const runtime = createDeploysRuntime();

export default async (request: Request, context: Context): Promise<Response> =>
  handleSiteDeploys(request, { ...process.env, SITE_ID: context.site?.id ?? process.env.SITE_ID }, runtime);
