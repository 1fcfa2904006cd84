/**
 * Names for the generated API: entities ("Widget", "OrderPanel", "PendingCart")
 * and, per entity, a family of camelCase functions (`useWidgetSelector`,
 * `createWidgetSlice`, `connectWidget`…). Search benchmarks query these names,
 * so each must be unique across the site and must not be an English word.
 */
import type { Random } from './random.ts';
import type { ApiKind, ApiName, Entity } from './types.ts';
import { plural } from './words/index.ts';

const ENTITY_NOUNS = [
  'Widget',
  'Order',
  'Panel',
  'Cart',
  'User',
  'Todo',
  'Invoice',
  'Session',
  'Profile',
  'Product',
  'Comment',
  'Post',
  'Message',
  'Notification',
  'Account',
  'Report',
  'Theme',
  'Layout',
  'Chart',
  'Dashboard',
  'Ticket',
  'Project',
  'Team',
  'Task',
  'Inventory',
  'Payment',
  'Shipment',
  'Customer',
  'Catalog',
  'Review',
  'Board',
  'Column',
  'Card',
  'Channel',
  'Thread',
  'Folder',
  'Document',
  'Label',
  'Invite',
  'Member',
  'Role',
  'Permission',
  'Preference',
  'Upload',
  'Playlist',
  'Track',
  'Album',
  'Calendar',
  'Booking',
  'Room',
  'Device',
  'Sensor',
  'Metric',
  'Alert',
  'Menu',
  'Toolbar',
  'Modal',
  'Toast',
  'Wizard',
  'Timeline',
  'Feed',
  'Coupon',
  'Warehouse',
  'Vendor',
  'Survey',
  'Lesson',
  'Course',
  'Quiz',
  'Recipe',
  'Garden',
];

const QUALIFIERS = [
  'Active',
  'Recent',
  'Pending',
  'Shared',
  'Cached',
  'Remote',
  'Selected',
  'Filtered',
  'Sorted',
  'Archived',
  'Pinned',
  'Visible',
  'Saved',
  'Nested',
  'Grouped',
  'Paged',
  'Live',
  'Offline',
  'Synced',
  'Starred',
  'Hidden',
  'Expanded',
  'Focused',
  'Linked',
  'Scheduled',
];

/** How each kind of function is named after its entity. */
const FAMILY: readonly { kind: ApiKind; name: (entity: Entity) => string }[] = [
  { kind: 'selectorHook', name: (e) => `use${e.pascal}Selector` },
  { kind: 'sliceFactory', name: (e) => `create${e.pascal}Slice` },
  { kind: 'connector', name: (e) => `connect${e.pascal}` },
  { kind: 'stateHook', name: (e) => `use${e.pascal}State` },
  { kind: 'dispatchHook', name: (e) => `use${e.pascal}Dispatch` },
  { kind: 'queryHook', name: (e) => `use${e.pascal}Query` },
  { kind: 'selectorFactory', name: (e) => `make${e.pascal}Selector` },
  { kind: 'storeFactory', name: (e) => `create${e.pascal}Store` },
  { kind: 'middlewareFactory', name: (e) => `create${e.pascal}Middleware` },
  { kind: 'selector', name: (e) => `select${e.pascal}ById` },
  { kind: 'selector', name: (e) => `selectAll${plural(e.pascal)}` },
  { kind: 'reducer', name: (e) => `${e.camel}Reducer` },
  { kind: 'actionCreator', name: (e) => `update${e.pascal}` },
  { kind: 'actionCreator', name: (e) => `remove${e.pascal}` },
  { kind: 'thunk', name: (e) => `fetch${plural(e.pascal)}` },
  { kind: 'hoc', name: (e) => `with${e.pascal}` },
  { kind: 'adapter', name: (e) => `${e.camel}Adapter` },
];

/** The kinds a reference page is named after: the ones readers look up first. */
const PAGE_KINDS = FAMILY.slice(0, 8);

function entity(parts: readonly string[]): Entity {
  const pascal = parts.join('');
  return {
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    words: parts.map((part) => part.toLowerCase()).join(' '),
  };
}

/**
 * Entities in a fixed random order: single nouns first (so a small site reads
 * naturally), then qualified and compound ones. Past those, entities get a
 * number, so any site size has enough.
 */
export class EntityPool {
  readonly #entities: Entity[];
  #next = 0;

  constructor(random: Random) {
    const singles = random.shuffle(ENTITY_NOUNS).map((noun) => entity([noun]));
    const compounds: Entity[] = [];
    for (const noun of ENTITY_NOUNS) {
      for (const qualifier of QUALIFIERS) compounds.push(entity([qualifier, noun]));
      for (const other of ENTITY_NOUNS) if (other !== noun) compounds.push(entity([noun, other]));
    }
    this.#entities = [...singles, ...random.shuffle(compounds)];
  }

  take(): Entity {
    const index = this.#next++;
    const base = this.#entities[index % this.#entities.length] as Entity;
    const round = Math.floor(index / this.#entities.length);
    if (round === 0) return base;
    const suffix = String(round + 1);
    return { pascal: `${base.pascal}${suffix}`, camel: `${base.camel}${suffix}`, words: `${base.words} ${suffix}` };
  }
}

/**
 * The functions a reference page documents: `count` names of one entity, the
 * first one the page is named after. Names already taken elsewhere are
 * skipped.
 */
export function apiFamily(random: Random, subject: Entity, count: number, taken: Set<string>): ApiName[] {
  const first = random.pick(PAGE_KINDS);
  const rest = random.shuffle(FAMILY.filter((member) => member !== first));
  const names: ApiName[] = [];
  for (const member of [first, ...rest]) {
    if (names.length >= count) break;
    const name = member.name(subject);
    if (taken.has(name)) continue;
    taken.add(name);
    names.push({ name, kind: member.kind, entity: subject });
  }
  return names;
}
