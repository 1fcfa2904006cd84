import type { SanityDocument } from '../types.ts';
import { DRAFT_PREFIX } from './context.ts';

/**
 * The version of each document the build uses, under its published id: the
 * published one, or the draft over it when drafts are overlaid; never a
 * release's version, which is not published content yet.
 */
export function pickVersions(documents: SanityDocument[], overlayDrafts: boolean): Map<string, SanityDocument> {
  const picked = new Map<string, SanityDocument>();
  for (const document of documents) {
    // Release versions are not published content yet.
    if (document._id.startsWith('versions.')) continue;
    const isDraft = document._id.startsWith(DRAFT_PREFIX);
    if (isDraft && !overlayDrafts) continue;
    const publishedId = isDraft ? document._id.slice(DRAFT_PREFIX.length) : document._id;
    if (!isDraft && picked.has(publishedId)) continue;
    picked.set(publishedId, { ...document, _id: publishedId });
  }
  return picked;
}
