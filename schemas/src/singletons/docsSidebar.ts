import { defineField, defineType } from '@sanity/types';
import { sidebarCategoriesField } from '../objects/sidebarCategory.ts';

export const docsSidebar = defineType({
  name: 'docsSidebar',
  title: 'Docs sidebar',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Sidebar name',
      type: 'string',
      readOnly: true,
      initialValue: 'docs',
      validation: (rule) => rule.required(),
    }),
    sidebarCategoriesField('Drag to reorder. Previous/next links follow this order.'),
  ],
  preview: { prepare: () => ({ title: 'Docs sidebar' }) },
});
