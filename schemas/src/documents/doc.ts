import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { pageBlocks } from '../objects/pageBlocks.ts';
import { bodyBlock } from '../objects/portableText.ts';
import { sectionFieldProblem } from '../rules/docsSection.ts';
import { routeIsUnderPath } from '../rules/docsVersion.ts';
import { SANITY_API_VERSION } from '../rules/link.ts';
import { previousRoutesField, routeField } from './routeFields.ts';

export const doc = defineType({
  name: 'doc',
  title: 'Doc page',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The page heading and the first part of the browser tab title.',
      validation: (rule) => rule.required().max(120),
    }),
    routeField('api/hooks'),
    previousRoutesField('api/oldName'),
    defineField({
      name: 'version',
      title: 'Docs version',
      type: 'reference',
      to: [{ type: 'docsVersion' }],
      description:
        'Leave empty for the current docs. A doc of a released version lives under its path and is in its sidebar.',
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          const route = (context.document?.route as { current?: string } | undefined)?.current;
          if (!value?._ref || !route) return true;
          const client = context.getClient({ apiVersion: SANITY_API_VERSION });
          const version = await client.fetch<{ path?: string; label?: string } | null>(
            '*[_id == $versionId][0]{path, label}',
            { versionId: value._ref },
          );
          // A version not found here is judged by the reference check (the Studio's, or the build's).
          if (!version) return true;
          const path = version.path ?? '';
          return routeIsUnderPath(route, path)
            ? true
            : `Docs of ${version.label ?? 'this version'} live under /${path}/: start the route with "${path}/".`;
        }),
    }),
    defineField({
      name: 'section',
      title: 'Docs section',
      type: 'reference',
      to: [{ type: 'docsSection' }],
      description:
        'Leave empty for the main docs. A doc of another section, like a community section, lives under its path and is in its sidebar.',
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          const route = (context.document?.route as { current?: string } | undefined)?.current;
          return (await sectionFieldProblem(value, route, context)) ?? true;
        }),
    }),
    defineField({
      name: 'sidebar',
      title: 'Place in the sidebar',
      type: 'sidebarPlace',
      description:
        'Its category and position. Published with the doc, so the page and its sidebar entry go live together.',
    }),
    defineField({
      name: 'sidebarLabel',
      title: 'Sidebar label',
      type: 'string',
      description: 'Shorter name for the sidebar and previous/next links. Leave empty to use the title.',
    }),
    defineField({
      name: 'browserTitle',
      title: 'Title in browser tabs',
      type: 'string',
      description:
        'Shown in the browser tab, bookmarks and link previews instead of the title, e.g. "batch" for a page titled "batch()". Leave empty to use the title.',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence shown by search engines and link previews.',
      validation: (rule) => rule.max(300).warning('Search engines cut descriptions longer than about 300 characters.'),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: 'Words readers might search for that are not in the text.',
    }),
    defineField({
      name: 'hideTitle',
      title: 'Hide the title',
      type: 'boolean',
      description: 'Turn on only if the body starts with its own heading.',
      initialValue: false,
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'array',
      of: [
        bodyBlock,
        ...pageBlocks,
        defineArrayMember({ type: 'collapsible' }),
        defineArrayMember({ type: 'snippetRef' }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', route: 'route.current' },
    prepare: ({ title, route }) => ({
      title: String(title ?? 'Untitled doc'),
      subtitle: route ? `/${String(route)}` : 'No route yet',
    }),
  },
  orderings: [{ title: 'Route', name: 'routeAsc', by: [{ field: 'route.current', direction: 'asc' }] }],
});
