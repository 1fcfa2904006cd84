import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { linkTargetFields } from '../objects/siteLink.ts';
import { type LinkTarget, linkTargetProblem } from '../rules/link.ts';

export const landingPage = defineType({
  name: 'landingPage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      title: 'Top banner',
      type: 'object',
      fields: [
        defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'tagline', title: 'Tagline', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'actions',
          title: 'Buttons',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'heroAction',
              title: 'Button',
              type: 'object',
              fields: [
                defineField({ name: 'label', title: 'Text', type: 'string', validation: (rule) => rule.required() }),
                defineField({
                  name: 'variant',
                  title: 'Style',
                  type: 'string',
                  options: { list: ['primary', 'secondary'], layout: 'radio', direction: 'horizontal' },
                  initialValue: 'primary',
                }),
                ...linkTargetFields,
              ],
              validation: (rule) => rule.custom((value: LinkTarget | undefined) => linkTargetProblem(value) ?? true),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'features',
      title: 'Feature blocks',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Feature',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required(),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
