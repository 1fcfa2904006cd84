import path from 'node:path';
import { bodyAnchors } from '@react-redux-docs/schemas';
import type { AssetStore } from '../assets/assetStore.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type { AnchorCheck } from '../links/types.ts';
import { markdownToPortableText } from '../markdown/toPortableText.ts';
import { partialImportsOf, type Snippets } from '../snippets/index.ts';
import type { DocDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';
import { docsLineFields } from '../versions/versionDocumentId.ts';
import type { SourceDoc } from './types.ts';

/** Pass 2 for one doc: its body, with links resolved within its version (absolute routes in any). */
export function docDocument(
  doc: SourceDoc,
  version: VersionImport,
  context: {
    assets: AssetStore;
    staticDirs: string[];
    anchorChecks: AnchorCheck[];
    diagnostics: Diagnostics;
    /** Where the doc's MDX partials go; the site folder they may be imported from with `@site/`. */
    snippets?: { registry: Snippets; siteDir: string };
  },
): DocDocument {
  const { snippets } = context;
  const named = snippets ? partialImportsOf(doc.markdown, snippets.siteDir) : new Map<string, string>();
  const body = markdownToPortableText(doc.children, {
    source: doc.markdown,
    docs: version.index,
    origin: { file: doc.file, self: doc },
    assets: context.assets,
    staticDirs: context.staticDirs,
    mode: 'body',
    anchorChecks: context.anchorChecks,
    javascriptTabs: version.source.javascriptTabs?.fileExtensions.includes(path.extname(doc.file)),
    ...(snippets && named.size > 0
      ? { snippets: { named, include: (file: string) => snippets.registry.include(file, version, doc.anchors) } }
      : {}),
  });
  for (const anchor of bodyAnchors(body)) doc.anchors.add(anchor);
  if (body.length === 0) context.diagnostics.warn(doc.file, 'the doc has no body text', { line: 1 });
  const document: DocDocument = {
    // References always name the published id; a draft's own id has the prefix Sanity gives drafts.
    _id: doc.draft ? `drafts.${doc.documentId}` : doc.documentId,
    _type: 'doc',
    title: doc.title,
    route: { _type: 'slug', current: doc.route },
    hideTitle: doc.frontMatter.hideTitle,
    body,
  };
  Object.assign(
    document,
    docsLineFields(version.source.unversioned ? undefined : version.source.name, version.source.section?.name),
  );
  if (doc.previousRoutes !== undefined) document.previousRoutes = doc.previousRoutes;
  if (doc.frontMatter.sidebarLabel !== undefined) document.sidebarLabel = doc.frontMatter.sidebarLabel;
  if (doc.frontMatter.browserTitle !== undefined) document.browserTitle = doc.frontMatter.browserTitle;
  if (doc.frontMatter.description !== undefined) document.description = doc.frontMatter.description;
  if (doc.frontMatter.keywords !== undefined) document.keywords = doc.frontMatter.keywords;
  return document;
}
