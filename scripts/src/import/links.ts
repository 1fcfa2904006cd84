import path from 'node:path';

/** What a link or sidebar entry can point at: one imported doc. */
export interface DocTarget {
  /** Sanity `_id`, e.g. `doc-api_hooks`. */
  documentId: string;
  /** Docusaurus doc id, e.g. `api/hooks`. */
  docId: string;
  route: string;
  file: string;
  /** A `draft: true` doc: imported as a Sanity draft (`drafts.` + documentId), with no page until published. */
  draft: boolean;
  /** Routes the doc was served at before the import changed its route; links to them still resolve. */
  previousRoutes?: string[];
  /**
   * Heading anchors of the converted body, made exactly as the site makes
   * them (headingAnchors in the schemas package); filled in once every body is converted.
   */
  anchors: Set<string>;
}

/** An `#anchor` to verify once every doc's headings are known. */
export interface AnchorCheck {
  target: DocTarget;
  anchor: string;
  /**
   * Called, before the documents are finished, when no heading of the target has the anchor, with what to say
   * (`anchor "#x" is not a heading in api/hooks.md`): it reports at the link's line and may still change the link
   * (see headingAnchorLike).
   */
  report: (message: string) => void;
}

/**
 * The heading anchor of `target` that `anchor` means when it differs only in letter case (`#useStore` for the
 * heading anchor `usestore`: the site's anchors, like Docusaurus's, are lowercase), or undefined.
 */
export function headingAnchorLike(target: DocTarget, anchor: string): string | undefined {
  const lower = anchor.toLowerCase();
  for (const heading of target.anchors) if (heading.toLowerCase() === lower) return heading;
  return undefined;
}

/**
 * The imported docs of one docs version, by file, route and doc id. Routes
 * are one namespace across the site, so each version's index also adds its
 * docs to the site's (`site`), which absolute routes are resolved in; an
 * index made without one is its own site index.
 */
export class DocIndex {
  readonly docsDir: string;
  /** Every version's docs, by file and route (by doc id only when docs are added to it directly). */
  readonly site: DocIndex;
  readonly byFile = new Map<string, DocTarget>();
  readonly byRoute = new Map<string, DocTarget>();
  /** Routes in lower case: two routes differing only in letter case would be one folder on many disks. */
  readonly byLowerCaseRoute = new Map<string, DocTarget>();
  private readonly byPreviousRoute = new Map<string, DocTarget>();
  readonly byDocId = new Map<string, DocTarget>();
  /**
   * Doc ids and routes (from the path) of files that failed with an error:
   * links to them are not reported again.
   */
  readonly failed = new Set<string>();

  constructor(docsDir: string, site?: DocIndex) {
    this.docsDir = docsDir;
    this.site = site ?? this;
  }

  add(target: DocTarget): void {
    this.byDocId.set(target.docId, target);
    this.addPlaces(target);
  }

  /** A file that failed with an error: its doc id, and its route, which is the site's too. */
  addFailed(docId: string, route: string): void {
    this.failed.add(docId).add(route);
    this.site.failed.add(route);
  }

  private addPlaces(target: DocTarget): void {
    this.byFile.set(target.file, target);
    this.byRoute.set(target.route, target);
    this.byLowerCaseRoute.set(target.route.toLowerCase(), target);
    for (const route of target.previousRoutes ?? []) this.byPreviousRoute.set(route, target);
    if (this.site !== this) this.site.addPlaces(target);
  }

  /** The doc served at `route`, now or (for a route the import changed) before. */
  findRoute(route: string): DocTarget | undefined {
    return this.byRoute.get(route) ?? this.byPreviousRoute.get(route);
  }
}

/** Routes of the pages every site built here has besides the docs: the home page and the search page. */
export const SITE_PAGE_ROUTES: readonly string[] = ['', 'search'];

export type LinkResolution =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; target: DocTarget; anchor?: string }
  | { kind: 'unresolved'; reason: string };

/** Where a link is written: a doc (with its route, for relative routes and `#anchor`s) or another file. */
export interface LinkOrigin {
  file: string;
  self?: DocTarget;
}

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
    if (!origin.self)
      return {
        kind: 'unresolved',
        reason: `"${link}" points to a section of the current page, but there is no page here`,
      };
    return internal(origin.self, anchor);
  }
  const linkPath = decode(rawPath);

  if (/\.mdx?$/i.test(linkPath)) {
    const candidates = linkPath.startsWith('/')
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
    if (SITE_PAGE_ROUTES.includes(route)) {
      const query = /\?.*$/.exec(pathAndQuery)?.[0] ?? '';
      return { kind: 'external', href: `/${route}${query}${hash >= 0 ? link.slice(hash) : ''}` };
    }
    return { kind: 'unresolved', reason: `no doc has the route "/${route}"` };
  }

  if (path.posix.extname(linkPath) !== '') {
    return { kind: 'unresolved', reason: `"${rawPath}" is not a doc (only .md/.mdx files and routes can be linked)` };
  }
  const base = origin.self ? `https://site.invalid/${origin.self.route}` : 'https://site.invalid/';
  const route = normalizeRoute(decode(new URL(rawPath, base).pathname));
  const target = index.findRoute(route) ?? index.site.findRoute(route);
  return target
    ? internal(target, anchor)
    : { kind: 'unresolved', reason: `"${rawPath}" leads to "/${route}", which is not a doc route` };
}

/** Resolves a site.json `to: 'route#anchor'` (a leading `/` is optional), in any version. */
export function resolveRoute(to: string, index: DocIndex): LinkResolution {
  const hash = to.indexOf('#');
  const route = normalizeRoute(hash >= 0 ? to.slice(0, hash) : to);
  const anchor = hash >= 0 && hash < to.length - 1 ? decode(to.slice(hash + 1)) : undefined;
  const target = index.site.findRoute(route);
  return target ? internal(target, anchor) : { kind: 'unresolved', reason: `no doc has the route "${route}"` };
}
