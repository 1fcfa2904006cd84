import { defineField, defineType } from '@sanity/types';
import { sectionNameProblem } from '../rules/docsSection.ts';
import { otherDocuments } from '../rules/otherDocuments.ts';
import { routeProblem } from '../rules/route.ts';

/**
 * A docs section beside the main docs, with its own address and its own sidebar: a companion tool's docs, a
 * community section. Docusaurus runs one as a second instance of its docs plugin. Its docs, sidebar categories and
 * links name it in their Section field; the main docs are the ones that name none. It may have released versions of
 * its own (docs versions whose Section is this one), with a version menu of their own.
 */
export const docsSection = defineType({
  name: 'docsSection',
  title: 'Docs section',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description:
        'A short id, like "community" (Docusaurus calls it the docs plugin\'s id). Search tells sections apart by it.',
      validation: (rule) =>
        rule.required().custom(async (value: string | undefined, context) => {
          if (!value) return true;
          const problem = sectionNameProblem(value);
          if (problem) return problem;
          return (await otherDocuments('docsSection', 'name == $name', { name: value }, context)) === 0
            ? true
            : `Another docs section is already named "${value}".`;
        }),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What search results and the breadcrumbs call it, like "Community".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'currentLabel',
      title: 'Label of its current docs',
      type: 'string',
      description:
        'What its version menu calls the docs in no released version, like "Next". Only shown once the section has released versions.',
      initialValue: 'Next',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description:
        'Where its current docs live, without slashes at the ends, like "community": every route of its current docs starts with it. Its released versions have paths of their own.',
      validation: (rule) =>
        rule.required().custom(async (value: string | undefined, context) => {
          if (!value) return true;
          const problem = routeProblem(value);
          if (problem) return problem;
          return (await otherDocuments('docsSection', 'path == $path', { path: value }, context)) === 0
            ? true
            : `Another docs section already lives at /${value}.`;
        }),
    }),
  ],
  preview: {
    select: { label: 'label', path: 'path' },
    prepare: ({ label, path }) => ({ title: String(label ?? 'Unnamed section'), subtitle: `/${String(path ?? '')}` }),
  },
});
