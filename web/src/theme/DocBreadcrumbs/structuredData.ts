import type { Crumb } from '../../docPages/docPagePlan.ts';

/**
 * The breadcrumbs as schema.org's BreadcrumbList, which search engines show under a result, written as current
 * Docusaurus writes it: the steps that have an address, numbered from 1, with absolute addresses; home is not
 * a step. Undefined when no step has an address.
 */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const steps = crumbs.filter((crumb) => crumb.href !== null);
  if (steps.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${base}${crumb.href}`,
    })),
  };
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can end or change it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
