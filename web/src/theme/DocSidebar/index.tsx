import { graphql } from 'gatsby';
import { useState } from 'react';
import { Collapsible } from '../Collapsible/index.tsx';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

export type Sidebar = Queries.DocSidebarFieldsFragment;

export const sidebarFragment = graphql`
  fragment DocSidebarFields on SanityDocsSidebar {
    categories {
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
  }
`;

function Category({ category, activeDocId }: { category: Sidebar['categories'][number]; activeDocId: string }) {
  const containsActive = category.docs.some((doc) => doc.id === activeDocId);
  // As configured; a category holding the page being read starts open. Nothing collapses on its own.
  const [collapsed, setCollapsed] = useState(category.collapsed && !containsActive);
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
      <Collapsible collapsed={collapsed}>
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

export function DocSidebar({ sidebar, activeDocId }: { sidebar: Sidebar; activeDocId: string }) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.menu}>
        {sidebar.categories.map((category) => (
          <Category key={category._key} category={category} activeDocId={activeDocId} />
        ))}
      </ul>
    </nav>
  );
}
