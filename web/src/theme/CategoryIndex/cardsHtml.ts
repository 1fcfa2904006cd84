import type { CategoryCard } from '../../docPages/categoryCards.ts';
import { DOC_CARDS_MARKER } from '../../render/DocCards/index.ts';
import { CARD_MARKS, cardMark } from './marks.ts';
import * as styles from './styles.module.css';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The cards of a category as HTML, in the doc's rich text where its body asks for them: the markup of the category
 * page's cards, with links the rich text's own link handling navigates (src/theme/RichText).
 */
export function cardsHtml(cards: readonly CategoryCard[]): string {
  const items = cards.map((card) => {
    const external = cardMark(card) === 'external' ? ' target="_blank" rel="noopener noreferrer"' : '';
    const mark = `<svg class="${styles.mark}" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="${CARD_MARKS[cardMark(card)]}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"></path></svg>`;
    const description = card.description
      ? `<div class="${styles.cardDescription}">${escapeHtml(card.description)}</div>`
      : '';
    return `<li><a href="${escapeHtml(card.href)}" class="${styles.card}"${external}><div class="${styles.cardTitle}">${mark}<span class="${styles.cardLabel}">${escapeHtml(card.label)}</span></div>${description}</a></li>`;
  });
  return `<ul class="${styles.cards}" data-doc-cards="">${items.join('')}</ul>`;
}

/** A doc's body HTML with its category's cards where it asks for them (none when the doc is in no category). */
export function withCategoryCards(html: string, cards: readonly CategoryCard[] | undefined): string {
  if (!html.includes(DOC_CARDS_MARKER)) return html;
  return html.split(DOC_CARDS_MARKER).join(cards && cards.length > 0 ? cardsHtml(cards) : '');
}
