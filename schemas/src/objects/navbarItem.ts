import { type ConditionalPropertyCallbackContext, defineArrayMember, defineField, defineType } from '@sanity/types';
import { type LinkTarget, linkTargetProblem } from '../rules/link.ts';
import { linkPreview, linkTargetFields } from './siteLink.ts';

/** What a navbar item is: a link (or a menu of links), or one of the menus the site fills itself. */
export const NAVBAR_ITEM_KINDS = ['link', 'docsVersionDropdown', 'localeDropdown'] as const;
const KIND_TITLES = { link: 'Link or menu', docsVersionDropdown: 'Docs version menu', localeDropdown: 'Language menu' };
const isLink = (parent: unknown) => ((parent as { kind?: string } | undefined)?.kind ?? 'link') === 'link';

export const navbarItem = defineType({
  name: 'navbarItem',
  title: 'Navbar item',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      description: 'The version and language menus list the docs versions and languages the site has.',
      options: {
        list: NAVBAR_ITEM_KINDS.map((value) => ({ value, title: KIND_TITLES[value] })),
        layout: 'radio',
      },
      // Items saved before menus were items have none: they are links.
      initialValue: 'link',
    }),
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      hidden: ({ parent }) => !isLink(parent),
      validation: (rule) =>
        rule.custom((label: string | undefined, context) =>
          isLink(context.parent) && !label ? 'A link needs the text readers see.' : true,
        ),
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
    ...linkTargetFields.map((field) => ({
      ...field,
      hidden: (context: ConditionalPropertyCallbackContext) =>
        !isLink(context.parent) || (typeof field.hidden === 'function' && field.hidden(context)),
    })),
    defineField({
      name: 'docsSection',
      title: 'Versions of',
      type: 'reference',
      to: [{ type: 'docsSection' }],
      description: "The docs section whose versions the menu lists. Leave empty for the main docs' versions.",
      hidden: ({ parent }) => (parent as { kind?: string } | undefined)?.kind !== 'docsVersionDropdown',
    }),
    defineField({
      name: 'dropdown',
      hidden: ({ parent }) => !isLink(parent),
      title: 'Dropdown links (optional)',
      type: 'array',
      description: 'Add links here to turn this item into a menu. The item then needs no target of its own.',
      of: [defineArrayMember({ type: 'siteLink' })],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: (LinkTarget & { dropdown?: unknown[]; kind?: string }) | undefined) =>
      !isLink(value) || value?.dropdown?.length ? true : (linkTargetProblem(value) ?? true),
    ),
  preview: {
    select: {
      title: 'label',
      doc: 'doc.title',
      url: 'url',
      position: 'position',
      kind: 'kind',
      section: 'docsSection.label',
    },
    prepare: ({ position, kind, section, ...rest }) => {
      if (!isLink({ kind })) {
        const title = KIND_TITLES[kind as keyof typeof KIND_TITLES];
        return { title: section ? `${title}: ${String(section)}` : title, subtitle: String(position ?? 'left') };
      }
      const preview = linkPreview(rest);
      return { ...preview, subtitle: `${String(position ?? 'left')} · ${preview.subtitle}` };
    },
  },
});
