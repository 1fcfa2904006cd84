/** What the Sidebar tool reads and writes: one version's sidebar items, the drafts of them, the move as one transaction. */
import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { SIDEBAR_ITEM_TYPES } from '../queries.ts';
import { type ArrangeSource, arrangeTree, type DropTarget, placeMutations, planMove } from './arrangeTree.ts';

export const ARRANGE_API_VERSION = SANITY_API_VERSION;

export interface ArrangeClient {
  fetch<R>(query: string, params: Record<string, unknown>, options: { perspective: 'raw' | 'published' }): Promise<R>;
  mutate(mutations: unknown[], options: { visibility: 'sync'; tag: string }): Promise<unknown>;
}

const TYPES = JSON.stringify(SIDEBAR_ITEM_TYPES);

export const VERSION_CHOICES_QUERY = '*[_type == "docsVersion"] | order(order asc) {_id, label}';

/** The items of the current docs (version null) or of a released version. */
export function loadItems(client: ArrangeClient, version: string | null) {
  const inVersion = version ? 'version._ref == $version' : '!defined(version)';
  return client.fetch<ArrangeSource[]>(
    `*[_type in ${TYPES} && ${inVersion}]{_id, _type, title, sidebarLabel, label, href, sidebar}`,
    version ? { version } : {},
    { perspective: 'published' },
  );
}

/** Moves an item: one transaction patching the published documents whose place changes, and their drafts. */
export async function moveItem(client: ArrangeClient, version: string | null, movedId: string, target: DropTarget) {
  const [items, draftIds] = await Promise.all([
    loadItems(client, version),
    client.fetch<string[]>(`*[_type in ${TYPES} && _id in path("drafts.**")]._id`, {}, { perspective: 'raw' }),
  ]);
  const changes = planMove(arrangeTree(items), movedId, target);
  if (changes.length === 0) return changes;
  await client.mutate(placeMutations(changes, new Set(draftIds)), { visibility: 'sync', tag: 'sidebar.move' });
  return changes;
}
