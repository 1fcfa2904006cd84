/**
 * Removing a docs version, as one set of writes: the version document and every doc, sidebar category and sidebar
 * link in it, drafts too. Refused while a document outside the version still refers to one inside it, since the
 * dataset would keep a broken reference; the error names each such document.
 */
import { isRecord } from '../isRecord.ts';
import { type StoredDocument, VERSION_MEMBER_TYPES, VersionJobError, type VersionMutation } from './documents.ts';

export interface RemovalPlan {
  version: StoredDocument;
  /** Every `_id` deleted: the version's documents, their drafts, and the version and its draft. */
  ids: string[];
  /** How many pages readers lose. */
  docCount: number;
}

const publishedId = (id: string) => (id.startsWith('drafts.') ? id.slice('drafts.'.length) : id);
const nameOf = (document: StoredDocument) => String(document.title ?? document.label ?? document.name ?? document._id);

/** The `_ref`s a document holds, anywhere in it. */
export function referencesIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, into);
  else if (isRecord(value)) {
    if (typeof value._ref === 'string') into.add(value._ref);
    for (const inner of Object.values(value)) referencesIn(inner, into);
  }
  return into;
}

/** Plans removing the version `versionId`, given the dataset's documents (drafts included). */
export function planRemoval(versionId: string, documents: readonly StoredDocument[]): RemovalPlan {
  const version = documents.find((document) => document._id === versionId && document._type === 'docsVersion');
  if (!version) throw new VersionJobError('Cannot remove this version', [`No docs version has the id "${versionId}".`]);
  const inVersion = (document: StoredDocument) =>
    publishedId(document._id) === versionId ||
    (VERSION_MEMBER_TYPES.has(document._type) && isRecord(document.version) && document.version._ref === versionId);
  const members = documents.filter(inVersion);
  const byId = new Map(members.map((document) => [publishedId(document._id), document]));
  const problems: string[] = [];
  for (const document of documents) {
    if (inVersion(document)) continue;
    for (const ref of referencesIn(document, new Set())) {
      const target = byId.get(ref);
      if (target && ref !== versionId) {
        problems.push(`"${nameOf(document)}" links to "${nameOf(target)}", a page of ${nameOf(version)}.`);
      }
    }
  }
  if (problems.length > 0) {
    throw new VersionJobError(`Cannot remove ${nameOf(version)}; change these first`, problems);
  }
  const ids = members.map((document) => document._id);
  const docCount = members.filter((document) => document._type === 'doc' && !document._id.startsWith('drafts.')).length;
  // The version goes last, once nothing refers to it any more.
  ids.sort((a, b) => Number(publishedId(a) === versionId) - Number(publishedId(b) === versionId));
  return { version, ids, docCount };
}

/** The plan as Sanity mutations for one transaction. */
export function removalMutations(plan: RemovalPlan): VersionMutation[] {
  return plan.ids.map((id) => ({ delete: { id } }));
}
