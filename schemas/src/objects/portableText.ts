import { type ArrayOfType, defineArrayMember, defineField } from '@sanity/types';
import { CODE_LANGUAGES } from '../content/codeLanguages.ts';
import { jsxTextProblem } from '../rules/jsxText.ts';
import { linkAddressProblem } from '../rules/link.ts';
import { linkAnchorProblem } from '../rules/linkAnchor.ts';
import { anchorProblem } from '../rules/route.ts';
import { AnchorIcon, HighlightIcon, KeyboardKeyIcon, SubscriptIcon, SuperscriptIcon } from './editorIcons.ts';
import { inlineMath } from './math.ts';

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
      description: 'A heading of that doc: pick it from the list, or type its anchor, e.g. "useselector".',
      validation: (rule) => [
        rule.custom((anchor?: string) => (anchor ? (anchorProblem(anchor) ?? true) : true)),
        // A warning: the link still works (it opens the top of the page), and a heading renamed in the linked doc must
        // not stop this one from being published.
        rule
          .custom(async (anchor: string | undefined, context) => (await linkAnchorProblem(anchor, context)) ?? true)
          .warning(),
      ],
    }),
  ],
});

const decorators = [
  { title: 'Bold', value: 'strong' },
  { title: 'Italic', value: 'em' },
  { title: 'Code', value: 'code' },
  { title: 'Strikethrough', value: 'strike-through' },
  { title: 'Superscript', value: 'sup', icon: SuperscriptIcon },
  { title: 'Subscript', value: 'sub', icon: SubscriptIcon },
  { title: 'Keyboard key', value: 'kbd', icon: KeyboardKeyIcon },
  { title: 'Highlight', value: 'mark', icon: HighlightIcon },
];

/**
 * A named place in the text that links can point at (`/page#name`): HTML's `<a id="name">`. Inside a heading it
 * names the heading instead of the id made from its text, as Docusaurus's `## Heading {#name}` does.
 */
export const inlineAnchor = defineArrayMember({
  name: 'anchor',
  title: 'Anchor',
  type: 'object',
  icon: AnchorIcon,
  fields: [
    defineField({
      name: 'id',
      title: 'Anchor name',
      type: 'string',
      description: 'Links reach this place as /page#name. Lowercase letters, digits and hyphens, e.g. "setup-steps".',
      validation: (rule) => rule.required().custom((id?: string) => (id ? (anchorProblem(id) ?? true) : true)),
    }),
  ],
  preview: { select: { id: 'id' }, prepare: ({ id }) => ({ title: String(id ?? '') }) },
});

const NORMAL = { title: 'Normal', value: 'normal' };
const QUOTE = { title: 'Quote', value: 'blockquote' };
const HEADINGS = [2, 3, 4, 5, 6].map((level) => ({ title: `Heading ${level}`, value: `h${level}` }));

/** A kind of text block: its styles and inline objects; every kind has both lists, every mark and both links. */
const textBlockOf = (styles: { title: string; value: string }[], inline: ArrayOfType[] = [inlineAnchor, inlineMath]) =>
  defineArrayMember({
    type: 'block',
    styles,
    lists: [
      { title: 'Bullet', value: 'bullet' },
      { title: 'Numbered', value: 'number' },
    ],
    marks: { decorators, annotations: [externalLink, internalLink] },
    of: inline,
    validation: (rule) => rule.custom((block) => jsxTextProblem(block) ?? true),
  });

/** Paragraph-level text: no headings. Used inside admonitions, tabs and the announcement. */
export const paragraphBlock = textBlockOf([NORMAL]);

/** A full body block: headings h2–h6 (h1 is the page title), quotes and lists. */
export const bodyBlock = textBlockOf([NORMAL, ...HEADINGS, QUOTE]);

/**
 * An image in a line of text, at its own size: the logos and badges of table cells. An address makes it a link, as
 * Markdown's `[![badge](…)](…)` is.
 */
export const inlineImage = defineArrayMember({
  name: 'inlineImage',
  title: 'Image',
  type: 'image',
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image says, for people who cannot see it. Left empty, the image counts as decoration.',
      validation: (rule) => rule.required().warning(MISSING_ALT),
    }),
    defineField({
      name: 'href',
      title: 'Link (optional)',
      type: 'url',
      description: "Where a click on the image leads, e.g. a badge's page.",
      validation: (rule) =>
        rule
          .uri({ scheme: ['http', 'https'], allowRelative: true })
          .custom((href?: string) => (href ? (linkAddressProblem(href) ?? true) : true)),
    }),
  ],
});

/** Text in a table cell: a paragraph that may hold images, as Markdown table cells may. */
export const cellTextBlock = textBlockOf([NORMAL], [inlineAnchor, inlineImage, inlineMath]);

/** Text inside a collapsible section: paragraphs, quotes and lists, no headings (they belong to the page's outline). */
export const sectionTextBlock = textBlockOf([NORMAL, QUOTE]);

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
