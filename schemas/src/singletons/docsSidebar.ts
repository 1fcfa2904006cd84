import { defineArrayMember, defineField, defineType } from '@sanity/types';

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
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      description: 'Drag to reorder. Previous/next links follow this order.',
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
    }),
  ],
  preview: { prepare: () => ({ title: 'Docs sidebar' }) },
});
