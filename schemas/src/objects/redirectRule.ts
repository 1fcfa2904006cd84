import { defineField, defineType } from '@sanity/types';
import {
  DEFAULT_REDIRECT_STATUS,
  REDIRECT_STATUSES,
  type RedirectRuleValue,
  redirectRuleProblem,
} from '../rules/redirect.ts';

const STATUS_TITLES: Record<(typeof REDIRECT_STATUSES)[number], string> = {
  301: '301 · Moved for good (search engines move the ranking)',
  302: '302 · Moved for now',
  303: '303 · See other',
  307: '307 · Moved for now, same method',
  308: '308 · Moved for good, same method',
  200: '200 · Show the new page at the old address',
  404: '404 · Show the new address as "not found"',
  410: '410 · Gone',
};

export const redirectRule = defineType({
  name: 'redirectRule',
  title: 'Redirect',
  type: 'object',
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description:
        'A path of this site, like "/docs/old-page". End it with "*" for everything under a folder ("/docs/*"); a part written ":name" matches any value.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description:
        'A path of this site or a full web address. ":splat" is what "*" matched; ":name" what that part matched ("/docs/*" → "/:splat").',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'status',
      title: 'Kind',
      type: 'number',
      options: {
        list: REDIRECT_STATUSES.map((value) => ({ value, title: STATUS_TITLES[value] })),
      },
      initialValue: DEFAULT_REDIRECT_STATUS,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'force',
      title: 'Even where a page exists',
      type: 'boolean',
      description: 'Off: a page at the old address is shown and the rule is skipped. On: the rule always applies.',
      initialValue: false,
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'string',
      description: 'Why this redirect exists. Only editors see it.',
    }),
  ],
  validation: (rule) => rule.custom((value: RedirectRuleValue | undefined) => redirectRuleProblem(value ?? {}) ?? true),
  preview: {
    select: { from: 'from', to: 'to', status: 'status', force: 'force', note: 'note' },
    prepare: ({ from, to, status, force, note }) => ({
      title: `${String(from ?? '?')} → ${String(to ?? '?')}`,
      subtitle: [`${String(status ?? DEFAULT_REDIRECT_STATUS)}${force ? ' · always' : ''}`, note]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
