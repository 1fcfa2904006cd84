import { DocumentIcon } from '@sanity/icons/Document';
import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { pageBlocks } from '../objects/pageBlocks.ts';
import { bodyBlock } from '../objects/portableText.ts';
import { previousRoutesField, routeField } from './routeFields.ts';

/**
 * A page of its own outside the docs (a help page, a page about the project, an error code list): the site's navbar
 * and footer around its text and table of contents, without the docs sidebar, versions or previous/next links.
 * Docusaurus makes these from Markdown files in `src/pages`.
 */
export const page = defineType({
  name: 'page',
  title: 'Standalone page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The page heading and the first part of the browser tab title.',
      validation: (rule) => rule.required().max(120),
    }),
    routeField('help'),
    previousRoutesField('support'),
    defineField({
      name: 'browserTitle',
      title: 'Title in browser tabs',
      type: 'string',
      description:
        'Shown in the browser tab, bookmarks and link previews instead of the title. Leave empty to use the title.',
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
      name: 'hideTableOfContents',
      title: 'Hide the table of contents',
      type: 'boolean',
      description: 'Turn on for a short page whose headings need no list beside it.',
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
      title: String(title ?? 'Untitled page'),
      subtitle: route ? `/${String(route)}` : 'No route yet',
    }),
  },
  orderings: [{ title: 'Route', name: 'routeAsc', by: [{ field: 'route.current', direction: 'asc' }] }],
});
