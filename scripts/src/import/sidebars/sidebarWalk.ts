import type { SidebarPlace } from '../types.ts';
import { docsLineFields } from '../versions/versionDocumentId.ts';
import type { SidebarIds } from './sidebarIds.ts';
import type { SidebarContext, VersionSidebar } from './types.ts';

/** One sidebar being converted: its context, the documents and places so far, and the ids taken. */
export interface SidebarWalk {
  context: SidebarContext;
  sidebar: VersionSidebar;
  ids: SidebarIds;
}

/**
 * Where the items being converted go: their category (none: the top level), the labels down to it, and the last
 * position given there.
 */
export interface Parent {
  category?: string;
  labels: readonly string[];
  taken: number;
}

/** The place of the next item of `parent`, at `position`. */
export function place(parent: Parent, position: number): SidebarPlace {
  return parent.category === undefined
    ? { _type: 'sidebarPlace', position }
    : { _type: 'sidebarPlace', category: { _type: 'reference', _ref: parent.category }, position };
}

/**
 * A released version's categories and links name their docsVersion, a docs section's name their docsSection (a
 * section's release, both); the main current docs' name neither.
 */
export function versionField(context: SidebarContext) {
  return docsLineFields(context.version, context.section);
}
