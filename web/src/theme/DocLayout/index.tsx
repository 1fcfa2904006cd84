import type { ReactNode } from 'react';
import { BackToTop } from '../BackToTop/index.tsx';
import { type ActiveDoc, DocSidebar } from '../DocSidebar/index.tsx';
import * as styles from './styles.module.css';

/**
 * The three columns of a docs page: the sidebar, the article, and what goes beside it (the table of contents). A
 * page the sidebar does not list has no sidebar column, as in Docusaurus. Every docs page, as there, has the
 * back-to-top button.
 */
export function DocLayout({ active, aside, children }: { active: ActiveDoc; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={active.inSidebar ? styles.docLayout : `${styles.docLayout} ${styles.withoutSidebar}`}>
      {active.inSidebar && (
        <aside className={styles.sidebarColumn}>
          <DocSidebar active={active} />
        </aside>
      )}
      <article className={styles.article}>{children}</article>
      <div className={styles.asideColumn}>{aside}</div>
      <BackToTop />
    </div>
  );
}
