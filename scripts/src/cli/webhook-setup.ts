#!/usr/bin/env node
/**
 * `npm run webhook:setup -- --site https://your-site.netlify.app`: prints the
 * Sanity webhook that rebuilds the site on publish, ready to enter in
 * sanity.io/manage; with a management token (SANITY_AUTH_TOKEN) and a project
 * id it creates the webhook through Sanity's API instead.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  DEFAULT_WEBHOOK_NAME,
  type WebhookDefinition,
  webhookDefinition,
  webhookUrlFor,
} from '../webhook/definition.ts';
import { createWebhook, SANITY_API_URL, WebhookSetupError } from '../webhook/sanityHooksApi.ts';

const USAGE = `Usage: webhook:setup --site URL [--project ID] [--dataset NAME] [--name NAME] [--dry-run] [--api-url URL]

  --site URL      the Netlify site's address (the function's path is added:
                  /.netlify/functions/sanity-webhook), or the function's full address
  --project ID    the Sanity project id       (default: SANITY_PROJECT_ID)
  --dataset NAME  the dataset the site shows  (default: SANITY_DATASET, else production)
  --name NAME     the webhook's name          (default: "${DEFAULT_WEBHOOK_NAME}")
  --dry-run       only print the webhook, even when SANITY_AUTH_TOKEN is set
  --api-url URL   Sanity's API address        (default: ${SANITY_API_URL})

The secret is SANITY_WEBHOOK_SECRET when set; otherwise a new one is generated
and printed once. With SANITY_AUTH_TOKEN (a token with the Developer or
Administrator role) and a project id, the webhook is created in the project;
without them it is printed, to be entered in sanity.io/manage → API → Webhooks.`;

/** Shorter secrets are guessable offline from one captured signature; generated ones have 256 bits. */
const MINIMUM_SECRET_LENGTH = 16;

async function main(argv: string[]): Promise<number> {
  let values: {
    site?: string;
    project?: string;
    dataset?: string;
    name?: string;
    'dry-run'?: boolean;
    'api-url'?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        site: { type: 'string' },
        project: { type: 'string' },
        dataset: { type: 'string' },
        name: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'api-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`webhook:setup: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!values.site) {
    process.stderr.write(
      `webhook:setup: say where the site is, with --site https://your-site.netlify.app\n\n${USAGE}\n`,
    );
    return 2;
  }
  const target = webhookUrlFor(values.site);
  if ('problem' in target) return fail(target.problem);

  const env = process.env;
  const givenSecret = env.SANITY_WEBHOOK_SECRET?.trim();
  if (givenSecret !== undefined && givenSecret.length > 0 && givenSecret.length < MINIMUM_SECRET_LENGTH) {
    return fail(
      `SANITY_WEBHOOK_SECRET is shorter than ${MINIMUM_SECRET_LENGTH} characters, too easy to guess. ` +
        'Unset it to have a strong one generated.',
    );
  }
  const secret = givenSecret || randomBytes(32).toString('base64url');
  const definition = webhookDefinition({
    url: target.url,
    dataset: values.dataset?.trim() || env.SANITY_DATASET?.trim() || 'production',
    secret,
    name: values.name?.trim() || undefined,
  });
  const secretNote = givenSecret
    ? 'the value of SANITY_WEBHOOK_SECRET (not shown)'
    : `${secret}   (new: shown only this once)`;

  const token = env.SANITY_AUTH_TOKEN?.trim();
  const projectId = values.project?.trim() || env.SANITY_PROJECT_ID?.trim();
  if (!token || values['dry-run']) {
    process.stdout.write(`${describe(definition, secretNote)}\n\n${nextSteps(Boolean(givenSecret), false)}\n`);
    if (!values['dry-run']) {
      process.stdout.write(
        '\nTo create it from here instead, run this again with SANITY_AUTH_TOKEN set to a Sanity token with the ' +
          'Developer or Administrator role (sanity.io/manage → API → Tokens) and --project <id>.\n',
      );
    }
    return 0;
  }
  if (!projectId) {
    return fail(
      'SANITY_AUTH_TOKEN is set, but not which project to create the webhook in: give --project <id> or set SANITY_PROJECT_ID.',
    );
  }
  try {
    const created = await createWebhook({ projectId, token, apiUrl: values['api-url'] }, definition);
    process.stdout.write(
      `Created the webhook "${created.name}" (id ${created.id}) in project ${projectId}.\n\n` +
        `${describe(definition, secretNote)}\n\n${nextSteps(Boolean(givenSecret), true)}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof WebhookSetupError) return fail(error.message);
    throw error;
  }
}

/** The webhook as the fields of sanity.io/manage's "Create webhook" form. */
function describe(definition: WebhookDefinition, secret: string): string {
  const rows: [string, string][] = [
    ['Name', definition.name],
    ['Description', definition.description],
    ['URL', definition.url],
    ['Dataset', definition.dataset],
    ['Trigger on', definition.rule.on.join(', ')],
    ['Filter', definition.rule.filter],
    ['Projection', definition.rule.projection],
    ['HTTP method', definition.httpMethod],
    ['API version', definition.apiVersion],
    ['Drafts', 'off (published documents only)'],
    ['Versions', 'off'],
    ['Secret', secret],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    'Sanity webhook for the docs site',
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
  ].join('\n');
}

function nextSteps(secretWasGiven: boolean, created: boolean): string {
  const steps = [
    secretWasGiven
      ? 'The function checks signatures with SANITY_WEBHOOK_SECRET: keep the same value in Netlify (Site configuration → Environment variables, Functions scope).'
      : 'Put the secret in Netlify now (Site configuration → Environment variables → SANITY_WEBHOOK_SECRET, Functions scope), then redeploy so the function sees it. It is not stored anywhere else.',
    "The function also needs NETLIFY_BUILD_HOOK_URL (a build hook for the production branch), and NETLIFY_API_TOKEN so a burst of publishes queues one build (the Studio's Deploy tool reads the site's deploys with it too).",
    'A webhook made before the Studio had its Rebuild button needs this Filter and Projection: edit it in sanity.io/manage → API → Webhooks.',
  ];
  if (!created) {
    steps.unshift(
      "Create it in sanity.io/manage → your project → API → Webhooks → Create webhook, with these values (a document webhook; the secret goes in the form's Secret field).",
    );
  }
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

function fail(message: string): number {
  process.stderr.write(`webhook:setup: ${message}\n`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
