import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { codeBlock, paragraphBlock } from './portableText.ts';

const GROUP_ID = /^[A-Za-z0-9_-]+$/;

export const tab = defineType({
  name: 'tab',
  title: 'Tab',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The text on the tab, e.g. "TypeScript".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Value (optional)',
      type: 'string',
      description: 'Tabs with the same value in one group switch together, e.g. "ts". Leave empty to use the label.',
    }),
    defineField({
      name: 'body',
      title: 'Content',
      type: 'array',
      of: [paragraphBlock, codeBlock, defineArrayMember({ type: 'math' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'label' } },
});

export const tabs = defineType({
  name: 'tabs',
  title: 'Tabs',
  type: 'object',
  description: 'The same content in several forms (e.g. JavaScript and TypeScript); readers pick one.',
  fields: [
    defineField({
      name: 'groupId',
      title: 'Group (optional)',
      type: 'string',
      description:
        'Tab blocks with the same group switch together on every page, and the reader\'s choice is remembered, e.g. "language".',
      validation: (rule) =>
        rule.custom((value: string | undefined) =>
          value === undefined || GROUP_ID.test(value) ? true : 'Use letters, digits, dashes and underscores only.',
        ),
    }),
    defineField({
      name: 'tabs',
      title: 'Tabs',
      type: 'array',
      of: [defineArrayMember({ type: 'tab' })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((value: { label?: string; value?: string }[] | undefined) => {
            const keys = (value ?? []).map((item) => item.value || item.label);
            const repeated = keys.find((key, index) => key !== undefined && keys.indexOf(key) !== index);
            return repeated === undefined ? true : `Two tabs are both "${repeated}"; give each its own label or value.`;
          }),
    }),
  ],
  preview: {
    select: { tabs: 'tabs' },
    prepare: ({ tabs: items }) => ({
      title: ((items ?? []) as { label?: string }[]).map((item) => item.label ?? '?').join(' · ') || 'Tabs',
      subtitle: 'Tabs',
    }),
  },
});

export const tabsMember = defineArrayMember({ type: 'tabs' });
