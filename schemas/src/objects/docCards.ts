import { defineField, defineType } from '@sanity/types';
import { DividerBlock } from './dividerBlock.ts';
import { CardsIcon } from './editorIcons.ts';

/**
 * A card for each page of the doc's sidebar category, as Docusaurus's `<DocCardList />` shows them on a
 * category's own doc: each page's title and description, linked. The site fills them in at build time from the
 * sidebar, so they follow every move of a page.
 */
export const docCards = defineType({
  name: 'docCards',
  title: 'Cards of this category',
  type: 'object',
  icon: CardsIcon,
  // Nothing to set, like the divider: the block closes its empty editing box at once.
  components: { block: DividerBlock },
  description:
    "A card for each page of this doc's sidebar category (the category this doc is the page of, else the one it is in).",
  fields: [
    defineField({ name: 'of', title: 'Of', type: 'string', initialValue: 'category', hidden: true, readOnly: true }),
  ],
  preview: { prepare: () => ({ title: "Cards of this doc's category", subtitle: 'Filled in from the sidebar' }) },
});
