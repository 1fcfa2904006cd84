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

/** The `_id` of a released version's document: `docsVersion-1_x`. */
export function versionDocumentId(name: string): string {
  return `docsVersion-${versionIdPart(name)}`;
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
