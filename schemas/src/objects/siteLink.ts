import { defineField, defineType } from '@sanity/types';
import { type LinkTarget, linkAddressProblem, linkTargetProblem } from '../rules/link.ts';
import { anchorProblem } from '../rules/route.ts';

/** Fields shared by every "where does this go" object: a doc (+ anchor) or a URL. */
export const linkTargetFields = [
  defineField({
    name: 'doc',
    title: 'Doc on this site',
    type: 'reference',
    to: [{ type: 'doc' }],
    // Sanity itself refuses references to docs that are missing or unpublished.
    description: 'Pick the page this link opens. Leave empty if the link goes to another website.',
  }),
  defineField({
    name: 'anchor',
    title: 'Section of the doc (optional)',
    type: 'string',
    description: 'To jump to a heading, enter its anchor, e.g. "help-and-discussion".',
    hidden: ({ parent }) => !parent?.doc,
    validation: (rule) => rule.custom((anchor?: string) => (anchor ? (anchorProblem(anchor) ?? true) : true)),
  }),
  defineField({
    name: 'url',
    title: 'Web address',
    type: 'url',
    description:
      'Full address of another website, starting with https://, or a page of this site that is not a doc, like "/" for the home page. Leave empty when linking a doc.',
    validation: (rule) =>
      rule
        .uri({ scheme: ['http', 'https', 'mailto'], allowRelative: true })
        .custom((url?: string) => linkAddressProblem(url) ?? true),
  }),
];

export const siteLink = defineType({
  name: 'siteLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      description: 'What readers see.',
      validation: (rule) => rule.required(),
    }),
    ...linkTargetFields,
  ],
  validation: (rule) => rule.custom((value: LinkTarget | undefined) => linkTargetProblem(value) ?? true),
  preview: { select: { title: 'label', doc: 'doc.title', url: 'url' }, prepare: linkPreview },
});

export function linkPreview({ title, doc, url }: Record<string, unknown>) {
  return { title: String(title ?? 'Untitled link'), subtitle: doc ? `Doc: ${String(doc)}` : String(url ?? '') };
}
