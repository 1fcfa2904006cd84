import { defineField, defineType } from '@sanity/types';
import { versionPathProblem } from '../rules/docsVersion.ts';

/** The analytics services the site can load; each names the site in its own attribute. */
export const ANALYTICS_PROVIDERS = ['umami', 'plausible'] as const;
const ANALYTICS_TITLES = { umami: 'Umami', plausible: 'Plausible' } as const;

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'site', title: 'Site', default: true },
    { name: 'appearance', title: 'Appearance' },
    { name: 'search', title: 'Search' },
    { name: 'analytics', title: 'Analytics' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Site title',
      type: 'string',
      group: 'site',
      description: 'Shown in the navbar and at the end of every browser tab title.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'site',
      description: 'One line under the title on the home page and in link previews.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Site address',
      type: 'url',
      group: 'site',
      description: 'The public address of the site, e.g. https://react-redux.js.org. Used for canonical links.',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'titleDelimiter',
      title: 'Title separator',
      type: 'string',
      group: 'site',
      description: 'Goes between the page title and the site title in browser tabs.',
      initialValue: ' | ',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'favicon',
      title: 'Browser tab icon',
      type: 'image',
      group: 'appearance',
      description: 'A square image, at least 32 × 32 pixels.',
    }),
    defineField({
      name: 'socialCard',
      title: 'Social card',
      type: 'image',
      group: 'appearance',
      description:
        'The picture chat apps and social networks show when someone shares a page: PNG or JPEG, about 1200 × 630 pixels. Most of them do not show SVG.',
      validation: (rule) =>
        rule
          .custom((image?: { asset?: { _ref?: string } }) =>
            image?.asset?._ref?.endsWith('-svg')
              ? 'Most sharing previews do not show SVG images: use PNG or JPEG.'
              : true,
          )
          .warning(),
    }),
    defineField({
      name: 'colorMode',
      title: 'Light and dark mode',
      type: 'object',
      group: 'appearance',
      fields: [
        defineField({
          name: 'defaultMode',
          title: 'Default mode',
          type: 'string',
          options: { list: ['light', 'dark'], layout: 'radio', direction: 'horizontal' },
          initialValue: 'light',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'respectPrefersColorScheme',
          title: "Follow the reader's system setting",
          type: 'boolean',
          description: 'When on, readers whose device is set to dark mode get dark mode first.',
          initialValue: false,
        }),
        defineField({
          name: 'showSwitch',
          title: 'Show the light/dark switch',
          type: 'boolean',
          initialValue: true,
        }),
      ],
    }),
    defineField({
      name: 'docsVersionLabel',
      title: 'Docs version label',
      type: 'string',
      group: 'site',
      description: 'Name of the current docs version in the version menu.',
      initialValue: 'Next',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'docsVersionPath',
      title: 'Docs version path',
      type: 'string',
      group: 'site',
      description:
        'Where the current docs live, like "docs" or "docs/next": the version menu finds a page in another version by the rest of its route. Empty when they start at the site\'s root.',
      validation: (rule) => rule.custom((value: string | undefined) => versionPathProblem(value ?? '') ?? true),
    }),
    defineField({
      name: 'studioUrl',
      title: 'Studio address',
      type: 'url',
      group: 'site',
      description:
        'Where editors open this Studio, like https://react-redux-docs.sanity.studio. "Edit this page" links on doc pages lead there.',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'showEditLinks',
      title: 'Show "Edit this page" on doc pages',
      type: 'boolean',
      group: 'site',
      description:
        'Each doc page links to its document in the Studio (needs the Studio address). Readers without an account see the sign-in page.',
      initialValue: false,
      validation: (rule) =>
        rule
          .custom((on: boolean | undefined, context) =>
            on && !(context.document as { studioUrl?: string } | undefined)?.studioUrl
              ? 'Enter the Studio address too, or the links are not shown.'
              : true,
          )
          .warning(),
    }),
    defineField({
      name: 'hideNavbarOnScroll',
      title: 'Hide the navbar while scrolling down',
      type: 'boolean',
      group: 'appearance',
      initialValue: false,
    }),
    defineField({
      name: 'tocMinHeadingLevel',
      title: 'Table of contents: highest heading level',
      type: 'number',
      group: 'appearance',
      description: '2 means "## Heading" sections. Between 2 and 6.',
      initialValue: 2,
      validation: (rule) => rule.required().integer().min(2).max(6),
    }),
    defineField({
      name: 'tocMaxHeadingLevel',
      title: 'Table of contents: lowest heading level',
      type: 'number',
      group: 'appearance',
      description: 'Headings deeper than this are left out. Between 2 and 6, not above the highest level.',
      initialValue: 3,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(2)
          .max(6)
          .custom((max, context) => {
            const min = (context.document as { tocMinHeadingLevel?: number } | undefined)?.tocMinHeadingLevel;
            return typeof max === 'number' && typeof min === 'number' && max < min
              ? 'The lowest level cannot be above the highest level.'
              : true;
          }),
    }),
    defineField({
      name: 'missingResultsUrl',
      title: 'Where readers report missing search results',
      type: 'url',
      group: 'search',
      description:
        'Offered as "Let us know." when a search finds nothing, e.g. the new-issue page of the docs repository. {query} is replaced with what the reader searched for. Leave empty to not offer the link.',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'algolia',
      title: 'Algolia DocSearch (optional)',
      type: 'object',
      group: 'search',
      description:
        'The application ID, search-only key and index name of an Algolia DocSearch index, when the site has one; otherwise leave all three empty.',
      fields: [
        defineField({ name: 'appId', title: 'Application ID', type: 'string' }),
        defineField({
          name: 'searchApiKey',
          title: 'Search-only API key',
          type: 'string',
          description: 'The public search-only key. Never paste an admin key here: this value is shown to readers.',
        }),
        defineField({ name: 'indexName', title: 'Index name', type: 'string' }),
        defineField({
          name: 'insights',
          title: 'Send search analytics events',
          type: 'boolean',
          description:
            'Tells Algolia which results readers open (Algolia Insights), for its analytics. Leave off unless the team reads those reports.',
        }),
      ],
      validation: (rule) =>
        rule.custom((value?: { appId?: string; searchApiKey?: string; indexName?: string }) => {
          const filled = [value?.appId, value?.searchApiKey, value?.indexName].filter(Boolean).length;
          return filled === 0 || filled === 3 ? true : 'Fill in all three Algolia fields, or none of them.';
        }),
    }),
    defineField({
      name: 'analytics',
      title: 'Visitor analytics (optional)',
      type: 'object',
      group: 'analytics',
      description:
        'A privacy-friendly analytics service (Umami or Plausible, hosted or your own). It loads after the page is ready and never for readers whose browser asks not to be tracked (Do Not Track, Global Privacy Control). Leave empty for none.',
      fields: [
        defineField({
          name: 'provider',
          title: 'Service',
          type: 'string',
          options: { list: ANALYTICS_PROVIDERS.map((value) => ({ value, title: ANALYTICS_TITLES[value] })) },
        }),
        defineField({
          name: 'scriptUrl',
          title: 'Script address',
          type: 'url',
          description: "The tracking script's address, like https://analytics.example.org/script.js.",
          validation: (rule) => rule.uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'siteId',
          title: 'Site ID',
          type: 'string',
          description: "Umami: the website ID. Plausible: the site's domain, like react-redux.js.org.",
        }),
      ],
      validation: (rule) =>
        rule.custom((value?: { provider?: string; scriptUrl?: string; siteId?: string }) => {
          const filled = [value?.provider, value?.scriptUrl, value?.siteId].filter(Boolean).length;
          return filled === 0 || filled === 3
            ? true
            : 'Fill in the service, the script address and the site ID, or none of them.';
        }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
