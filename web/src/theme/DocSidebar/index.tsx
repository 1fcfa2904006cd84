import { graphql } from 'gatsby';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

export type SidebarDoc = { id: string; title: string; sidebarLabel: string | null; route: { current: string } };
export type Sidebar = { categories: { _key: string; label: string; collapsed: boolean | null; docs: SidebarDoc[] }[] };

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

export function DocSidebar({ sidebar, activeDocId }: { sidebar: Sidebar; activeDocId: string }) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.menu}>
        {sidebar.categories.map((category) => {
          const containsActive = category.docs.some((doc) => doc.id === activeDocId);
          return (
            <li key={category._key}>
              <details open={!category.collapsed || containsActive} className={styles.category}>
                <summary className={styles.categoryLabel}>{category.label}</summary>
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
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
