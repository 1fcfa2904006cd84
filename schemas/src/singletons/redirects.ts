import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const redirects = defineType({
  name: 'redirects',
  title: 'Redirects',
  type: 'document',
  fields: [
    defineField({
      name: 'rules',
      title: 'Redirects',
      type: 'array',
      description:
        'Old addresses and where they lead now, tried from the top; the first that matches applies. A renamed doc needs none: add its old route to the doc\'s "Old routes", which are tried before these.',
      of: [defineArrayMember({ type: 'redirectRule' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Redirects' }) },
});
