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
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'doc' }],
          // Each sidebar lists the docs of its own version: the current docs (no version) or this version's.
          options: {
            filter: ({ document }) =>
              document._type === 'docsVersion'
                ? { filter: 'version._ref == $version', params: { version: document._id.replace(/^drafts\./, '') } }
                : { filter: '!defined(version)' },
          },
        }),
      ],
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

/** A sidebar's categories: the current docs' sidebar and each docs version's have the same. */
export const sidebarCategoriesField = (description: string) =>
  defineField({
    name: 'categories',
    title: 'Categories',
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'sidebarCategory' })],
    validation: (rule) =>
      rule
        .required()
        .min(1)
        .custom((categories?: { docs?: { _ref: string }[] }[]) => {
          const seen = new Set<string>();
          for (const ref of (categories ?? []).flatMap((category) => category.docs ?? [])) {
            if (seen.has(ref._ref)) return 'A doc can appear in only one place in the sidebar.';
            seen.add(ref._ref);
          }
          return true;
        }),
  });
