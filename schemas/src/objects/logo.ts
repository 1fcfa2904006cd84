import { defineField, defineType } from '@sanity/types';

export const logo = defineType({
  name: 'logo',
  title: 'Logo',
  type: 'image',
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the logo for people who cannot see it, e.g. "React Redux logo".',
      validation: (rule) => rule.required(),
    }),
  ],
  // Optional where it is used, as in Docusaurus; a logo that is there has an image.
  validation: (rule) => rule.assetRequired(),
});
