import { CURRENT_VERSION_NAME } from '@react-redux-docs/schemas/versions';
import type { TextSection } from '../../render/types.ts';
import { codeIdentifiers } from './codeIdentifiers.ts';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/**
 * One search record, in the shape DocSearch v3's crawler writes to Algolia, so
 * the same records serve an Algolia index and the local engine. `code` and
 * `keywords` are searchable but never shown: identifiers from the section's
 * code blocks, and the page's keywords on its title record.
 */
export type SearchRecord = {
  objectID: string;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  content: string | null;
  code: string[];
  keywords: string[];
  language: string;
  version: string;
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
};

/** A docs page as search sees it: where it lives, what it is called, where it sits in the sidebar, its text. */
export type SearchablePage = {
  docId: string;
  /** The page's path, e.g. /api/hooks. */
  path: string;
  title: string;
  /** The sidebar category the page belongs to; it becomes hierarchy.lvl0 and heads the page's group of hits. */
  category: string;
  keywords: readonly string[];
  sections: readonly TextSection[];
  /** Pages with a higher rank come first among equally good hits. */
  pageRank?: number;
  /** The docs version the page belongs to (its name); the current docs when not given. */
  version?: string;
  /** The docs section the page belongs to (its name); the main docs when not given. */
  section?: string;
  /** A standalone page, outside every docs version: found from any of them, as Docusaurus tags such pages. */
  standalone?: boolean;
};

/** The docs version and language every record carries, for contextual search. */
export type RecordContext = { language: string; version: string; tag: string };

/**
 * The context of the docs of one version, named as Docusaurus names it: `docs-<plugin id>-<version>`, where the
 * main docs are the `default` plugin's and another docs section's id is its name.
 */
export function docsContext(version: string, section = 'default'): RecordContext {
  return { language: 'en', version, tag: `docs-${section}-${version}` };
}

export const CURRENT_DOCS: RecordContext = docsContext(CURRENT_VERSION_NAME);

/** Standalone pages: Docusaurus tags them `default`, which every docs context's search includes. */
export const STANDALONE_PAGES: RecordContext = { language: 'en', version: CURRENT_VERSION_NAME, tag: 'default' };

/** The search group standalone pages' hits come under. */
export const STANDALONE_PAGES_GROUP = 'Pages';

/**
 * The facet filters that keep a search within the docs a page belongs to, as Docusaurus sends them: the main docs'
 * `context`, and every other docs section's too, each in the version the reader is in there.
 */
export function contextualFacetFilters(
  context: RecordContext,
  sections: readonly RecordContext[] = [],
): (string | string[])[] {
  const others = sections.map((section) => `docusaurus_tag:${section.tag}`);
  return [`language:${context.language}`, ['docusaurus_tag:default', `docusaurus_tag:${context.tag}`, ...others]];
}

/** DocSearch's crawler ranks the page title above h2 above h3 … above text; these are its level weights. */
const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function hierarchyOf(page: SearchablePage, section: TextSection): Hierarchy {
  const hierarchy: Hierarchy = {
    lvl0: page.category,
    lvl1: oneLine(page.title),
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  for (const heading of section.hierarchy) {
    if (heading.level >= 2 && heading.level <= 6) {
      hierarchy[`lvl${heading.level}` as 'lvl2'] = oneLine(heading.title);
    }
  }
  return hierarchy;
}

/**
 * The records of one page: its title, each heading, and each paragraph, list
 * item, quote, table cell, admonition and caption under them. Code blocks are
 * not records of their own: their identifiers make their section's heading
 * findable. Object IDs name the doc, the section's anchor and the place in the
 * section, so they stay the same from build to build while the text does.
 */
export function pageRecords(
  page: SearchablePage,
  context: RecordContext = page.standalone
    ? STANDALONE_PAGES
    : docsContext(page.version ?? CURRENT_VERSION_NAME, page.section),
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const base = {
    language: context.language,
    version: context.version,
    docusaurus_tag: context.tag,
  };
  for (const section of page.sections) {
    const hierarchy = hierarchyOf(page, section);
    const url = section.anchor ? `${page.path}#${section.anchor}` : page.path;
    const sectionId = `${page.docId}:${section.anchor ?? ''}`;
    const code = section.content.filter((text) => text.kind === 'code').flatMap((text) => codeIdentifiers(text.text));
    const type: RecordType = section.anchor ? (`lvl${section.level}` as RecordType) : 'lvl1';
    const record = (kind: RecordType, index: number, content: string | null, extra: Partial<SearchRecord> = {}) => {
      records.push({
        objectID: `${sectionId}:${index}`,
        type: kind,
        url,
        url_without_anchor: page.path,
        anchor: section.anchor,
        hierarchy,
        content,
        code: [],
        keywords: [],
        ...base,
        weight: { pageRank: page.pageRank ?? 0, level: LEVEL_WEIGHT[kind], position: records.length },
        ...extra,
      });
    };
    record(type, 0, null, { code: [...new Set(code)], keywords: section.anchor ? [] : [...page.keywords] });
    section.content
      .filter((text) => text.kind !== 'code')
      .forEach((text, index) => {
        const content = oneLine(text.text);
        if (content) record('content', index + 1, content);
      });
  }
  return records;
}

/** The records of every page, in page order, each in its version's context. */
export function siteRecords(pages: readonly SearchablePage[]): SearchRecord[] {
  return pages.flatMap((page) => pageRecords(page));
}
