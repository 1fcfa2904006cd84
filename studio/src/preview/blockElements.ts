/** A top-level block of a body, as far as where it lands in the page goes. */
export type PlacedBlock = { _key?: string; _type: string; listItem?: string; level?: number };

/**
 * Which blocks each top-level element of a rendered body shows, in order: one block each, except a run of list
 * items, which the renderer draws as one list (a new list starts where a first-level item changes kind; deeper
 * items nest in it). Worked out from the document, not marked in the HTML, so the Preview's page stays the exact
 * page readers get.
 */
export function blockGroups(body: readonly PlacedBlock[]): PlacedBlock[][] {
  const groups: PlacedBlock[][] = [];
  let list: { kind: string; blocks: PlacedBlock[] } | null = null;
  for (const block of body) {
    if (block._type !== 'block' || !block.listItem) {
      list = null;
      groups.push([block]);
      continue;
    }
    const topLevel = (block.level ?? 1) <= 1;
    if (list && (!topLevel || list.kind === block.listItem)) {
      list.blocks.push(block);
      continue;
    }
    list = { kind: block.listItem, blocks: [block] };
    groups.push(list.blocks);
  }
  return groups;
}

/**
 * The element that shows each block of `body`, by block key: the top-level elements of the rendered body in the
 * order of `blockGroups`, and within a list its items in document order (nested items come after their parent,
 * as their blocks do). Nothing when the elements do not line up with the blocks: a wrong place is worse than none.
 */
export function placeBlocks(container: Element, body: readonly PlacedBlock[]): Map<string, Element> {
  const placed = new Map<string, Element>();
  const groups = blockGroups(body);
  const elements = [...container.children];
  if (elements.length !== groups.length) return placed;
  groups.forEach((group, index) => {
    const element = elements[index] as Element;
    const [first] = group;
    if (group.length === 1 && first?._key && !first.listItem) {
      placed.set(first._key, element);
      return;
    }
    const items = [...element.querySelectorAll('li')];
    if (items.length !== group.length) return;
    group.forEach((block, at) => {
      if (block._key) placed.set(block._key, items[at] as Element);
    });
  });
  return placed;
}
