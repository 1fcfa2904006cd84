import path from 'node:path';
import { SITE_PAGE_ROUTES } from '@react-redux-docs/schemas';
import type { DocTarget } from './types.ts';

/**
 * The imported docs of one docs version, by file, route and doc id. Routes
 * are one namespace across the site, so each version's index also adds its
 * docs to the site's (`site`), which absolute routes are resolved in; an
 * index made without one is its own site index.
 */
export class DocIndex {
  readonly docsDir: string;
  /** The website folder, which `@site/` paths start from. */
  readonly siteDir: string;
  /** Every version's docs, by file and route (by doc id only when docs are added to it directly). */
  readonly site: DocIndex;
  readonly byFile = new Map<string, DocTarget>();
  readonly byRoute = new Map<string, DocTarget>();
  /** Routes in lower case: two routes differing only in letter case would be one folder on many disks. */
  readonly byLowerCaseRoute = new Map<string, DocTarget>();
  private readonly byPreviousRoute = new Map<string, DocTarget>();
  readonly byDocId = new Map<string, DocTarget>();
  /**
   * Routes of pages that are not docs, which links may lead to as paths: the site's own (the home page, search) and
   * the standalone pages (kept in the site's index).
   */
  readonly pageRoutes = new Set<string>(SITE_PAGE_ROUTES);
  /**
   * Doc ids and routes (from the path) of files that failed with an error:
   * links to them are not reported again.
   */
  readonly failed = new Set<string>();

  constructor(docsDir: string, site?: DocIndex, siteDir?: string) {
    this.docsDir = docsDir;
    this.site = site ?? this;
    this.siteDir = site?.siteDir ?? siteDir ?? path.dirname(docsDir);
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
