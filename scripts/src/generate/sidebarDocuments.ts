/**
 * The sidebar of a synthetic site as the Studio keeps it: a `sidebarCategory`
 * document per category and a `sidebarLink` document per link, each with its
 * place (parent category and position), as docs have theirs.
 */
import { withInitialValues } from '@react-redux-docs/schemas';
import type { SidebarCategory, SidebarLink, SidebarPlace } from '@react-redux-docs/schemas/types';
import type { SanityDocument } from '../import/types.ts';
import type { CategoryPlan, DocPlan, SitePlan } from './types.ts';

type Written<T> = Omit<T, '_createdAt' | '_updatedAt' | '_rev'>;

/** A `sidebar` field: in `category` (none: the top level) at `position`. */
export function sidebarPlace(category: CategoryPlan | undefined, position: number): SidebarPlace {
  return {
    _type: 'sidebarPlace',
    ...(category ? { category: { _type: 'reference', _ref: category.id } } : {}),
    position,
  };
}

function categoryLink(category: CategoryPlan): SidebarCategory['link'] {
  const { link } = category;
  if (link.kind === 'doc') {
    const doc = category.docs[0] as DocPlan;
    return { kind: 'doc', doc: { _type: 'reference', _ref: doc.id } };
  }
  if (link.kind === 'generatedIndex') {
    return { kind: 'generatedIndex', route: { _type: 'slug', current: link.route }, title: link.title };
  }
  return { kind: 'none' };
}

export function sidebarDocuments(site: SitePlan): SanityDocument[] {
  const categories = site.categories.map(
    (category): Written<SidebarCategory> => ({
      _id: category.id,
      _type: 'sidebarCategory',
      label: category.label,
      sidebar: sidebarPlace(category.parent, category.position),
      collapsible: true,
      collapsed: category.collapsed,
      link: categoryLink(category),
      description: category.description,
    }),
  );
  const links = site.links.map(
    (link): Written<SidebarLink> => ({
      _id: link.id,
      _type: 'sidebarLink',
      label: link.label,
      href: link.href,
      sidebar: sidebarPlace(link.category, link.position),
      description: link.description,
    }),
  );
  return [...categories, ...links].map((document) => withInitialValues<SanityDocument>(document, document._type));
}
