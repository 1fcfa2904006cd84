import { defineArrayMember, defineField } from '@sanity/types';
import { CODE_LANGUAGES } from '../content/codeLanguages.ts';
import { linkAddressProblem } from '../rules/link.ts';
import { anchorProblem } from '../rules/route.ts';

export const externalLink = defineArrayMember({
  name: 'link',
  title: 'Link to another website',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Web address',
      type: 'url',
      description: 'A full address (https://…), or a page of this site that is not a doc, like "/" for the home page.',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['http', 'https', 'mailto'], allowRelative: true })
          .custom((href?: string) => linkAddressProblem(href) ?? true),
    }),
  ],
});

export const internalLink = defineArrayMember({
  name: 'internalLink',
  title: 'Link to a doc',
  type: 'object',
  fields: [
    defineField({
      name: 'reference',
      title: 'Doc',
      type: 'reference',
      to: [{ type: 'doc' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'anchor',
      title: 'Section (optional)',
      type: 'string',
      description: 'Anchor of a heading in that doc, e.g. "useselector".',
      validation: (rule) => rule.custom((anchor?: string) => (anchor ? (anchorProblem(anchor) ?? true) : true)),
    }),
  ],
});

const decorators = [
  { title: 'Bold', value: 'strong' },
  { title: 'Italic', value: 'em' },
  { title: 'Code', value: 'code' },
  { title: 'Strikethrough', value: 'strike-through' },
];

/** Paragraph-level text: no headings. Used inside admonitions, tables and the announcement. */
export const paragraphBlock = defineArrayMember({
  type: 'block',
  styles: [{ title: 'Normal', value: 'normal' }],
  lists: [
    { title: 'Bullet', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: { decorators, annotations: [externalLink, internalLink] },
});

/** A full body block: headings h2–h6 (h1 is the page title), quotes and lists. */
export const bodyBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Heading 5', value: 'h5' },
    { title: 'Heading 6', value: 'h6' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullet', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: { decorators, annotations: [externalLink, internalLink] },
});

export const codeBlock = defineArrayMember({
  type: 'code',
  title: 'Code block',
  options: { language: 'javascript', languageAlternatives: [...CODE_LANGUAGES], withFilename: true },
});

/** What the Studio (and the build, and the importer) says of a body image without alternative text. */
export const MISSING_ALT =
  'No alternative text: readers who cannot see the image learn nothing from it. Describe what it shows.';

export const bodyImage = defineArrayMember({
  type: 'image',
  title: 'Image',
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it. Left empty, the image counts as decoration.',
      // A warning, not an error: an image without a description is decorative (alt=""), which is valid HTML, and
      // sites migrated from Markdown have many; editors see each one listed until they describe it.
      validation: (rule) => rule.required().warning(MISSING_ALT),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      description: 'Shown under the image.',
    }),
  ],
  validation: (rule) => rule.required().assetRequired(),
});
