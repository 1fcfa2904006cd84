import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const footerLinkGroup = defineType({
  name: 'footerLinkGroup',
  title: 'Link group',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Group title',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'siteLink' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});
