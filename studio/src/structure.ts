import { SANITY_API_VERSION, SINGLETON_IDS, type SingletonType, singletonTypes } from '@react-redux-docs/schemas';
import { map } from 'rxjs';
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { PreviewView } from './preview/PreviewView.tsx';
import { isPreviewedType } from './preview/renderPage.tsx';
import { SIDEBAR_CATEGORIES_QUERY } from './queries.ts';

type SidebarCategory = { label?: string; docIds?: string[] };

/** The editor, and for what readers see as a page or part of one, the Preview view beside it. */
const withViews = (S: StructureBuilder, type: string, document: ReturnType<StructureBuilder['document']>) =>
  isPreviewedType(type)
    ? document.views([S.view.form().title('Editor'), S.view.component(PreviewView).id('preview').title('Preview')])
    : document;

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  withViews(S, schemaType, S.document());

/** One entry per singleton, named and ordered as in the schema. */
const SINGLETON_MENU = singletonTypes.map((type) => ({
  type: type.name as SingletonType,
  title: type.title ?? type.name,
}));

const singletonItem = (S: StructureBuilder, { type, title }: { type: SingletonType; title: string }) =>
  S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(withViews(S, type, S.document().schemaType(type).documentId(SINGLETON_IDS[type]).title(title)));

/** Docs grouped the way readers see them: one list per sidebar category, then the docs not in it. */
const docsByCategory = (S: StructureBuilder, context: Parameters<StructureResolver>[1]) =>
  S.listItem()
    .title('Docs')
    .id('docs')
    .child(() =>
      context.documentStore
        .listenQuery(
          SIDEBAR_CATEGORIES_QUERY,
          { sidebarId: SINGLETON_IDS.docsSidebar },
          { apiVersion: SANITY_API_VERSION },
        )
        .pipe(
          map((result: SidebarCategory[] | null) => {
            const categories = result ?? [];
            const inSidebar = categories.flatMap((category) => category.docIds ?? []);
            return S.list()
              .title('Docs')
              .items([
                ...categories.map((category, index) =>
                  S.listItem()
                    .title(category.label ?? `Category ${index + 1}`)
                    .id(`category-${index}`)
                    .child(
                      S.documentList()
                        .title(category.label ?? 'Docs')
                        .schemaType('doc')
                        .filter('_type == "doc" && _id in $ids')
                        .params({ ids: category.docIds ?? [] })
                        .apiVersion(SANITY_API_VERSION),
                    ),
                ),
                S.divider(),
                S.listItem()
                  .title('Not in the sidebar')
                  .id('not-in-sidebar')
                  .child(
                    S.documentList()
                      .title('Not in the sidebar')
                      .schemaType('doc')
                      .filter('_type == "doc" && !defined(version) && !(_id in $ids)')
                      .params({ ids: inSidebar })
                      .apiVersion(SANITY_API_VERSION),
                  ),
                S.listItem()
                  .title('Docs of released versions')
                  .id('versioned-docs')
                  .child(
                    S.documentList()
                      .title('Docs of released versions')
                      .schemaType('doc')
                      .filter('_type == "doc" && defined(version)')
                      .apiVersion(SANITY_API_VERSION),
                  ),
                S.documentTypeListItem('doc').title('All docs'),
              ]);
          }),
        ),
    );

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      docsByCategory(S, context),
      S.documentTypeListItem('docsVersion').title('Docs versions'),
      S.divider(),
      ...SINGLETON_MENU.map((entry) => singletonItem(S, entry)),
    ]);
