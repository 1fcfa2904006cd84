import type { Crumb } from '../../docPages/docPagePlan.ts';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { breadcrumbList, scriptJson } from './structuredData.ts';

/** In a page's Head: the breadcrumbs for search engines. */
export function BreadcrumbsStructuredData({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { settings } = useSiteChrome();
  const list = breadcrumbList(crumbs, settings.url);
  if (!list) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the element's text; scriptJson escapes "<"
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(list) }} />;
}
