import { defineField, defineType, type StringRule } from '@sanity/types';
import { paragraphBlock } from '../objects/portableText.ts';
import { contrastRatio, isHexColor, MINIMUM_TEXT_CONTRAST } from '../rules/color.ts';

type AnnouncementColors = { backgroundColor?: string; textColor?: string };

const hexColor = (rule: StringRule) =>
  rule
    .required()
    .custom((value?: string) => (value && !isHexColor(value) ? 'Enter a colour code like #20232a or #fff.' : true));

export function announcementContrastProblem({ backgroundColor, textColor }: AnnouncementColors): string | undefined {
  if (!backgroundColor || !textColor || !isHexColor(backgroundColor) || !isHexColor(textColor)) return undefined;
  const ratio = contrastRatio(textColor, backgroundColor);
  if (ratio >= MINIMUM_TEXT_CONTRAST) return undefined;
  return `Text and background are too alike to read (contrast ${ratio.toFixed(2)}:1, needs at least ${MINIMUM_TEXT_CONTRAST}:1). Make one darker or lighter.`;
}

export const announcement = defineType({
  name: 'announcement',
  title: 'Announcement bar',
  type: 'document',
  fields: [
    defineField({
      name: 'enabled',
      title: 'Show the announcement',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'announcementId',
      title: 'Announcement name',
      type: 'string',
      description:
        'A short name for this message, e.g. "v9-release". Readers who closed the bar see it again only when this changes, so change it for every new message.',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'lowercase letters, digits and dashes' }),
    }),
    defineField({
      name: 'content',
      title: 'Message',
      type: 'array',
      description: 'One short line. Links are allowed.',
      of: [paragraphBlock],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'backgroundColor',
      title: 'Background colour',
      type: 'string',
      description: 'Colour code, e.g. #764abc.',
      initialValue: '#764abc',
      validation: hexColor,
    }),
    defineField({
      name: 'textColor',
      title: 'Text colour',
      type: 'string',
      description: 'Colour code, e.g. #ffffff. Must be easy to read on the background.',
      initialValue: '#ffffff',
      validation: hexColor,
    }),
    defineField({
      name: 'isCloseable',
      title: 'Readers can close it',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  validation: (rule) =>
    rule.custom((document) => announcementContrastProblem((document ?? {}) as AnnouncementColors) ?? true).error(),
  preview: {
    select: { enabled: 'enabled', id: 'announcementId' },
    prepare: ({ enabled, id }) => ({
      title: 'Announcement bar',
      subtitle: `${enabled ? 'Shown' : 'Hidden'} · ${String(id ?? '')}`,
    }),
  },
});
