import type { SidebarPlace } from '../types.ts';
import { sectionDocumentId, versionDocumentId } from '../versions/versionDocumentId.ts';
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

/** A released version's categories and links name their docsVersion; the docs without a version's name none. */
export function versionField(context: SidebarContext) {
  if (context.section !== undefined) {
    return { section: { _type: 'reference' as const, _ref: sectionDocumentId(context.section) } };
  }
  return context.version === undefined
    ? {}
    : { version: { _type: 'reference' as const, _ref: versionDocumentId(context.version) } };
}
