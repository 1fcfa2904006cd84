import path from 'node:path';
import type { Diagnostics } from './diagnostics.ts';
import type { DocFilePatterns, SourceDoc } from './docs/types.ts';
import type { ImportInputs } from './inputs/types.ts';
import { DocIndex } from './links/docIndex.ts';
import type { SiteCode } from './sitePlugins/index.ts';

/**
 * What every step of an import shares: the site's routes and Sanity ids (unique across the site, over every
 * version), the problems found so far, and how messages name files.
 */
export interface SiteContext {
  site: DocIndex;
  byDocumentId: Map<string, SourceDoc>;
  diagnostics: Diagnostics;
  /** A file as messages name it. */
  fileName: (file: string) => string;
  docFiles: DocFilePatterns;
  /** The site's own code run on its Markdown files: remark plugins, components. */
  siteCode?: SiteCode;
}

/** The context an import starts with: no doc read yet; files of the docs without a version named as in their folder. */
export function siteContext(inputs: ImportInputs, diagnostics: Diagnostics): SiteContext {
  const unversioned = inputs.versions.find((version) => version.unversioned && !version.section);
  if (!unversioned) throw new Error('resolveInputs returned no docs to import');
  return {
    site: new DocIndex(unversioned.docsDir, undefined, inputs.siteDir),
    byDocumentId: new Map(),
    diagnostics,
    // Files of the docs without a version are named as in their folder, others from the website folder.
    fileName: (file: string) => {
      const inDocs = path.relative(unversioned.docsDir, file);
      const relative =
        inDocs.startsWith('..') || path.isAbsolute(inDocs) ? path.relative(inputs.siteDir, file) : inDocs;
      return relative.split(path.sep).join('/');
    },
    docFiles: inputs.docFiles,
  };
}
