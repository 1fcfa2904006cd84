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

/** The sidebars there are besides the main current docs': each released version's (a section's named after it), each docs section's. */
export const SIDEBAR_CHOICES_QUERY = `[
  ...*[_type == "docsVersion"] | order(section->label asc, order asc) {
    "value": _id,
    "label": select(defined(section) => section->label + " · " + label, label)
  },
  ...*[_type == "docsSection"] | order(label asc) {"value": "section:" + _id, label}
]`;

/** The items of one sidebar: the main current docs' (null), a released version's (its id), a section's (`section:` id). */
export function loadItems(client: ArrangeClient, sidebar: string | null) {
  const section = sidebar?.startsWith('section:') ? sidebar.slice('section:'.length) : null;
  const version = section ? null : sidebar;
  const inSidebar = version
    ? 'version._ref == $version'
    : `!defined(version) && ${section ? 'section._ref == $section' : '!defined(section)'}`;
  return client.fetch<ArrangeSource[]>(
    `*[_type in ${TYPES} && ${inSidebar}]{_id, _type, title, sidebarLabel, label, href, sidebar}`,
    version ? { version } : section ? { section } : {},
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
