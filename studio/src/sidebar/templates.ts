import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import type { InitialValueResolverContext, Template } from 'sanity';
import {
  IS_PUBLISHED_QUERY,
  lastSidebarPositionQuery,
  type SidebarItemType,
  type SidebarLevel,
  type SidebarLevelParams,
} from '../queries.ts';

/** The "+" entries of a sidebar pane, one per kind of item, by template id. */
export const SIDEBAR_TEMPLATES: readonly { id: string; title: string; schemaType: SidebarItemType }[] = [
  { id: 'doc-here', title: 'New doc here', schemaType: 'doc' },
  { id: 'category-here', title: 'New category here', schemaType: 'sidebarCategory' },
  { id: 'link-here', title: 'New link here', schemaType: 'sidebarLink' },
];

export const sidebarTemplate = (templateId: unknown) =>
  SIDEBAR_TEMPLATES.find((template) => template.id === templateId);

const reference = (id: string) => ({ _type: 'reference', _ref: id });

/**
 * A category made in the Studio but not yet published is referred to as the Studio's own reference fields do: weak
 * until it is published, so the new item can be published first.
 */
const categoryReference = (id: string, published: boolean) =>
  published ? reference(id) : { ...reference(id), _weak: true, _strengthenOnPublish: { type: 'sidebarCategory' } };

/**
 * The new item's place: the pane's category, after the items already there. Drafts count, so two items added in a
 * row before either is published do not share a position.
 */
async function placeAtTheEnd(parameters: SidebarLevelParams | undefined, context: InitialValueResolverContext) {
  const level: SidebarLevel = {
    category: parameters?.category ?? null,
    version: parameters?.version ?? null,
    section: parameters?.section ?? null,
  };
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const { query, params } = lastSidebarPositionQuery(level);
  const [last, categoryPublished] = await Promise.all([
    client.fetch<number | null>(query, params, { perspective: 'drafts' }),
    level.category && client.fetch<boolean>(IS_PUBLISHED_QUERY, { id: level.category }, { perspective: 'published' }),
  ]);
  return {
    ...(level.version ? { version: reference(level.version) } : {}),
    ...(level.section ? { section: reference(level.section) } : {}),
    sidebar: {
      _type: 'sidebarPlace',
      ...(level.category ? { category: categoryReference(level.category, Boolean(categoryPublished)) } : {}),
      position: (last ?? 0) + 1,
    },
  };
}

/** For `schema.templates`: the templates behind a sidebar pane's "+", which place what they create in that pane. */
export const sidebarPlaceTemplates: Template<SidebarLevelParams>[] = SIDEBAR_TEMPLATES.map((template) => ({
  ...template,
  parameters: [
    { name: 'category', title: 'Sidebar category', type: 'string' },
    { name: 'version', title: 'Docs version', type: 'string' },
    { name: 'section', title: 'Docs section', type: 'string' },
  ],
  value: placeAtTheEnd,
}));
