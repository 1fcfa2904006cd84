import { defineField, defineType } from '@sanity/types';
import { linkAddressProblem } from '../rules/link.ts';
import { sidebarOwnerFields } from './sidebarItemOwner.ts';

/** A link in a docs version's sidebar, to a page of this site that is not a doc or to another website. */
export const sidebarLink = defineType({
  name: 'sidebarLink',
  title: 'Sidebar link',
  type: 'document',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'A full address like "https://github.com/reduxjs/react-redux" (it opens in a new tab) or a path of this site like "/search".',
      validation: (rule) => rule.required().custom((value: string | undefined) => linkAddressProblem(value) ?? true),
    }),
    ...sidebarOwnerFields,
    defineField({ name: 'sidebar', title: 'Place in the sidebar', type: 'sidebarPlace' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'Shown on its card when a page lists the items of its category.',
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href' },
    prepare: ({ title, subtitle }) => ({ title: String(title ?? 'Untitled link'), subtitle: String(subtitle ?? '') }),
  },
});
