import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const navbar = defineType({
  name: 'navbar',
  title: 'Navbar',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title next to the logo',
      type: 'string',
      description: 'Leave empty to show the logo alone.',
      validation: (rule) =>
        rule.custom((title: string | undefined, context) =>
          title || (context.document as { logo?: unknown } | undefined)?.logo
            ? true
            : 'Give the navbar a title, a logo, or both: it links to the home page.',
        ),
    }),
    defineField({ name: 'logo', title: 'Logo (optional)', type: 'logo' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'Drag to reorder. Each item is a link, or a menu when it has dropdown links.',
      of: [defineArrayMember({ type: 'navbarItem' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Navbar' }) },
});
