import { defineField, defineType } from '@sanity/types';
import { CollapsibleIcon } from './editorIcons.ts';
import { pageBlocks } from './pageBlocks.ts';
import { sectionTextBlock } from './portableText.ts';

/**
 * A section readers open and close: a summary line, always shown, over text that starts folded (HTML's
 * `<details>`, as Docusaurus renders it). For answers, long examples and what most readers may skip.
 */
export const collapsible = defineType({
  name: 'collapsible',
  title: 'Collapsible section',
  type: 'object',
  icon: CollapsibleIcon,
  description: 'A line readers click to show or hide the text under it.',
  fields: [
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'string',
      description: 'The line that is always shown, e.g. "Why does the component re-render?".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'open',
      title: 'Open when the page loads',
      type: 'boolean',
      description: 'Off: readers see only the summary until they open it.',
      initialValue: false,
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [sectionTextBlock, ...pageBlocks],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { summary: 'summary', open: 'open' },
    prepare: ({ summary, open }) => ({
      title: String(summary ?? 'Collapsible section'),
      subtitle: open ? 'Collapsible section, open at first' : 'Collapsible section',
    }),
  },
});
