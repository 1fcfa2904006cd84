import type { PasteDoc } from '@react-redux-docs/scripts/paste';
import type { SanityClient } from 'sanity';

type DocRow = { _id: string; route?: string; previousRoutes?: string[] };

const DRAFT_PREFIX = 'drafts.';

/**
 * Every doc links may lead to, by route: published docs, and docs that are only drafts (which the converter leaves
 * links to out, as readers cannot reach them yet).
 */
export async function loadPasteDocs(client: SanityClient): Promise<PasteDoc[]> {
  const rows = await client.fetch<DocRow[]>(
    '*[_type == "doc" && defined(route.current)]{_id, "route": route.current, previousRoutes}',
    {},
    { perspective: 'raw' },
  );
  const published = new Set(rows.filter((row) => !row._id.startsWith(DRAFT_PREFIX)).map((row) => row._id));
  const docs: PasteDoc[] = [];
  for (const row of rows) {
    if (!row.route) continue;
    const draftOnly = row._id.startsWith(DRAFT_PREFIX) && !published.has(row._id.slice(DRAFT_PREFIX.length));
    if (row._id.startsWith(DRAFT_PREFIX) && !draftOnly) continue;
    docs.push({
      documentId: draftOnly ? row._id.slice(DRAFT_PREFIX.length) : row._id,
      route: row.route,
      ...(draftOnly ? { draft: true } : {}),
      ...(row.previousRoutes?.length ? { previousRoutes: row.previousRoutes } : {}),
    });
  }
  return docs;
}

/** The published bodies of `ids`, to check pasted links' anchors against. */
export async function loadBodies(client: SanityClient, ids: readonly string[]): Promise<Map<string, unknown[]>> {
  if (ids.length === 0) return new Map();
  const rows = await client.fetch<{ _id: string; body?: unknown[] }[]>(
    '*[_id in $ids]{_id, body}',
    { ids },
    { perspective: 'raw' },
  );
  return new Map(rows.map((row) => [row._id, row.body ?? []]));
}
