import { defineField, defineType } from '@sanity/types';
import { routeIsUnderPath } from '../rules/docsVersion.ts';
import { routeOwner, SANITY_API_VERSION } from '../rules/link.ts';
import { routeProblem } from '../rules/route.ts';
import { sidebarOwnerFields } from './sidebarItemOwner.ts';

/** What a category's label leads to: nothing (it only opens and closes), one of its docs, or a page listing its items. */
export const CATEGORY_LINK_KINDS = ['none', 'doc', 'generatedIndex'] as const;
export type CategoryLinkKind = (typeof CATEGORY_LINK_KINDS)[number];

type CategoryLink = { kind?: CategoryLinkKind; doc?: { _ref?: string }; route?: { current?: string } };

/**
 * A category of a docs version's sidebar (the current docs' when Version is empty). It holds the docs, links
 * and categories that name it as their category, in their positions' order, so categories nest to any depth.
 */
export const sidebarCategory = defineType({
  name: 'sidebarCategory',
  title: 'Sidebar category',
  type: 'document',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the sidebar and the breadcrumbs call it.',
      validation: (rule) => rule.required().max(80),
    }),
    ...sidebarOwnerFields,
    defineField({ name: 'sidebar', title: 'Place in the sidebar', type: 'sidebarPlace' }),
    defineField({
      name: 'collapsible',
      title: 'Readers can close it',
      type: 'boolean',
      description: 'Off: always open, with no button to close it.',
      initialValue: true,
    }),
    defineField({
      name: 'collapsed',
      title: 'Start closed',
      type: 'boolean',
      description: 'Readers see only its label until they open it. It is open on the pages it holds.',
      initialValue: true,
      hidden: ({ document }) => document?.collapsible === false,
    }),
    defineField({
      name: 'link',
      title: 'Page of the category',
      type: 'object',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'kind',
          title: 'Its label leads to',
          type: 'string',
          options: {
            list: [
              { title: 'Nothing: it only opens and closes', value: 'none' },
              { title: 'A doc', value: 'doc' },
              { title: 'A page listing its items as cards', value: 'generatedIndex' },
            ],
            layout: 'radio',
          },
          initialValue: 'none',
        }),
        defineField({
          name: 'doc',
          title: 'Doc',
          type: 'reference',
          to: [{ type: 'doc' }],
          hidden: ({ parent }) => (parent as CategoryLink | undefined)?.kind !== 'doc',
          validation: (rule) =>
            rule.custom((value: { _ref?: string } | undefined, context) =>
              (context.parent as CategoryLink | undefined)?.kind === 'doc' && !value?._ref
                ? 'Choose the doc the label leads to.'
                : true,
            ),
        }),
        defineField({
          name: 'route',
          title: 'Route of the page',
          type: 'slug',
          description: 'Where the page listing its items lives, like "category/guides".',
          hidden: ({ parent }) => (parent as CategoryLink | undefined)?.kind !== 'generatedIndex',
          options: { isUnique: () => true },
          validation: (rule) =>
            rule.custom(async (value: { current?: string } | undefined, context) => {
              if ((context.parent as CategoryLink | undefined)?.kind !== 'generatedIndex') return true;
              if (!value?.current) return 'Give the page a route.';
              const problem = routeProblem(value.current);
              if (problem) return problem;
              // A version's or a section's page lives under its path.
              const versionId = (context.document?.version as { _ref?: string } | undefined)?._ref;
              const sectionId = (context.document?.section as { _ref?: string } | undefined)?._ref;
              if (versionId || sectionId) {
                const client = context.getClient({ apiVersion: SANITY_API_VERSION });
                const path = await client.fetch<string | null>(
                  versionId ? '*[_id == $versionId][0].path' : '*[_id == $sectionId][0].path',
                  versionId ? { versionId } : { sectionId },
                );
                if (path && !routeIsUnderPath(value.current, path)) return `Start the route with "${path}/".`;
              }
              const owner = await routeOwner(value.current, context);
              return owner ? `${owner} already uses /${value.current}.` : true;
            }),
        }),
        defineField({
          name: 'title',
          title: 'Title of the page',
          type: 'string',
          description: 'Leave empty to use the label.',
          hidden: ({ parent }) => (parent as CategoryLink | undefined)?.kind !== 'generatedIndex',
        }),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'Shown on its card when a page lists the items of the category above it, and on its own page.',
    }),
  ],
  preview: {
    select: { title: 'label', version: 'version.label' },
    prepare: ({ title, version }) => ({
      title: String(title ?? 'Untitled category'),
      subtitle: version ? `Category · ${String(version)}` : 'Category',
    }),
  },
  orderings: [{ title: 'Sidebar order', name: 'sidebarOrder', by: [{ field: 'sidebar.position', direction: 'asc' }] }],
});
