import { ComponentIcon } from '@sanity/icons/Component';
import { defineField, defineType } from '@sanity/types';

/** A doc body's place for a snippet: the snippet's text is shown here, as it is when the site is built. */
export const snippetRef = defineType({
  name: 'snippetRef',
  title: 'Snippet',
  type: 'object',
  icon: ComponentIcon,
  description: 'Shared text, edited once in Snippets and shown in every doc that includes it.',
  fields: [
    defineField({
      name: 'snippet',
      title: 'Snippet',
      type: 'reference',
      to: [{ type: 'snippet' }],
      description: 'Edit its text under Snippets; every doc that includes it shows the change.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'snippet.title' },
    prepare: ({ title }) => ({ title: title ? String(title) : 'No snippet chosen', subtitle: 'Snippet' }),
  },
});
