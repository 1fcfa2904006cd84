import { defineField, defineType } from '@sanity/types';
import { sameVersionCategories, sidebarPlaceProblem } from '../rules/sidebar.ts';

/**
 * Where a doc, a category or a link sits in its docs version's sidebar: the category holding it (none: the top
 * level) and its position among that category's items. Kept on the item itself, as Docusaurus keeps
 * `sidebar_position` in a doc and `_category_.json` in a folder, so placing a new doc is part of the doc and is
 * published with it.
 */
export const sidebarPlace = defineType({
  name: 'sidebarPlace',
  title: 'Place in the sidebar',
  type: 'object',
  fields: [
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'sidebarCategory' }],
      description: 'The sidebar category it sits in. Empty: the top level of the sidebar.',
      options: {
        filter: ({ document }) => sameVersionCategories(document as Parameters<typeof sameVersionCategories>[0]),
      },
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          return (await sidebarPlaceProblem(value, context)) ?? true;
        }),
    }),
    defineField({
      name: 'position',
      title: 'Position',
      type: 'number',
      description:
        'Smaller numbers come first among the items of its category. "+" in a category pane puts a new item last.',
    }),
    defineField({
      name: 'hidden',
      title: 'Leave out of the sidebar',
      type: 'boolean',
      description: 'The page is still published and reached by its address and by links; the sidebar does not list it.',
      hidden: ({ document }) => document?._type !== 'doc',
    }),
  ],
});
