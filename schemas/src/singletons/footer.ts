import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  fields: [
    defineField({
      name: 'style',
      title: 'Colour',
      type: 'string',
      options: { list: ['dark', 'light'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'dark',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      description: 'Columns show each group under its title; a single row lists all links in one line.',
      options: {
        list: [
          { title: 'Columns', value: 'columns' },
          { title: 'Single row', value: 'row' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'columns',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'logo', title: 'Logo (optional)', type: 'logo' }),
    defineField({
      name: 'logoUrl',
      title: 'Logo links to',
      type: 'url',
      description: 'Optional web address opened when readers click the footer logo.',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'linkGroups',
      title: 'Link groups',
      type: 'array',
      of: [defineArrayMember({ type: 'footerLinkGroup' })],
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line (optional)',
      type: 'string',
    }),
  ],
  preview: { prepare: () => ({ title: 'Footer' }) },
});
