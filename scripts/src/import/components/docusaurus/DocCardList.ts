import { createElement } from 'react';

/**
 * `@theme/DocCardList`: a card for each page of the doc's sidebar category. The sidebar is the site's own after
 * the import, so this marks the place, and the doc gets the block that the site fills with the category's cards.
 */
export default function DocCardList() {
  return createElement('div', { 'data-import': 'doc-cards' });
}
