import type { Diagnostics } from '../diagnostics.ts';
import type { DocIndex } from '../links/docIndex.ts';
import { normalizeRoute } from '../links/resolveLink.ts';
import type { VersionImport } from '../versions/types.ts';

/**
 * Leaves out, with a warning, each sidebar link to a path of the site that the import brings no page for (a
 * custom React page, the blog): the site would have nothing there, and its build refuses links to nowhere. Paths
 * of docs (of any version), of category pages and of the site's own pages stay. Runs once every version's
 * sidebar is converted, since a link may lead into another version.
 */
export function leaveOutLinksToMissingPages(
  versions: readonly VersionImport[],
  site: DocIndex,
  diagnostics: Diagnostics,
) {
  const pages = new Set<string>(site.pageRoutes);
  for (const version of versions) {
    for (const category of version.sidebar?.categories ?? []) {
      const route = category.link?.kind === 'generatedIndex' ? category.link.route?.current : undefined;
      if (route) pages.add(route);
    }
  }
  for (const version of versions) {
    const sidebar = version.sidebar;
    if (!sidebar) continue;
    sidebar.links = sidebar.links.filter((link) => {
      if (!link.href.startsWith('/')) return true;
      const route = normalizeRoute(link.href.replace(/[?#].*$/, ''));
      if (pages.has(route) || site.findRoute(route)) return true;
      diagnostics.warn(
        version.source.sidebarsOrigin,
        `link "${link.label}" leads to ${link.href}, which is not a doc or a Markdown page (the blog and React pages are not migrated); left out`,
      );
      return false;
    });
  }
}
