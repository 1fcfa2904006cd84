import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { EMBED_PROVIDERS, embedProblem } from '../rules/embed.ts';

export const embed = defineType({
  name: 'embed',
  title: 'Embed',
  type: 'object',
  description: `A running example or a video, from ${EMBED_PROVIDERS.join(', ')}. It loads only when a reader scrolls to it.`,
  fields: [
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      description: 'The page to embed, as the browser shows it, e.g. https://codesandbox.io/s/example-abc12.',
      validation: (rule) =>
        rule.required().custom((value: string | undefined) => (value ? (embedProblem(value) ?? true) : true)),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Says what the embed shows; screen readers announce it, e.g. "Counter example on CodeSandbox".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', url: 'url' },
    prepare: ({ title, url }) => ({ title: String(title ?? 'Embed'), subtitle: String(url ?? '') }),
  },
});

export const embedMember = defineArrayMember({ type: 'embed' });
