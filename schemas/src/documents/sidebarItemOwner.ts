import { defineField } from '@sanity/types';
import { sectionFieldProblem } from '../rules/docsSection.ts';

/** The fields saying whose sidebar a category or link is in: a released version's, a docs section's, or the main docs'. */
export const sidebarOwnerFields = [
  defineField({
    name: 'version',
    title: 'Docs version',
    type: 'reference',
    to: [{ type: 'docsVersion' }],
    description: "Leave empty for the current docs' sidebar.",
  }),
  defineField({
    name: 'section',
    title: 'Docs section',
    type: 'reference',
    to: [{ type: 'docsSection' }],
    description: "Leave empty for the main docs' sidebar.",
    validation: (rule) =>
      rule.custom(async (value: { _ref?: string } | undefined, context) => {
        return (await sectionFieldProblem(value, undefined, context)) ?? true;
      }),
  }),
];
