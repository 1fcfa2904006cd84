import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { codeBlock, paragraphBlock } from './portableText.ts';

/** Docusaurus 3's kinds: `caution` is its older name for a warning, kept with its own title. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

export const admonition = defineType({
  name: 'admonition',
  title: 'Callout',
  type: 'object',
  description: 'A highlighted box for notes, tips and warnings.',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      description:
        'Sets the colour and the title shown when none is given: note (grey), tip (green), info (blue), warning and caution (yellow), danger (red).',
      options: { list: [...ADMONITION_KINDS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'note',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title (optional)',
      type: 'string',
      description: 'Leave empty to show the kind, as "TIP".',
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [paragraphBlock, codeBlock, defineArrayMember({ type: 'math' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { kind: 'kind', title: 'title' },
    prepare: ({ kind, title }) => ({ title: String(title ?? kind ?? 'Callout'), subtitle: `Callout: ${String(kind)}` }),
  },
});

export const admonitionMember = defineArrayMember({ type: 'admonition' });
