import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import type { ChildResolverOptions, IntentChecker, StructureBuilder, StructureResolverContext } from 'sanity/structure';
import {
  NOT_IN_SIDEBAR_FILTER,
  SIDEBAR_ITEM_QUERY,
  SIDEBAR_ORDERING,
  type SidebarLevel,
  sidebarItemsFilter,
  sidebarLevelParams,
} from '../queries.ts';
import { SIDEBAR_TEMPLATES, sidebarTemplate } from './templates.ts';

type Context = StructureResolverContext;

const CURRENT_TOP_LEVEL: SidebarLevel = { version: null, section: null, category: null };

/** The type of what was clicked in a pane, and its label; drafts first, as the pane lists them. */
function sidebarItem(context: Context, id: string) {
  return context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<{ _type: string; label?: string; section?: string | null } | null>(
      SIDEBAR_ITEM_QUERY,
      { id },
      {
        perspective: 'drafts',
      },
    );
}

/**
 * A pane takes the intents of its "+" for a doc or a link and of its "Edit this category", so what they open appears
 * beside it: the Studio asks the open panes from the last one back, and the innermost offering the template wins.
 * A new category opens beside "Sidebar categories" instead (see `categoriesPane`).
 */
const sidebarIntents =
  (level: SidebarLevel): IntentChecker =>
  (intent, params) => {
    if (intent === 'edit') return level.category !== null && params.id === level.category;
    const created = sidebarTemplate(params.template);
    return intent === 'create' && created !== undefined && created.schemaType !== 'sidebarCategory';
  };

/**
 * What opens beside a pane, by id alone (the Studio keeps what an id opened): a category's pane of its items, the
 * pane's own category's editor (from "Edit this category"), and the editor of anything else. An id not created yet
 * is what its template makes.
 */
const sidebarChild =
  (S: StructureBuilder, context: Context, level: SidebarLevel) =>
  async (id: string, { params }: ChildResolverOptions) => {
    if (id === level.category) return S.defaultDocument({ documentId: id, schemaType: 'sidebarCategory' });
    const item = await sidebarItem(context, id);
    const type = item?._type ?? sidebarTemplate(params.template)?.schemaType ?? '';
    if (type === 'sidebarCategory') {
      return sidebarPane(
        S,
        context,
        { version: level.version, section: level.section ?? null, category: id },
        item?.label ?? 'Untitled category',
      );
    }
    return S.defaultDocument({ documentId: id, schemaType: type });
  };

/**
 * One level of a docs version's sidebar as the site shows it: its docs, links and categories in sidebar order. A
 * category opens the pane of its own items, so the panes mirror the tree; "+" adds a doc, category or link here.
 */
export function sidebarPane(S: StructureBuilder, context: Context, level: SidebarLevel, title: string) {
  const { filter, params } = sidebarItemsFilter(level);
  const editCategory = level.category
    ? [
        S.menuItem()
          .title('Edit this category')
          .intent({ type: 'edit', params: { id: level.category, type: 'sidebarCategory' } }),
      ]
    : [];
  return (
    S.documentList()
      .id(level.category ?? 'sidebar')
      .title(title)
      .filter(filter)
      .params(params)
      .apiVersion(SANITY_API_VERSION)
      .defaultOrdering(SIDEBAR_ORDERING.map((ordering) => ({ ...ordering })))
      .canHandleIntent(sidebarIntents(level))
      .child(sidebarChild(S, context, level))
      .menuItems(editCategory)
      // Last: a document list built on after this forgets the templates for those it infers from its filter.
      .initialValueTemplates(
        SIDEBAR_TEMPLATES.map((template) =>
          S.initialValueTemplateItem(template.id, sidebarLevelParams(level)).title(template.title),
        ),
      )
  );
}

export const currentSidebarPane = (S: StructureBuilder, context: Context) =>
  sidebarPane(S, context, CURRENT_TOP_LEVEL, 'Docs');

/** Each released docs version, opening the top level of its own sidebar. */
export const versionSidebarsPane = (S: StructureBuilder, context: Context) =>
  S.documentList()
    .id('version-sidebars')
    .title('Sidebars of released versions')
    .schemaType('docsVersion')
    .filter('_type == "docsVersion"')
    .apiVersion(SANITY_API_VERSION)
    .defaultOrdering([{ field: 'order', direction: 'asc' }])
    // A version opens its sidebar here, not its editor: editing a version is for "Docs versions".
    .canHandleIntent(() => false)
    .child(async (versionId: string) => {
      const version = await sidebarItem(context, versionId);
      // A docs section's release: what "+" makes there is in the section too.
      const level = { version: versionId, section: version?.section ?? null, category: null };
      return sidebarPane(S, context, level, version?.label ?? 'Docs version');
    })
    .initialValueTemplates([]);

/** Each docs section beside the main docs, opening the top level of its own sidebar. */
export const sectionSidebarsPane = (S: StructureBuilder, context: Context) =>
  S.documentList()
    .id('section-sidebars')
    .title('Sidebars of docs sections')
    .schemaType('docsSection')
    .filter('_type == "docsSection"')
    .apiVersion(SANITY_API_VERSION)
    .defaultOrdering([{ field: 'label', direction: 'asc' }])
    // A section opens its sidebar here, not its editor: editing a section is for "Docs sections".
    .canHandleIntent(() => false)
    .child(async (sectionId: string) => {
      const section = await sidebarItem(context, sectionId);
      return sidebarPane(
        S,
        context,
        { version: null, section: sectionId, category: null },
        section?.label ?? 'Docs section',
      );
    })
    .initialValueTemplates([]);

export const notInSidebarPane = (S: StructureBuilder) =>
  S.documentList()
    .id('not-in-sidebar')
    .title('Not in the sidebar')
    .schemaType('doc')
    .filter(NOT_IN_SIDEBAR_FILTER)
    .apiVersion(SANITY_API_VERSION)
    // Docs opened from elsewhere open beside All docs, which lists every one of them.
    .canHandleIntent(() => false)
    .initialValueTemplates([]);

/**
 * Every category. A category made with a sidebar pane's "+" opens its editor here: beside that pane its id opens its
 * pane of items, and the Studio would keep showing the editor there each time the new category is clicked.
 */
export const categoriesPane = (S: StructureBuilder) =>
  S.documentTypeList('sidebarCategory')
    .title('Sidebar categories')
    .canHandleIntent((intent, params) => ['create', 'edit'].includes(intent) && params.type === 'sidebarCategory');
