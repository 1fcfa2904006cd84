/**
 * The Sanity webhook that rebuilds the site: which documents it fires for, what
 * it sends, and how. `npm run webhook:setup` prints or creates it, and the
 * Netlify function that receives it (web/netlify/) checks events against the
 * same list of document types, so the two cannot disagree.
 */
import { documentTypes } from '@react-redux-docs/schemas';

/** The document types whose changes show on the site: every document type of the content model, by name. */
export const SITE_DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map(
  documentTypes.map((type) => [type.name, type.title ?? type.name]),
);

/**
 * The document the Studio's Deploy tool writes when an editor presses "Rebuild
 * the site": one published document, replaced on every press, so the request
 * reaches Netlify through this same signed webhook (only people who may write
 * to the dataset can start a build, and a burst still queues one build). It is
 * not content: the site build ignores it like every type outside the content
 * model.
 */
export const SITE_REBUILD_REQUEST_TYPE = 'siteRebuildRequest';
export const SITE_REBUILD_REQUEST_ID = 'siteRebuildRequest';

/** What the Studio writes: when, and the display name of who pressed the button (for the deploy's title). */
export interface SiteRebuildRequest {
  _id: typeof SITE_REBUILD_REQUEST_ID;
  _type: typeof SITE_REBUILD_REQUEST_TYPE;
  requestedAt: string;
  requestedBy?: string;
}

export * from './deployTitle.ts';

/** Every type the webhook fires for: the site's document types and the Studio's rebuild request. */
export const WEBHOOK_DOCUMENT_TYPES: readonly string[] = [...SITE_DOCUMENT_TYPES.keys(), SITE_REBUILD_REQUEST_TYPE];

/** Whether a change to a document of this type can change the site. */
export function isSiteDocumentType(type: string): boolean {
  return SITE_DOCUMENT_TYPES.has(type);
}

/** Whether the webhook's function acts on a document of this type (a site document or a rebuild request). */
export function isWebhookDocumentType(type: string): boolean {
  return isSiteDocumentType(type) || type === SITE_REBUILD_REQUEST_TYPE;
}

/** What editors call this type ("Announcement bar"), for messages and deploy titles. */
export function documentTypeTitle(type: string): string {
  return SITE_DOCUMENT_TYPES.get(type) ?? type;
}

/**
 * Drafts and release versions are not on the site until published. The webhook
 * is created without them; the function ignores them too, in case someone
 * switches drafts on in sanity.io/manage.
 */
export function isPublishedDocumentId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.');
}

/**
 * The webhook's GROQ filter: documents of the site's types and the rebuild
 * request, and nothing else (no assets, no system documents).
 */
export function siteDocumentsFilter(types: Iterable<string> = WEBHOOK_DOCUMENT_TYPES): string {
  return `_type in [${[...types].map((type) => JSON.stringify(type)).join(', ')}]`;
}

/**
 * The webhook's body: enough to tell what changed and who changed it. The
 * function needs only `_type` (and `_id`, to ignore drafts); `operation`, the
 * document's `title` (or a sidebar item's `label`) and the editor's user id
 * (`identity()`, which in a webhook is whoever made the change) make the
 * deploy's title, so the Studio can name the document and the editor beside
 * the build; a rebuild request's `requestedBy` (no other document's fields)
 * says who asked. Sanity evaluates a deletion's projection on the deleted
 * document, so `_type` and `title` are there for deletions too.
 */
export const WEBHOOK_PROJECTION = `{_id, _type, "operation": delta::operation(), "title": coalesce(title, label), "editor": identity(), _type == "${SITE_REBUILD_REQUEST_TYPE}" => {requestedBy}}`;

/** The GROQ version of the filter and projection: the first with the delta functions (`delta::operation()`). */
export const WEBHOOK_GROQ_API_VERSION = 'v2021-03-25';

export const WEBHOOK_EVENTS = ['create', 'update', 'delete'] as const;

/** Where the site serves the receiving Netlify function (web/netlify/functions/sanity-webhook.ts). */
export const WEBHOOK_FUNCTION_PATH = '/.netlify/functions/sanity-webhook';

export const DEFAULT_WEBHOOK_NAME = 'Rebuild the docs site';

/** A document webhook in the shape of Sanity's webhooks API (`POST /hooks/projects/<projectId>`). */
export interface WebhookDefinition {
  type: 'document';
  name: string;
  description: string;
  url: string;
  dataset: string;
  rule: { on: (typeof WEBHOOK_EVENTS)[number][]; filter: string; projection: string };
  apiVersion: string;
  httpMethod: 'POST';
  includeDrafts: false;
  includeAllVersions: false;
  secret: string;
}

export interface WebhookOptions {
  /** The receiving function's address on the Netlify site. */
  url: string;
  dataset: string;
  secret: string;
  name?: string;
}

export function webhookDefinition({
  url,
  dataset,
  secret,
  name = DEFAULT_WEBHOOK_NAME,
}: WebhookOptions): WebhookDefinition {
  return {
    type: 'document',
    name,
    description:
      'Published changes to the docs site content, and the Studio’s Rebuild button, start a Netlify build (signed with the shared secret).',
    url,
    dataset,
    rule: { on: [...WEBHOOK_EVENTS], filter: siteDocumentsFilter(), projection: WEBHOOK_PROJECTION },
    apiVersion: WEBHOOK_GROQ_API_VERSION,
    httpMethod: 'POST',
    includeDrafts: false,
    includeAllVersions: false,
    secret,
  };
}

/**
 * The function's address from what the operator gives: the site's address
 * (`https://docs.example.com`, the function's path is added) or the
 * function's full address. Returns a plain-language problem instead when it
 * is not a usable web address.
 */
export function webhookUrlFor(site: string): { url: string } | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(site);
  } catch {
    return {
      problem: `"${site}" is not a web address. Give the site's address, such as https://your-site.netlify.app.`,
    };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return {
      problem: `"${site}" is not a web address. Give the site's address, such as https://your-site.netlify.app.`,
    };
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    return { problem: `Give the site's address without a query, a #fragment or a password: ${parsed.origin}` };
  }
  if (parsed.pathname === '/' || parsed.pathname === '') {
    parsed.pathname = WEBHOOK_FUNCTION_PATH;
  }
  return { url: parsed.href };
}
