import { ComponentIcon } from '@sanity/icons/Component';
import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { pageBlocks } from '../objects/pageBlocks.ts';
import { bodyBlock } from '../objects/portableText.ts';

/**
 * Text several docs share (a warning at the top of every tutorial page, a note on how examples are written),
 * edited once and shown wherever a doc includes it with a Snippet block. A snippet holds what a doc body holds but
 * other snippets, so an include can never loop.
 */
export const snippet = defineType({
  name: 'snippet',
  title: 'Snippet',
  type: 'document',
  icon: ComponentIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description: 'What editors pick it by in a Snippet block. Readers never see it.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      description: 'Shown in every doc that includes this snippet, where the Snippet block is.',
      of: [bodyBlock, ...pageBlocks, defineArrayMember({ type: 'collapsible' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title: String(title ?? 'Untitled snippet'), subtitle: 'Snippet' }),
  },
});
