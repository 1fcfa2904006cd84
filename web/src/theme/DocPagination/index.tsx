import type { PageLink } from '../../docPages/docPagePlan.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

/** The previous and next pages in sidebar order, at the foot of a docs page. */
export function DocPagination({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  return (
    <nav className={styles.pagination} aria-label="Docs pages">
      {previous && (
        <SmartLink href={previous.href} className={styles.pageLink}>
          <span className={styles.pageLinkLabel}>Previous</span>
          {previous.label}
        </SmartLink>
      )}
      {next && (
        <SmartLink href={next.href} className={`${styles.pageLink} ${styles.nextLink}`}>
          <span className={styles.pageLinkLabel}>Next</span>
          {next.label}
        </SmartLink>
      )}
    </nav>
  );
}
