import type { SidebarCategoryItem, SidebarItem } from '@react-redux-docs/schemas/sidebar';
import { useEffect, useState } from 'react';
import { Collapsible } from '../Collapsible/index.tsx';
import { isInternal } from '../links.ts';
import { SmartLink } from '../SmartLink.tsx';
import type { ActiveDoc } from './activeDoc.ts';
import * as styles from './styles.module.css';
import { useDocsSidebar } from './useDocsSidebar.ts';

/**
 * The page being read: its path, the ids of the sidebar categories above it (outermost first; none when the
 * sidebar does not list it), its docs version, and the routes of the same page in other versions (by name).
 */
export type { ActiveDoc } from './activeDoc.ts';

function PageLink({ href, label, active }: { href: string; label: string; active: ActiveDoc }) {
  const current = href === active.pathname;
  return (
    <SmartLink
      href={href}
      className={current ? `${styles.link} ${styles.active}` : styles.link}
      aria-current={current ? 'page' : undefined}
    >
      {label}
      {!isInternal(href) && (
        <svg className={styles.external} viewBox="0 0 24 24" width="13" height="13" aria-hidden="true">
          <path
            fill="currentColor"
            d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
          />
        </svg>
      )}
    </SmartLink>
  );
}

function Category({ category, active }: { category: SidebarCategoryItem; active: ActiveDoc }) {
  const onPath = active.trail.includes(category.id);
  // As configured; a category above the page being read starts open. Nothing closes on its own.
  const [collapsed, setCollapsed] = useState(category.collapsed && !onPath);
  useEffect(() => {
    if (onPath) setCollapsed(false);
  }, [onPath]);
  const href = category.page ? `/${category.page.route}` : null;
  const toggle = category.collapsible ? () => setCollapsed(!collapsed) : undefined;
  let head: React.ReactNode;
  if (href) {
    head = (
      <div className={styles.categoryRow}>
        <PageLink href={href} label={category.label} active={active} />
        {toggle && (
          <button
            type="button"
            className={styles.caret}
            aria-expanded={!collapsed}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${category.label}'`}
            onClick={toggle}
          />
        )}
      </div>
    );
  } else if (toggle) {
    head = (
      <button type="button" className={styles.categoryLabel} aria-expanded={!collapsed} onClick={toggle}>
        {category.label}
      </button>
    );
  } else {
    head = <span className={styles.categoryText}>{category.label}</span>;
  }
  return (
    <li className={styles.category}>
      {head}
      {/* Lazy: a closed category's links are rendered when it first opens, so a page's HTML does not list every doc. */}
      <Collapsible collapsed={Boolean(toggle) && collapsed} lazy>
        <Items items={category.items} active={active} />
      </Collapsible>
    </li>
  );
}

function Items({ items, active }: { items: readonly SidebarItem[]; active: ActiveDoc }) {
  return (
    <ul className={styles.menu}>
      {items.map((item) =>
        item.type === 'category' ? (
          <Category key={item.id} category={item} active={active} />
        ) : (
          <li key={item.id}>
            <PageLink href={item.type === 'doc' ? `/${item.route}` : item.href} label={item.label} active={active} />
          </li>
        ),
      )}
    </ul>
  );
}

export function DocSidebar({ active }: { active: ActiveDoc }) {
  const items = useDocsSidebar(active.version, active.section);
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <Items items={items} active={active} />
    </nav>
  );
}
