// What a draft changes against the published document, field by field and, in lists of blocks or items, item by
// item (by `_key`), in words an editor reads: the list beside Compare versions.
import type { Path } from 'sanity';

export type ChangeKind = 'added' | 'removed' | 'edited' | 'moved';

export interface DocumentChange {
  kind: ChangeKind;
  /** Where the change is, to focus in the editor: a field, or an item of a list (`['body', { _key }]`). */
  path: Path;
  /** The field's title, then for an item what it is (`Body › Code block "store.ts"`). */
  label: string;
  /** For a short value, what it was and what it is (`"Hooks" → "Hooks API"`). */
  detail?: string;
}

/** What the schema tells about names: a field's title, a type's title. */
export interface ChangeNames {
  fields: readonly { name: string; title?: string | undefined }[];
  typeTitle: (type: string) => string | undefined;
}

type Json = unknown;
type Keyed = { _key: string; _type?: string } & Record<string, unknown>;

/** Fields Sanity keeps for itself, which editors do not edit. */
const SYSTEM_FIELD = /^_/;

/** The draft's changes against the published document, in the schema's field order (other fields after). */
export function documentChanges(
  published: Record<string, Json> | null | undefined,
  draft: Record<string, Json> | null | undefined,
  names: ChangeNames,
): DocumentChange[] {
  if (!draft) return [];
  const before = published ?? {};
  const fieldNames = [
    ...names.fields.map((field) => field.name),
    ...Object.keys({ ...before, ...draft }).filter((name) => !names.fields.some((field) => field.name === name)),
  ].filter((name) => !SYSTEM_FIELD.test(name));
  return fieldNames.flatMap((name) => {
    const title = names.fields.find((field) => field.name === name)?.title ?? name;
    return fieldChanges(name, title, before[name], draft[name], names);
  });
}

function fieldChanges(name: string, title: string, before: Json, after: Json, names: ChangeNames): DocumentChange[] {
  if (same(before, after)) return [];
  if (isEmpty(before)) return [{ kind: 'added', path: [name], label: title }];
  if (isEmpty(after)) return [{ kind: 'removed', path: [name], label: title }];
  if (isKeyedList(before) && isKeyedList(after)) return itemChanges(name, title, before, after, names);
  const detail = shortValue(before) !== undefined && shortValue(after) !== undefined;
  return [
    {
      kind: 'edited',
      path: [name],
      label: title,
      ...(detail ? { detail: `${shortValue(before)} → ${shortValue(after)}` } : {}),
    },
  ];
}

/** Items added, removed, edited or moved, in the draft's order; a removed one just before the item that followed it. */
function itemChanges(
  name: string,
  title: string,
  before: Keyed[],
  after: Keyed[],
  names: ChangeNames,
): DocumentChange[] {
  const old = new Map(before.map((item) => [item._key, item]));
  const kept = new Set(after.map((item) => item._key));
  const label = (item: Keyed) => `${title} › ${describeItem(item, names)}`;
  // A kept item moved when its place among the kept items is not what it was.
  const keptBefore = before.filter((item) => kept.has(item._key)).map((item) => item._key);
  const keptAfter = after.filter((item) => old.has(item._key)).map((item) => item._key);
  const removedBefore = (key: string | undefined) =>
    before
      .filter((item, index) => !kept.has(item._key) && nextKeptKey(before, index, kept) === key)
      .map((item) => removed(name, item, label));
  const changes: DocumentChange[] = [];
  for (const item of after) {
    const previous = old.get(item._key);
    const path: Path = [name, { _key: item._key }];
    if (previous) changes.push(...removedBefore(item._key));
    if (!previous) changes.push({ kind: 'added', path, label: label(item) });
    else if (!same(previous, item)) changes.push({ kind: 'edited', path, label: label(item) });
    else if (keptBefore.indexOf(item._key) !== keptAfter.indexOf(item._key))
      changes.push({ kind: 'moved', path, label: label(item) });
  }
  changes.push(...removedBefore(undefined));
  return changes;
}

const removed = (name: string, item: Keyed, label: (item: Keyed) => string): DocumentChange => ({
  kind: 'removed',
  // A removed item has no place in the draft: the list itself is where to look.
  path: [name],
  label: label(item),
});

function nextKeptKey(list: Keyed[], from: number, kept: Set<string>): string | undefined {
  for (let index = from + 1; index < list.length; index++) {
    const key = list[index]?._key;
    if (key !== undefined && kept.has(key)) return key;
  }
  return undefined;
}

/** What an item is, as the editor knows it: a text block by its first words, an object by its type and name. */
export function describeItem(item: Keyed, names: ChangeNames): string {
  if (item._type === 'block') {
    const text = blockWords(item);
    const style =
      typeof item.style === 'string' && /^h\d$/.test(item.style) ? `Heading ${item.style.slice(1)}` : 'Text';
    return text ? `${style} "${clip(text)}"` : style;
  }
  const type = item._type ? (names.typeTitle(item._type) ?? item._type) : 'Item';
  const name = ['title', 'filename', 'label', 'summary', 'alt', 'tex'].map((field) => item[field]).find(isWords);
  return name ? `${type} "${clip(name)}"` : type;
}

function blockWords(block: Keyed): string {
  const children = Array.isArray(block.children) ? block.children : [];
  return children
    .map((child: { text?: unknown }) => (typeof child?.text === 'string' ? child.text : ''))
    .join('')
    .trim();
}

const isWords = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const clip = (text: string) => (text.length > 48 ? `${text.slice(0, 47)}…` : text);

/** A value short enough to show before and after: a string, a number, a yes/no, a slug. */
function shortValue(value: Json): string | undefined {
  if (typeof value === 'string') return `"${clip(value)}"`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const current = (value as { current?: unknown } | null)?.current;
  if (typeof current === 'string') return `"${clip(current)}"`;
  return undefined;
}

const isEmpty = (value: Json) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const isKeyedList = (value: Json): value is Keyed[] =>
  Array.isArray(value) && value.every((item) => typeof (item as Keyed | null)?._key === 'string');

/** Equal as data: the same fields and values, in whatever order the fields were written. */
const same = (a: Json, b: Json) => stable(a) === stable(b);

function stable(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, Json>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, Json>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
