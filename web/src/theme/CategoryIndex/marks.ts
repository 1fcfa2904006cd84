import type { CategoryCard } from '../../docPages/categoryCards.ts';
import { isInternal } from '../links.ts';

/** Each card's mark: a page, a folder of pages, or an arrow out to another website (svg path data). */
export const CARD_MARKS: Record<CategoryCard['kind'] | 'external', string> = {
  doc: 'M6 2h8l4 4v16H6zM13 3v4h4',
  link: 'M6 2h8l4 4v16H6zM13 3v4h4',
  category: 'M3 5h6l2 2h10v12H3z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
};

/** The mark a card shows: a link out of the site has the arrow. */
export const cardMark = (card: CategoryCard): keyof typeof CARD_MARKS =>
  card.kind === 'link' && !isInternal(card.href) ? 'external' : card.kind;
