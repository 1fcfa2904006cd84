import type { SanityDocument } from '../types.ts';

const FIRST_KEYS = ['_id', '_type', '_key'];

function compareKeys(a: string, b: string): number {
  const rankA = FIRST_KEYS.indexOf(a);
  const rankB = FIRST_KEYS.indexOf(b);
  if (rankA !== rankB) return (rankA < 0 ? FIRST_KEYS.length : rankA) - (rankB < 0 ? FIRST_KEYS.length : rankB);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** JSON with `_id`, `_type`, `_key` first and the other keys sorted, so output never depends on build order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => compareKeys(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One document per line, sorted by `_id`, with a trailing newline. */
export function toNdjson(documents: readonly SanityDocument[]): string {
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return sorted.map((document) => `${stableStringify(document)}\n`).join('');
}
