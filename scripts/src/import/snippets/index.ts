import { markdownOf } from '../docs/readSourceDoc.ts';
import type { SiteCode } from '../sitePlugins/index.ts';
// MDX partials (`import Warning from './_warning.mdx'`, then `<Warning />`) become snippets: each partial file one
// snippet document, and each place a doc shows it a Snippet block that includes it (partials.ts finds both).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bodyAnchors } from '@react-redux-docs/schemas';
import type { AssetStore } from '../assets/assetStore.ts';
import { type Diagnostics, ImportError } from '../diagnostics.ts';
import { idPart } from '../docs/docIds.ts';
import { splitFrontMatter } from '../docs/frontMatter.ts';
import { stripHeadingId } from '../docs/headingIds.ts';
import type { AnchorCheck } from '../links/types.ts';
import { markdownToPortableText } from '../markdown/toPortableText.ts';
import type { BodyBlock, SanityDocument } from '../types.ts';
import type { VersionImport } from '../versions/types.ts';

export { partialImportsOf } from './partials.ts';
export { partialImportName, partialUse } from './partialUse.ts';

/** A snippet document as the importer writes it. */
export interface SnippetDocument extends SanityDocument {
  _type: 'snippet';
  title: string;
  body: BodyBlock[];
}

type Included = { id: string; file: string; version: VersionImport; includers: Set<string>[] };

/** The partials the docs include, each once, converted when every doc has been read. */
export class Snippets {
  readonly #siteDir: string;
  readonly #byFile = new Map<string, Included>();

  constructor(siteDir: string) {
    this.#siteDir = siteDir;
  }

  /**
   * The id of the snippet a partial becomes. Its links resolve among the docs of the version that first includes
   * it; a release's copy of a partial is a file of its own, so each version keeps its own text.
   */
  include(file: string, version: VersionImport, includerAnchors?: Set<string>): string {
    let included = this.#byFile.get(file);
    if (!included) {
      included = { id: snippetId(file, version, this.#siteDir), file, version, includers: [] };
      this.#byFile.set(file, included);
    }
    if (includerAnchors) included.includers.push(includerAnchors);
    return included.id;
  }

  /** The partial a snippet came from, for problems the schema check finds in it. */
  fileOf(id: string): string | undefined {
    for (const included of this.#byFile.values()) if (included.id === id) return included.file;
    return undefined;
  }

  /** The partials included so far, each with the docs version that included it first. */
  includedFiles(): { file: string; version: VersionImport }[] {
    return [...this.#byFile.values()].map(({ file, version }) => ({ file, version }));
  }

  /** Each included partial as a snippet document: its Markdown converted as a doc body is, links relative to it. */
  documents(context: {
    assets: AssetStore;
    staticDirs: string[];
    anchorChecks: AnchorCheck[];
    diagnostics: Diagnostics;
    siteCode?: SiteCode;
  }): SnippetDocument[] {
    const documents: SnippetDocument[] = [];
    for (const { id, file, version, includers } of this.#byFile.values()) {
      let split: ReturnType<typeof splitFrontMatter>;
      try {
        split = splitFrontMatter(readFileSync(file, 'utf8'), file, context.diagnostics);
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        context.diagnostics.problems.push(...error.problems);
        continue;
      }
      const source = markdownOf(file, split.content, split.lineOffset, context.diagnostics, context.siteCode);
      const children = source.group(source.root.children);
      for (const node of children) if (node.type === 'heading') stripHeadingId(node, source);
      const body = markdownToPortableText(children, {
        source,
        docs: version.index,
        origin: { file },
        assets: context.assets,
        staticDirs: context.staticDirs,
        mode: 'body',
        anchorChecks: context.anchorChecks,
        javascriptTabs: version.source.javascriptTabs?.fileExtensions.includes(path.extname(file)),
      });
      if (body.length === 0) {
        context.diagnostics.error(file, 'the partial shows nothing; a snippet needs some text', { line: 1 });
        continue;
      }
      // Its headings and anchors are the including pages' own, for links from other docs.
      for (const anchor of bodyAnchors(body)) for (const anchors of includers) anchors.add(anchor);
      documents.push({ _id: id, _type: 'snippet', title: snippetTitle(file), body });
    }
    return documents;
  }
}

/** `_FundamentalsWarning.mdx` → "FundamentalsWarning", `_react-only.mdx` → "React only": the file's own name. */
function snippetTitle(file: string): string {
  const name = path
    .basename(file)
    .replace(/\.mdx?$/, '')
    .replace(/^_+/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * `snippet-components__FundamentalsWarning`: the partial's path in its docs folder (else in the site folder), after
 * its docs section and release as doc ids have them, since each release keeps its own copy of the file.
 */
function snippetId(file: string, version: VersionImport, siteDir: string): string {
  const inDocs = path.relative(version.source.docsDir, file);
  const relative = (inDocs.startsWith('..') ? path.relative(siteDir, file) : inDocs)
    .split(path.sep)
    .filter((part) => part !== '..')
    .join('/')
    .replace(/\.mdx?$/, '');
  const line = [version.source.section?.name, version.source.unversioned ? undefined : version.source.name]
    .filter((part): part is string => part !== undefined)
    .map(idPart);
  return `snippet-${[...line, idPart(relative)].join('--')}`;
}
