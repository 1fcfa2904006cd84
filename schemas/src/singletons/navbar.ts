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
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'logo', title: 'Logo', type: 'logo' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'Drag to reorder. Each item is a link, or a menu when it has dropdown links.',
      of: [defineArrayMember({ type: 'navbarItem' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Navbar' }) },
});
