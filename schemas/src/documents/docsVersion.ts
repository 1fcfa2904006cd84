import { defineField, defineType, type ValidationContext } from '@sanity/types';
import { versionNameProblem, versionPathProblem } from '../rules/docsVersion.ts';
import { otherDocuments } from '../rules/otherDocuments.ts';

/**
 * A released version of the docs, kept beside the current ones: its own docs
 * and sidebar categories (each names it in its Version field), and a place in
 * the version menu. The current docs are the ones with no version; their
 * label and path are in the site settings. A version of a docs section (Section
 * set) holds that section's docs and has a menu of its own; names, "Latest
 * release" and menu places count within one section.
 */
const sameSection = (context: ValidationContext) => ({
  section: (context.document?.section as { _ref?: string } | undefined)?._ref ?? null,
});
export const docsVersion = defineType({
  name: 'docsVersion',
  title: 'Docs version',
  type: 'document',
  fields: [
    defineField({
      name: 'section',
      title: 'Docs section',
      type: 'reference',
      to: [{ type: 'docsSection' }],
      description: "Leave empty for a version of the main docs. Set it for a version of another section's docs.",
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The version number, like "1.x" or "7.2.0". Search and readers\' saved choices use it.',
      validation: (rule) =>
        rule.required().custom(async (value: string | undefined, context) => {
          if (!value) return true;
          const problem = versionNameProblem(value);
          if (problem) return problem;
          const others = await otherDocuments(
            'docsVersion',
            'name == $name && section._ref == $section',
            { name: value, ...sameSection(context) },
            context,
          );
          return others === 0 ? true : `Another docs version of these docs is already named "${value}".`;
        }),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the version menu and the banner call it, like "v7.x".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description:
        'Where its docs live, without slashes at the ends, like "docs/1.x": every route of its docs starts with it. Empty for the site\'s root.',
      validation: (rule) =>
        rule.custom(async (value: string | undefined, context) => {
          const problem = versionPathProblem(value ?? '');
          if (problem) return problem;
          return (await otherDocuments(
            'docsVersion',
            'coalesce(path, "") == $path',
            { path: value ?? '' },
            context,
          )) === 0
            ? true
            : `Another docs version already lives at /${value ?? ''}.`;
        }),
    }),
    defineField({
      name: 'isLast',
      title: 'Latest release',
      type: 'boolean',
      description:
        'Turn on for the newest released version: search looks in it by default, and the current docs show a banner saying they are not released yet. One version of each docs section at most.',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value: boolean | undefined, context) => {
          if (!value) return true;
          const others = await otherDocuments(
            'docsVersion',
            'isLast == true && section._ref == $section',
            sameSection(context),
            context,
          );
          return others === 0
            ? true
            : 'Another docs version of these docs is already the latest release; turn it off there first.';
        }),
    }),
    defineField({
      name: 'order',
      title: 'Place in the version menu',
      type: 'number',
      description:
        "The menu lists the current docs first, then versions by this number, smallest first (each docs section's versions have a menu of their own).",
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: {
    select: { label: 'label', name: 'name', path: 'path', section: 'section.label' },
    prepare: ({ label, name, path, section }) => ({
      title: String(label ?? name ?? 'Unnamed version'),
      subtitle: section ? `${String(section)} · /${String(path ?? '')}` : `/${String(path ?? '')}`,
    }),
  },
  orderings: [{ title: 'Menu order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
});
