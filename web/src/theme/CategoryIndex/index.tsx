import type { CategoryCard, CategoryPageContext } from '../../docPages/categoryCards.ts';
import { DocBreadcrumbs } from '../DocBreadcrumbs/index.tsx';
import { DocLayout } from '../DocLayout/index.tsx';
import { DocPagination } from '../DocPagination/index.tsx';
import type { ActiveDoc } from '../DocSidebar/index.tsx';
import { DocVersionBanner } from '../DocVersionBanner/index.tsx';
import { isInternal } from '../links.ts';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

/** Each card's mark: a page, a folder of pages, or an arrow out to another website. */
const MARKS: Record<CategoryCard['kind'] | 'external', string> = {
  doc: 'M6 2h8l4 4v16H6zM13 3v4h4',
  link: 'M6 2h8l4 4v16H6zM13 3v4h4',
  category: 'M3 5h6l2 2h10v12H3z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
};

function Mark({ kind }: { kind: keyof typeof MARKS }) {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={MARKS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

function Card({ card }: { card: CategoryCard }) {
  const mark = card.kind === 'link' && !isInternal(card.href) ? 'external' : card.kind;
  return (
    <li>
      <SmartLink href={card.href} className={styles.card}>
        <span className={styles.cardTitle}>
          <Mark kind={mark} />
          <span className={styles.cardLabel}>{card.label}</span>
        </span>
        {card.description && <span className={styles.cardDescription}>{card.description}</span>}
      </SmartLink>
    </li>
  );
}

/** A category's own page: its title and description, then a card for each of its items. */
export function CategoryIndex({ page, active }: { page: CategoryPageContext; active: ActiveDoc }) {
  const { settings } = useSiteChrome();
  return (
    <DocLayout active={active}>
      <DocVersionBanner active={active} siteTitle={settings.title} />
      <DocBreadcrumbs crumbs={page.breadcrumbs} />
      <h1>{page.title}</h1>
      {page.description && <p className={styles.description}>{page.description}</p>}
      <ul className={styles.cards}>
        {page.cards.map((card) => (
          <Card key={card.href + card.label} card={card} />
        ))}
      </ul>
      <DocPagination previous={page.previous} next={page.next} />
    </DocLayout>
  );
}
