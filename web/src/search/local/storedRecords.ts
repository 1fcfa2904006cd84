/**
 * Records as the chunk files hold them: one array per record, fields by
 * position, the URL left out where it is the page's path and the anchor, and
 * the hierarchy without its trailing empty levels. Brotli already squeezes the
 * repeated field names of objects well, so this saves about an eighth of the
 * bytes a hit costs, and a third of the bytes on disk.
 */
import type { Hierarchy, RecordType, SearchRecord } from '../records/index.ts';
import type { StoredRecord } from './format.ts';

const TYPES: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** [objectID, type, page path, anchor, hierarchy levels, content, code, keywords, url when not derived]. */
export type PackedRecord = [
  objectID: string,
  type: number,
  path: string,
  anchor: string | null,
  levels: (string | null)[],
  content: string | null,
  code?: string[],
  keywords?: string[],
  url?: string,
];

const urlOf = (path: string, anchor: string | null) => (anchor ? `${path}#${anchor}` : path);

export function packRecord(record: SearchRecord): PackedRecord {
  const levels = LEVELS.map((level) => record.hierarchy[level]);
  while (levels.length > 2 && levels.at(-1) === null) levels.pop();
  const packed: PackedRecord = [
    record.objectID,
    TYPES.indexOf(record.type),
    record.url_without_anchor,
    record.anchor,
    levels,
    record.content,
  ];
  const url = record.url === urlOf(record.url_without_anchor, record.anchor) ? undefined : record.url;
  const tail = [record.code, record.keywords, url];
  // Trailing fields that are empty are left out; one that is not keeps those before it in place.
  while (tail.length > 0 && (tail.at(-1) === undefined || (tail.at(-1) as unknown[]).length === 0)) tail.pop();
  return [...packed, ...tail] as PackedRecord;
}

export function unpackRecord([
  objectID,
  type,
  path,
  anchor,
  levels,
  content,
  code,
  keywords,
  url,
]: PackedRecord): StoredRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((level, at) => [level, levels[at] ?? null])) as Hierarchy;
  return {
    objectID,
    type: TYPES[type] ?? 'content',
    url: url ?? urlOf(path, anchor),
    url_without_anchor: path,
    anchor,
    hierarchy,
    content,
    ...(code && code.length > 0 ? { code } : {}),
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
  };
}
