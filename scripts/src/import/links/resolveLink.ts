import path from 'node:path';
import { fromSiteAlias } from '../inputs/siteAlias.ts';
import type { DocIndex } from './docIndex.ts';
import type { DocTarget, LinkOrigin, LinkResolution } from './types.ts';

/** `/api/hooks/` → `api/hooks`. */
export function normalizeRoute(route: string): string {
  return route
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function internal(target: DocTarget, anchor: string | undefined): LinkResolution {
  return anchor === undefined ? { kind: 'internal', target } : { kind: 'internal', target, anchor };
}

/**
 * Resolves a Markdown link the way Docusaurus does: `http(s):`/`mailto:` are
 * external; `.md`/`.mdx` paths are files relative to the linking file (then
 * to its version's docs folder); `/route#anchor` is a route of any version
 * (routeBasePath is `/`, so `/docs/…` is not special); `#anchor` is the same
 * page; other relative paths are routes relative to the page's URL unless
 * they name a non-doc file. `index` is the linking doc's version's.
 */
export function resolveLink(href: string, origin: LinkOrigin, index: DocIndex): LinkResolution {
  const link = href.trim();
  if (link === '') return { kind: 'unresolved', reason: 'the link has no address' };
  if (/^https?:\/\//i.test(link)) {
    try {
      new URL(link);
      return { kind: 'external', href: link };
    } catch {
      return { kind: 'unresolved', reason: `"${link}" is not a valid web address` };
    }
  }
  if (/^mailto:./i.test(link)) return { kind: 'external', href: link };
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(link)?.[1];
  if (scheme !== undefined)
    return { kind: 'unresolved', reason: `links with "${scheme}:" are not supported (use https:, http: or mailto:)` };
  if (link.startsWith('//'))
    return { kind: 'unresolved', reason: `"${link}" has no scheme; write it as https:${link}` };

  const hash = link.indexOf('#');
  const pathAndQuery = hash >= 0 ? link.slice(0, hash) : link;
  const anchor = hash >= 0 && hash < link.length - 1 ? decode(link.slice(hash + 1)) : undefined;
  const rawPath = pathAndQuery.replace(/\?.*$/, '');
  if (rawPath === '') {
    // A standalone page is linked by its path (links reference docs only), its own sections too.
    if (origin.page !== undefined) return { kind: 'external', href: `/${origin.page}${link}` };
    if (!origin.self)
      return {
        kind: 'unresolved',
        reason: `"${link}" points to a section of the current page, but there is no page here`,
      };
    return internal(origin.self, anchor);
  }
  const linkPath = decode(rawPath);

  if (/\.mdx?$/i.test(linkPath)) {
    const inSite = fromSiteAlias(linkPath, index.siteDir);
    const candidates = inSite
      ? [inSite]
      : linkPath.startsWith('/')
        ? [path.join(index.docsDir, linkPath)]
        : [path.resolve(path.dirname(origin.file), linkPath), path.resolve(index.docsDir, linkPath)];
    for (const candidate of candidates) {
      // A path that leads out of the version's folder may name a file of another version, as in Docusaurus.
      const target = index.byFile.get(candidate) ?? index.site.byFile.get(candidate);
      if (target) return internal(target, anchor);
    }
    return { kind: 'unresolved', reason: `"${rawPath}" is not a doc file in the docs folder` };
  }

  if (linkPath.startsWith('/')) {
    const route = normalizeRoute(linkPath);
    const target = index.site.findRoute(route);
    if (target) return internal(target, anchor);
    if (index.site.pageRoutes.has(route)) {
      const query = /\?.*$/.exec(pathAndQuery)?.[0] ?? '';
      return { kind: 'external', href: `/${route}${query}${hash >= 0 ? link.slice(hash) : ''}` };
    }
    return { kind: 'unresolved', reason: `no doc has the route "/${route}"` };
  }

  if (path.posix.extname(linkPath) !== '') {
    return { kind: 'unresolved', reason: `"${rawPath}" is not a doc (only .md/.mdx files and routes can be linked)` };
  }
  const base = `https://site.invalid/${origin.self?.route ?? origin.page ?? ''}`;
  const route = normalizeRoute(decode(new URL(rawPath, base).pathname));
  const target = index.findRoute(route) ?? index.site.findRoute(route);
  if (target) return internal(target, anchor);
  if (index.site.pageRoutes.has(route))
    return { kind: 'external', href: `/${route}${hash >= 0 ? link.slice(hash) : ''}` };
  return { kind: 'unresolved', reason: `"${rawPath}" leads to "/${route}", which is not a doc route` };
}

/** Resolves a site.json `to: 'route#anchor'` (a leading `/` is optional), in any version. */
export function resolveRoute(to: string, index: DocIndex): LinkResolution {
  const hash = to.indexOf('#');
  const route = normalizeRoute(hash >= 0 ? to.slice(0, hash) : to);
  const anchor = hash >= 0 && hash < to.length - 1 ? decode(to.slice(hash + 1)) : undefined;
  const target = index.site.findRoute(route);
  return target ? internal(target, anchor) : { kind: 'unresolved', reason: `no doc has the route "${route}"` };
}
