import { graphql } from 'gatsby';
import { useState } from 'react';
import { Collapsible } from '../Collapsible/index.tsx';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';
import { type Sidebar, useDocsSidebar } from './useDocsSidebar.ts';

export type { Sidebar } from './useDocsSidebar.ts';

/**
 * The page being read: its doc, the key of the sidebar category holding it ('' when none does), its docs
 * version, and the routes of the same page in other versions (by version name).
 */
export type ActiveDoc = { docId: string; categoryKey: string; version: string; sameDocIn: Record<string, string> };

export const sidebarFragment = graphql`
  fragment DocSidebarCategoryFields on SanitySidebarCategory {
    _key
    label
    collapsed
    docs {
      id
      title
      sidebarLabel
      route {
        current
      }
    }
  }
`;

function Category({ category, active }: { category: Sidebar['categories'][number]; active: ActiveDoc }) {
  const activeDocId = active.docId;
  // As configured; a category holding the page being read starts open. Nothing collapses on its own.
  const [collapsed, setCollapsed] = useState(category.collapsed && category._key !== active.categoryKey);
  return (
    <li className={styles.category}>
      <button
        type="button"
        className={styles.categoryLabel}
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {category.label}
      </button>
      {/* Lazy: a closed category's links are rendered when it first opens, so a page's HTML does not list every doc. */}
      <Collapsible collapsed={collapsed} lazy>
        <ul className={styles.menu}>
          {category.docs.map((doc) => (
            <li key={doc.id}>
              <SmartLink
                href={`/${doc.route.current}`}
                className={doc.id === activeDocId ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={doc.id === activeDocId ? 'page' : undefined}
              >
                {doc.sidebarLabel || doc.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </Collapsible>
    </li>
  );
}

export function DocSidebar({ active }: { active: ActiveDoc }) {
  const sidebar = useDocsSidebar(active.version);
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.menu}>
        {sidebar.categories.map((category) => (
          <Category key={category._key} category={category} active={active} />
        ))}
      </ul>
    </nav>
  );
}
