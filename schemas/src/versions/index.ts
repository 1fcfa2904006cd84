/** The docs-version jobs a maintainer does: release the current docs as a version, remove a version. */
export {
  type StoredDocument,
  VERSION_MEMBER_TYPES,
  VersionJobError,
  type VersionMutation,
  versionDocumentId,
  versionIdPart,
  versionKey,
} from './documents.ts';
export {
  copiedCounts,
  copyId,
  defaultVersionPath,
  planRelease,
  type ReleasePlan,
  type ReleaseRequest,
  releaseMutations,
} from './release.ts';
export { planRemoval, type RemovalPlan, referencesIn, removalMutations } from './removal.ts';
