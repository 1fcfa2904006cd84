import { SINGLETON_IDS, type SingletonType, singletonTypes } from '@react-redux-docs/schemas';
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { ChangesView } from './changes/ChangesView.tsx';
import { PreviewView } from './preview/PreviewView.tsx';
import { isPreviewedType } from './preview/renderPage.tsx';
import {
  categoriesPane,
  currentSidebarPane,
  notInSidebarPane,
  sectionSidebarsPane,
  versionSidebarsPane,
} from './sidebar/panes.ts';
import { SnippetUsage } from './snippets/SnippetUsage.tsx';

/**
 * The editor, and for what readers see as a page or part of one, the Preview view beside it and what publishing
 * would change; for a snippet, the docs that show it.
 */
const withViews = (S: StructureBuilder, type: string, document: ReturnType<StructureBuilder['document']>) => {
  if (!isPreviewedType(type)) return document;
  const views = [
    S.view.form().title('Editor'),
    S.view.component(PreviewView).id('preview').title('Preview'),
    S.view.component(ChangesView).id('changes').title('What changed'),
  ];
  if (type === 'snippet') views.push(S.view.component(SnippetUsage).id('used-in').title('Used in'));
  return document.views(views);
};

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

/** The sidebar first, as readers find pages; then the docs outside it and plain lists of everything. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem().title('Docs').id('docs').child(currentSidebarPane(S, context)),
      S.listItem().title('Not in the sidebar').id('not-in-sidebar').child(notInSidebarPane(S)),
      S.listItem().title('Sidebars of released versions').id('version-sidebars').child(versionSidebarsPane(S, context)),
      S.listItem().title('Sidebars of docs sections').id('section-sidebars').child(sectionSidebarsPane(S, context)),
      S.documentTypeListItem('doc').title('All docs'),
      S.listItem()
        .title('Sidebar categories')
        .id('sidebarCategory')
        .schemaType('sidebarCategory')
        .child(categoriesPane(S)),
      S.documentTypeListItem('sidebarLink').title('Sidebar links'),
      S.documentTypeListItem('page').title('Standalone pages'),
      S.documentTypeListItem('snippet').title('Snippets'),
      S.divider(),
      S.documentTypeListItem('docsVersion').title('Docs versions'),
      S.documentTypeListItem('docsSection').title('Docs sections'),
      S.divider(),
      ...SINGLETON_MENU.map((entry) => singletonItem(S, entry)),
    ]);
