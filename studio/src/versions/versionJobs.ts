/**
 * The Versions tool's work against the dataset: reading what a release or a removal is planned from, and sending
 * the plan as one transaction, so the site's next build sees all of it or none.
 */
import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import {
  planRelease,
  planRemoval,
  type ReleasePlan,
  type ReleaseRequest,
  type RemovalPlan,
  releaseMutations,
  removalMutations,
  type StoredDocument,
  type VersionMutation,
} from '@react-redux-docs/schemas/version-jobs';

export const VERSIONS_API_VERSION = SANITY_API_VERSION;

/** What the tool needs of the Studio's client; a test can pass a stand-in. */
export interface VersionsClient {
  fetch<R>(query: string, params: Record<string, unknown>, options: { perspective: 'raw' | 'published' }): Promise<R>;
  mutate(mutations: VersionMutation[], options: { visibility: 'sync'; tag: string }): Promise<unknown>;
}

export interface VersionSummary {
  _id: string;
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: number;
  /** The label of the docs section it is a version of; null for the main docs. */
  section: string | null;
}

export const VERSIONS_QUERY = `*[_type == "docsVersion"] | order(section->label asc, order asc) {
  _id, name, label, "path": coalesce(path, ""), "isLast": isLast == true,
  "docs": count(*[_type == "doc" && version._ref == ^._id]),
  "section": section->label
}`;

/** A docs section whose current docs can be released as a version of it. */
export interface SectionSummary {
  _id: string;
  label: string;
  path: string;
}

/** The docs sections beside the main docs, by label. */
export function loadSections(client: VersionsClient): Promise<SectionSummary[]> {
  return client.fetch<SectionSummary[]>(
    '*[_type == "docsSection"] | order(label asc) {_id, "label": coalesce(label, name), "path": coalesce(path, "")}',
    {},
    { perspective: 'published' },
  );
}

/** The docs versions in menu order, each with its number of published docs. */
export function loadVersions(client: VersionsClient): Promise<VersionSummary[]> {
  return client.fetch<VersionSummary[]>(VERSIONS_QUERY, {}, { perspective: 'published' });
}

/** Where the current docs live (the site settings' docs version path). */
export async function loadCurrentPath(client: VersionsClient): Promise<string> {
  const path = await client.fetch<string | null>(
    '*[_id == "siteSettings"][0].docsVersionPath',
    {},
    { perspective: 'published' },
  );
  return path ?? '';
}

const RELEASE_SOURCES = `*[_type in ["doc", "sidebarCategory", "sidebarLink", "docsVersion", "docsSection", "redirects"]]`;

/** Releases the current docs (of the main docs, or of `request.section`) as a version in one transaction. */
export async function releaseVersion(client: VersionsClient, request: ReleaseRequest): Promise<ReleasePlan> {
  const [documents, currentPath] = await Promise.all([
    client.fetch<StoredDocument[]>(RELEASE_SOURCES, {}, { perspective: 'raw' }),
    loadCurrentPath(client),
  ]);
  const plan = planRelease(request, documents, currentPath);
  await client.mutate(releaseMutations(plan), { visibility: 'sync', tag: 'versions.release' });
  return plan;
}

/** Removes a version, its docs, categories and links in one transaction. */
export async function removeVersion(client: VersionsClient, versionId: string): Promise<RemovalPlan> {
  // Every document may refer into the version, so all are read; ids and references are all that is needed.
  const documents = await client.fetch<StoredDocument[]>('*', {}, { perspective: 'raw' });
  const plan = planRemoval(versionId, documents);
  await client.mutate(removalMutations(plan), { visibility: 'sync', tag: 'versions.remove' });
  return plan;
}

/** Gives a version another label in the version menu; published at once, like the other version jobs. */
export async function relabelVersion(client: VersionsClient, versionId: string, label: string): Promise<void> {
  const trimmed = label.trim();
  if (trimmed === '') throw new Error('Give the version a label, like "v1.x".');
  if (trimmed.length > 40) throw new Error('Keep the label to 40 characters; the version menu is narrow.');
  await client.mutate([{ patch: { id: versionId, set: { label: trimmed } } }], {
    visibility: 'sync',
    tag: 'versions.relabel',
  });
}
