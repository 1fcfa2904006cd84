import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { type LinkTarget, linkTargetProblem } from '../rules/link.ts';
import { linkPreview, linkTargetFields } from './linkTarget.ts';

export const navbarItem = defineType({
  name: 'navbarItem',
  title: 'Navbar item',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'position',
      title: 'Side',
      type: 'string',
      description: 'Items on the left sit next to the logo; items on the right next to search.',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'left',
      validation: (rule) => rule.required(),
    }),
    ...linkTargetFields,
    defineField({
      name: 'dropdown',
      title: 'Dropdown links (optional)',
      type: 'array',
      description: 'Add links here to turn this item into a menu. The item then needs no target of its own.',
      of: [defineArrayMember({ type: 'siteLink' })],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: (LinkTarget & { dropdown?: unknown[] }) | undefined) =>
      value?.dropdown?.length ? true : (linkTargetProblem(value) ?? true),
    ),
  preview: {
    select: { title: 'label', doc: 'doc.title', url: 'url', position: 'position' },
    prepare: ({ position, ...rest }) => {
      const preview = linkPreview(rest);
      return { ...preview, subtitle: `${String(position ?? 'left')} · ${preview.subtitle}` };
    },
  },
});
