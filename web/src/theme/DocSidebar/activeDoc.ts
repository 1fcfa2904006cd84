import type { SidebarPosition } from '../../docPages/docPagePlan.ts';

/** The doc page being read, as the sidebar, the version menu and the banner see it. */
export type ActiveDoc = {
  pathname: string;
  trail: readonly string[];
  version: string;
  /** The docs section's name; null for the main docs. */
  section: string | null;
  sameDocIn: Record<string, string>;
  /** Whether the sidebar lists the page: as in Docusaurus, a page it does not list is shown without it. */
  inSidebar: boolean;
};

/** The active doc of a doc page or a category page, from its page context. */
export function activeDocOf(
  pathname: string,
  context: Pick<SidebarPosition, 'trail' | 'breadcrumbs'> & {
    version: string;
    section: string | null;
    sameDocIn: Record<string, string>;
  },
): ActiveDoc {
  return {
    pathname,
    trail: context.trail,
    version: context.version,
    section: context.section,
    sameDocIn: context.sameDocIn,
    // Every page the sidebar lists has breadcrumbs, if only its own name.
    inSidebar: context.breadcrumbs.length > 0,
  };
}

/** The page's version in the docs line `section` (null: the main docs), for its version menu; none on other pages. */
export function versionIn(active: ActiveDoc | undefined, section: string | null): string | undefined {
  return active && active.section === section ? active.version : undefined;
}
