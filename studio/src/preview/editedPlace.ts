type Edited = { _id: string; title?: unknown; body?: unknown };
type Keyed = { _key?: unknown };

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/**
 * What an edit changed, between two states of one document (published, then its draft; or the draft as it was): 'title', or the key of the first top-level block of
 * the body that is new or different; null when neither changed (or it is another document).
 */
export function editedPlace(before: Edited | null, after: Edited | null): string | null {
  // The first edit of a published document makes its draft: the same document, under a `drafts.` id.
  if (!before || !after || publishedId(before._id) !== publishedId(after._id)) return null;
  if (before.title !== after.title) return 'title';
  if (before.body === after.body || !Array.isArray(after.body)) return null;
  const old = new Map(
    (Array.isArray(before.body) ? (before.body as Keyed[]) : []).map((block) => [block._key, block] as const),
  );
  for (const block of after.body as Keyed[]) {
    if (typeof block._key !== 'string') continue;
    const was = old.get(block._key);
    // Unchanged blocks usually keep their identity; comparing the text is the fallback.
    if (was !== block && JSON.stringify(was) !== JSON.stringify(block)) return block._key;
  }
  return null;
}
