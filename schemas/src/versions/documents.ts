/** What releasing and removing a docs version work on: stored documents, the writes they make, their errors. */

/** A document as the dataset stores it. */
export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A Sanity mutation, as the mutate endpoint and `client.transaction()` take it. */
export type VersionMutation =
  | { create: StoredDocument }
  | { delete: { id: string } }
  | { patch: { id: string; set?: Record<string, unknown>; inc?: Record<string, number> } };

/** The documents that belong to one docs version through their Version field. */
export const VERSION_MEMBER_TYPES: ReadonlySet<string> = new Set(['doc', 'sidebarCategory', 'sidebarLink']);

/** A version name as part of a Sanity `_id`: `1.x` → `1_x`. */
export function versionIdPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * What names a version in `_id`s: its name, after its docs section's name for a section's version (`community--1_x`),
 * since two sections may each have a 1.x.
 */
export function versionKey(name: string, sectionName?: string): string {
  return versionIdPart(sectionName === undefined ? name : `${sectionName}--${name}`);
}

/** The `_id` of a released version's document: `docsVersion-1_x`, or `docsVersion-community--1_x` in a section. */
export function versionDocumentId(name: string, sectionName?: string): string {
  return `docsVersion-${versionKey(name, sectionName)}`;
}

/** A version job that cannot be done as asked; `problems` says each reason, in words for the editor. */
export class VersionJobError extends Error {
  readonly problems: readonly string[];
  constructor(summary: string, problems: readonly string[]) {
    super(`${summary}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'VersionJobError';
    this.problems = problems;
  }
}
