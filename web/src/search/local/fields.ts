/**
 * The searchable fields of a record, read the same way by the index build
 * (to score postings) and by the engine (to check a few candidate records for
 * a query's other words).
 */
import type { SearchRecord } from '../records/index.ts';
import { indexTerms, words } from './analyzer.ts';
import { FIELDS, type Field } from './format.ts';

export const LEVEL = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 0 } as const;

/** What a field is read from; `code` and `keywords` may be left out where empty. */
export type FieldSource = Pick<SearchRecord, 'type' | 'hierarchy' | 'content'> & {
  code?: readonly string[];
  keywords?: readonly string[];
};

/** What each searchable field holds for a record. */
export function fieldText(record: FieldSource, field: Field): string {
  const levels = [2, 3, 4, 5, 6] as const;
  const own = record.type === 'content' ? 0 : LEVEL[record.type];
  switch (field) {
    case 'title':
      return own === 0 ? '' : ((own === 1 ? record.hierarchy.lvl1 : record.hierarchy[`lvl${own as 2}`]) ?? '');
    case 'parents': {
      const above = [record.hierarchy.lvl1, ...levels.map((level) => record.hierarchy[`lvl${level}`])];
      return above
        .slice(0, own === 0 ? above.length : own - 1)
        .filter(Boolean)
        .join(' ');
    }
    case 'lvl0':
      return record.hierarchy.lvl0;
    case 'content':
      return record.content ?? '';
    case 'code':
      return (record.code ?? []).join(' ');
    case 'keywords':
      return (record.keywords ?? []).join(' ');
  }
}

/** Every index term of a record, over all its fields. */
export function recordTerms(record: FieldSource): Set<string> {
  const terms = new Set<string>();
  for (const field of FIELDS)
    for (const word of words(fieldText(record, field))) for (const term of indexTerms(word)) terms.add(term);
  return terms;
}
