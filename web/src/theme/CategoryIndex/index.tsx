import type { CategoryCard, CategoryPageContext } from '../../docPages/categoryCards.ts';
import { DocBreadcrumbs } from '../DocBreadcrumbs/index.tsx';
import { DocLayout } from '../DocLayout/index.tsx';
import { DocPagination } from '../DocPagination/index.tsx';
import type { ActiveDoc } from '../DocSidebar/index.tsx';
import { DocVersionBanner } from '../DocVersionBanner/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import { CARD_MARKS, cardMark } from './marks.ts';
import * as styles from './styles.module.css';

function Mark({ kind }: { kind: keyof typeof CARD_MARKS }) {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={CARD_MARKS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

function Card({ card }: { card: CategoryCard }) {
  const mark = cardMark(card);
  return (
    <li>
      <SmartLink href={card.href} className={styles.card}>
        {/* Blocks, not spans: the title and the description are two lines, to tools reading the text too. */}
        <div className={styles.cardTitle}>
          <Mark kind={mark} />
          <span className={styles.cardLabel}>{card.label}</span>
        </div>
        {card.description && <div className={styles.cardDescription}>{card.description}</div>}
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
