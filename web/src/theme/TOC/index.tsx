import { useMemo } from 'react';
import type { Heading } from '../../render/types.ts';
import * as styles from './styles.module.css';
import { type TocItem, tocTree } from './tocTree.ts';
import { useTOCHighlight } from './useTOCHighlight.ts';

type Props = { headings: readonly Heading[]; minLevel: number; maxLevel: number };

function TocList({ items, active }: { items: TocItem[]; active: string | undefined }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.text}
          </a>
          {item.children.length > 0 && <TocList items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page" for wide screens: a sticky column that marks the heading being read. */
export function TOC({ headings, minLevel, maxLevel }: Props) {
  const items = useMemo(() => tocTree(headings, minLevel, maxLevel), [headings, minLevel, maxLevel]);
  const ids = useMemo(() => flatten(items).map((item) => item.id), [items]);
  const active = useTOCHighlight(ids);
  if (items.length === 0) return null;
  return (
    <nav className={styles.desktop} aria-label="On this page">
      <TocList items={items} active={active} />
    </nav>
  );
}

/** "On this page" for small screens: a collapsed box above the text. */
export function TOCCollapsible({ headings, minLevel, maxLevel }: Props) {
  const items = useMemo(() => tocTree(headings, minLevel, maxLevel), [headings, minLevel, maxLevel]);
  if (items.length === 0) return null;
  return (
    <details className={styles.mobile}>
      <summary>On this page</summary>
      <TocList items={items} active={undefined} />
    </details>
  );
}

function flatten(items: TocItem[]): TocItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}
