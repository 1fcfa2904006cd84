import { normalizeRoute, resolveRoute } from '../links/resolveLink.ts';
import type { ConfigContext, Json, Warn } from './types.ts';

/** A Docusaurus link (`to`, `href`, a doc, a sidebar) as a site.json link, or undefined (with a warning) when it leads nowhere here. */
export function siteLink(item: Json, at: string, context: ConfigContext, warn: Warn): Json | undefined {
  const label = typeof item.label === 'string' ? item.label : undefined;
  const name = label === undefined ? 'an item' : `"${label}"`;
  // `docsPluginId` names another docs section's plugin: the item leads into that section.
  const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  const inSection = pluginId === undefined ? '' : ` of docs plugin "${pluginId}"`;
  if (item.type === 'docSidebar') {
    const route = context.firstDocRouteOf ? context.firstDocRouteOf(pluginId) : context.firstDocRoute;
    if (route === undefined && pluginId !== undefined) {
      warn(at, `${name} opens the sidebar${inSection}, which is not imported; left out`);
    }
    return route === undefined ? undefined : { to: route };
  }
  if (item.type === 'doc' && typeof item.docId === 'string') {
    const target = context.docById(item.docId, pluginId);
    if (target) return { to: target.route };
    warn(at, `${name} links to doc "${item.docId}"${inSection}, which is not imported; left out`);
    return undefined;
  }
  // Docusaurus takes a path of the site as `href` too: a doc's becomes a link to the doc, the home page's stays a path.
  const href = typeof item.href === 'string' ? item.href : undefined;
  if (href !== undefined && !(href.startsWith('/') && !href.startsWith('//'))) return { href };
  const to = href ?? (typeof item.to === 'string' ? item.to : undefined);
  if (to === undefined) {
    warn(at, `${name} has no link (to, href, docId); left out`);
    return undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return { href: to };
  if (resolveRoute(to, context.docs).kind === 'internal') return { to };
  // A page of the site that is not a doc (the home page, a standalone page) stays a path.
  const sitePath = `/${to.replace(/^\/+/, '')}`;
  if (context.docs.site.pageRoutes.has(normalizeRoute(sitePath.replace(/[#?].*$/, '')))) return { href: sitePath };
  warn(
    at,
    `${name} links to ${to}, which is not a doc or a Markdown page (the blog and React pages are not migrated); left out`,
  );
  return undefined;
}
