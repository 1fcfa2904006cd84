/**
 * The sidebar as the Sidebar tool shows it for dragging: every doc, category and link of one docs version in the
 * site's order, empty categories included (they take drops), and what a drop changes. A move renumbers the level it
 * lands in, so positions stay whole numbers an editor can read in the Place in the sidebar field.
 */

export type ArrangeType = 'doc' | 'sidebarCategory' | 'sidebarLink';

export interface ArrangeSource {
  _id: string;
  _type: ArrangeType;
  title?: string | null;
  sidebarLabel?: string | null;
  label?: string | null;
  href?: string | null;
  sidebar?: { category?: { _ref?: string } | null; position?: number | null; hidden?: boolean | null } | null;
}

export interface ArrangeNode {
  id: string;
  type: ArrangeType;
  label: string;
  parent: string | null;
  position: number | undefined;
  children: ArrangeNode[];
}

/** Where a dragged item lands: in `parent` (null: the top level), before the item `before` (null: last). */
export interface DropTarget {
  parent: string | null;
  before: string | null;
}

/** A new place for one item. */
export interface PlaceChange {
  id: string;
  category: string | null;
  position: number;
}

const labelOf = (source: ArrangeSource) =>
  source.sidebarLabel || source.title || source.label || source.href || source._id;

/** Position first (none: last), then label, then id: the order the site's sidebar uses. */
const inSidebarOrder = (a: ArrangeNode, b: ArrangeNode) =>
  (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
  a.label.localeCompare(b.label, 'en') ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The tree of one version's items. An item whose category is not among them sits at the top level, as on the site. */
export function arrangeTree(sources: readonly ArrangeSource[]): ArrangeNode[] {
  const nodes = new Map<string, ArrangeNode>();
  for (const source of sources) {
    if (source._type === 'doc' && source.sidebar?.hidden === true) continue;
    const position = source.sidebar?.position;
    nodes.set(source._id, {
      id: source._id,
      type: source._type,
      label: labelOf(source),
      parent: source.sidebar?.category?._ref ?? null,
      position: typeof position === 'number' && Number.isFinite(position) ? position : undefined,
      children: [],
    });
  }
  const top: ArrangeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent?.type === 'sidebarCategory' && !holds(node, parent.id, nodes)) parent.children.push(node);
    else {
      node.parent = null;
      top.push(node);
    }
  }
  const sort = (list: ArrangeNode[]) => {
    list.sort(inSidebarOrder);
    for (const node of list) sort(node.children);
  };
  sort(top);
  return top;
}

/** Whether `node` is `id` or holds it at some depth (through the parents recorded so far). */
function holds(node: ArrangeNode, id: string, nodes: ReadonlyMap<string, ArrangeNode>): boolean {
  const seen = new Set<string>();
  for (let at: string | null = id; at !== null && !seen.has(at); at = nodes.get(at)?.parent ?? null) {
    if (at === node.id) return true;
    seen.add(at);
  }
  return false;
}

function find(tree: readonly ArrangeNode[], id: string): ArrangeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The places a drop changes: the moved item's, and its new siblings' where their numbers shift. Refuses a drop of
 * a category into itself or into a category it holds.
 */
export function planMove(tree: readonly ArrangeNode[], movedId: string, target: DropTarget): PlaceChange[] {
  const moved = find(tree, movedId);
  if (!moved) throw new Error(`"${movedId}" is not in this sidebar.`);
  if (target.parent !== null) {
    if (find([moved], target.parent)) throw new Error(`"${moved.label}" cannot go inside itself.`);
    if (!find(tree, target.parent)) throw new Error(`The category "${target.parent}" is not in this sidebar.`);
  }
  const siblings = (target.parent === null ? tree : (find(tree, target.parent)?.children ?? [])).filter(
    (node) => node.id !== movedId,
  );
  const at = target.before === null ? -1 : siblings.findIndex((node) => node.id === target.before);
  const ordered = at === -1 ? [...siblings, moved] : [...siblings.slice(0, at), moved, ...siblings.slice(at)];
  return ordered.flatMap((node, index): PlaceChange[] => {
    const position = index + 1;
    const unchanged = node.position === position && (node === moved ? moved.parent === target.parent : true);
    return unchanged ? [] : [{ id: node.id, category: target.parent, position }];
  });
}

export type PlaceMutation = {
  patch: {
    id: string;
    setIfMissing?: Record<string, unknown>;
    set?: Record<string, unknown>;
    unset?: string[];
  };
};

/**
 * The changes as patches, to the published documents and to the drafts of them there are (so publishing a draft
 * later does not put an item back where it was), for one transaction.
 */
export function placeMutations(changes: readonly PlaceChange[], draftIds: ReadonlySet<string>): PlaceMutation[] {
  return changes.flatMap(({ id, category, position }) =>
    [id, `drafts.${id}`]
      .filter((target) => target === id || draftIds.has(target))
      .flatMap((target): PlaceMutation[] => [
        { patch: { id: target, setIfMissing: { sidebar: { _type: 'sidebarPlace' } } } },
        {
          patch: {
            id: target,
            set: {
              'sidebar.position': position,
              ...(category ? { 'sidebar.category': { _type: 'reference', _ref: category } } : {}),
            },
            ...(category ? {} : { unset: ['sidebar.category'] }),
          },
        },
      ]),
  );
}
