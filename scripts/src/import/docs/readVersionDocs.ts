import path from 'node:path';
import { DocIndex } from '../links/docIndex.ts';
import type { DroppedDoc } from '../sidebars/types.ts';
import type { SiteContext } from '../siteContext.ts';
import type { DocsVersionSource, VersionImport } from '../versions/types.ts';
import { docsLineKey } from '../versions/versionDocumentId.ts';
import { docIdAndRoute } from './docIds.ts';
import { findDocFiles } from './findDocFiles.ts';
import { readSourceDoc } from './readSourceDoc.ts';
import type { SourceDoc } from './types.ts';

/**
 * Pass 1 over one version's folder: every doc's id, route and title. A doc
 * whose doc id (in its version) or Sanity id is taken is an error; one whose
 * route is taken, in any version, is left out with a warning.
 */
export function readVersionDocs(source: DocsVersionSource, shared: SiteContext): VersionImport {
  const { site, byDocumentId, diagnostics, fileName } = shared;
  const { docsDir, path: routeBasePath } = source;
  // A section's docs are told apart by its name in their ids, as a version's are by the version's.
  const versionName = docsLineKey(source.unversioned ? undefined : source.name, source.section?.name);
  const read: SourceDoc[] = [];
  const index = new DocIndex(docsDir, site);
  for (const file of findDocFiles(docsDir, shared.docFiles)) {
    const doc = readSourceDoc(file, docsDir, diagnostics, routeBasePath, versionName, shared.siteCode);
    if (doc) {
      read.push(doc);
      continue;
    }
    const { docId, route } = docIdAndRoute(rel(docsDir, file), {}, routeBasePath);
    index.addFailed(docId, route);
  }
  const dropped = new Map<string, DroppedDoc>();
  const docs: SourceDoc[] = [];
  for (const doc of read) {
    const sameId = index.byDocId.get(doc.docId) ?? byDocumentId.get(doc.documentId);
    if (sameId) {
      diagnostics.error(
        doc.file,
        `doc id "${doc.docId}" (Sanity id ${doc.documentId}) is also used by ${fileName(sameId.file)}; change one \`id\``,
      );
      index.addFailed(doc.docId, doc.route);
      continue;
    }
    const sameRoute = site.byRoute.get(doc.route);
    if (sameRoute) {
      const reason = `its route "/${doc.route}" is already used by ${fileName(sameRoute.file)}`;
      diagnostics.warn(
        doc.file,
        `duplicate route: ${reason}; this file was dropped, ${fileName(sameRoute.file)} kept`,
        { line: 1 },
      );
      dropped.set(doc.docId, {
        reason: `${doc.relativePath} was dropped because ${reason}`,
        ...(index.byDocId.has(sameRoute.docId) ? { keptDocId: sameRoute.docId } : {}),
      });
      continue;
    }
    const sameLetters = site.byLowerCaseRoute.get(doc.route.toLowerCase());
    if (sameLetters) {
      diagnostics.error(
        doc.file,
        `route "/${doc.route}" differs only in letter case from "/${sameLetters.route}" (${fileName(sameLetters.file)}); many disks would store both pages as one. Set \`slug\` in one of them`,
        { line: 1 },
      );
      index.addFailed(doc.docId, doc.route);
      continue;
    }
    index.add(doc);
    byDocumentId.set(doc.documentId, doc);
    docs.push(doc);
  }
  return { source, index, read, docs, dropped };
}

function rel(docsDir: string, file: string): string {
  return path.relative(docsDir, file).split(path.sep).join('/');
}
