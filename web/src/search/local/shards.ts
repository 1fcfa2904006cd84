/**
 * The trie of term prefixes the shards are: a node is a shard of the terms it
 * begins or, when they would be big and go deeper, keeps the term equal to
 * its key and the most common terms below it, with one child per next
 * character. A function of the rows alone (sorted by term first), so a
 * rebuild that changes a few rows changes the shards that hold them.
 */
import type { Shard, TermRow } from './format.ts';

/** Terms below a split node that it keeps, so its prefix alone finds something. */
const COMPLETIONS = 8;

export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Rough JSON size of a term row: its text and a few bytes per number of its head. */
const rowBytes = (row: TermRow) => row[0].length + 12 + row[3].length * 3;
const prefix = (term: string, length: number) => [...term].slice(0, length).join('');

/** The shards of these rows, each under its key; a shard whose rows pass `splitBytes` is split deeper. */
export function shardsOf(input: readonly TermRow[], splitBytes: number): { key: string; shard: Shard }[] {
  const rows = [...input].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const shards: { key: string; shard: Shard }[] = [];
  const split = (key: string, group: TermRow[]) => {
    const depth = [...key].length;
    const deeper = group.filter(([term]) => [...term].length > depth);
    const bytes = group.reduce((sum, row) => sum + rowBytes(row), 0);
    if (deeper.length === 0 || bytes <= splitBytes) {
      shards.push({ key, shard: { terms: group, completions: [] } });
      return;
    }
    const completions = [...deeper].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, COMPLETIONS);
    shards.push({ key, shard: { terms: group.filter(([term]) => [...term].length === depth), completions } });
    for (const [next, below] of groupBy(deeper, ([term]) => prefix(term, depth + 1))) split(next, below);
  };
  for (const [key, group] of groupBy(rows, ([term]) => prefix(term, 1))) split(key, group);
  return shards;
}
