import { createElement as h } from 'react';

/**
 * Where a doc's body shows its sidebar category's cards. The body is rendered once per doc, before pages know
 * their place in the sidebar; each doc page puts the cards here (src/theme/CategoryIndex/cardsHtml.ts).
 */
export const DOC_CARDS_MARKER = '<div data-doc-cards=""></div>';

export const DocCards = () => h('div', { 'data-doc-cards': '' });
