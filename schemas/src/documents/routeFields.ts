import { defineArrayMember, defineField } from '@sanity/types';
import { routeClaimProblem, routeOwner } from '../rules/link.ts';
import { previousRouteProblem, routeProblem } from '../rules/route.ts';

/** Routes are typed by editors, so they are made from the title the way a route reads: lower case, dashes. */
const slugify = (input: string) =>
  input
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Where a page lives: docs and standalone pages share one set of routes, so neither can take another's, nor an
 * address that already sends readers elsewhere.
 */
export const routeField = (example: string) =>
  defineField({
    name: 'route',
    title: 'Route',
    type: 'slug',
    description: `Where the page lives, without slashes at the ends: "${example}" becomes /${example}. Changing it keeps the old address working: it joins the Old routes below.`,
    options: {
      source: 'title',
      slugify,
      // Checked by the route rule below as an error; Sanity's own check only warns.
      isUnique: () => true,
    },
    validation: (rule) =>
      rule.required().custom(async (value: { current?: string } | undefined, context) => {
        if (!value?.current) return true;
        const problem = routeProblem(value.current);
        if (problem) return problem;
        const owner = await routeOwner(value.current, context);
        if (owner) return `${owner} already uses /${value.current}.`;
        return (await routeClaimProblem(value.current, context)) ?? true;
      }),
  });

/** The addresses a page had before; each becomes a redirect to it. */
export const previousRoutesField = (example: string) =>
  defineField({
    name: 'previousRoutes',
    title: 'Old routes',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    description: `Routes this page had before, like "${example}". Readers and search engines following an old link are sent here. Patterns and redirects that are not about one page go in Redirects.`,
    validation: (rule) =>
      rule.unique().custom((value: string[] | undefined, context) => {
        const own = (context.document?.route as { current?: string } | undefined)?.current;
        for (const route of value ?? []) {
          const problem = previousRouteProblem(route);
          if (problem) return `"${route}": ${problem}`;
          if (route === own) return `"${route}" is this page's route now; remove it from the old routes.`;
        }
        return true;
      }),
  });
