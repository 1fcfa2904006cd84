import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const sidebarCategory = defineType({
  name: 'sidebarCategory',
  title: 'Sidebar category',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Category name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'collapsed',
      title: 'Start collapsed',
      type: 'boolean',
      description: 'When on, readers see only the category name until they open it.',
      initialValue: false,
    }),
    defineField({
      name: 'docs',
      title: 'Docs in this category',
      type: 'array',
      description: 'Drag to reorder. Readers see the docs in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'doc' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'label', docs: 'docs' },
    prepare: ({ title, docs }) => ({
      title: String(title ?? 'Untitled category'),
      subtitle: `${Array.isArray(docs) ? docs.length : 0} docs`,
    }),
  },
});
