import type { SidebarPosition } from '../../docPages/docPagePlan.ts';

/** The doc page being read, as the sidebar, the version menu and the banner see it. */
export type ActiveDoc = {
  pathname: string;
  trail: readonly string[];
  version: string;
  /** The docs section's name; null for the main docs. */
  section: string | null;
  sameDocIn: Record<string, string>;
};

/** The active doc of a doc page or a category page, from its page context. */
export function activeDocOf(
  pathname: string,
  context: Pick<SidebarPosition, 'trail'> & {
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
  };
}

/** The main docs' version of the page, for the version menu and banner: none on a page of another docs section. */
export function mainDocsVersionOf(active: ActiveDoc | undefined): string | undefined {
  return active && active.section === null ? active.version : undefined;
}
