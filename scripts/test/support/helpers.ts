import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetStore } from '../../src/import/assets/assetStore.ts';
import { Diagnostics } from '../../src/import/diagnostics.ts';
import { docDocumentId } from '../../src/import/docs/docIds.ts';
import { formatProblem, type ImportResult, importDocusaurusSite, type Problem } from '../../src/import/index.ts';
import { DocIndex } from '../../src/import/links/docIndex.ts';
import type { DocTarget } from '../../src/import/links/types.ts';
import { MarkdownSource } from '../../src/import/markdown/source.ts';
import { markdownToPortableText } from '../../src/import/markdown/toPortableText.ts';

export const scriptsDir = fileURLToPath(new URL('../../', import.meta.url));
export const repoRoot = path.resolve(scriptsDir, '..');
export const fixturesDir = path.join(scriptsDir, 'test', 'fixtures');
export const cliPath = path.join(scriptsDir, 'src', 'cli', 'import-docs.ts');

const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when the test process exits. */
export function tempDir(prefix = 'import-docs-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export interface FixtureSite {
  dir: string;
  docsDir: string;
  sidebarsFile: string;
  siteFile: string;
}

export function fixture(name: string, sidebars = 'sidebars.json'): FixtureSite {
  const dir = path.join(fixturesDir, name);
  return {
    dir,
    docsDir: path.join(dir, 'docs'),
    sidebarsFile: path.join(dir, sidebars),
    siteFile: path.join(dir, 'site.json'),
  };
}

/**
 * A throwaway site: `files` maps paths relative to the site folder (`docs/intro.md`, `sidebars.json`) to their
 * text. `sidebars.json` and `site.json` default to an empty sidebar and `{}`.
 */
export function tempSite(files: Record<string, string>, sidebars = 'sidebars.json'): FixtureSite {
  const dir = tempDir('site-');
  const all = { [sidebars]: '{ "docs": [] }', 'site.json': '{}', ...files };
  for (const [name, text] of Object.entries(all)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  return {
    dir,
    docsDir: path.join(dir, 'docs'),
    sidebarsFile: path.join(dir, sidebars),
    siteFile: path.join(dir, 'site.json'),
  };
}

/** Imports a fixture without git dates, so results do not depend on whether it is committed. */
export function importFixture(site: FixtureSite): Promise<ImportResult> {
  return importDocusaurusSite({ ...site, gitDates: false });
}

/** Problems as the CLI prints them, paths relative to `baseDir`. */
export function formatted(problems: readonly Problem[], baseDir: string): string[] {
  return problems.map((problem) => formatProblem(problem, baseDir));
}

/**
 * Removes every `_key`; in text blocks, markDef keys become `#0`, `#1`… (their
 * index), in the markDefs and in the spans' marks, so expected values stay readable.
 */
export function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  const names = new Map<string, string>();
  if (Array.isArray(object.markDefs)) {
    object.markDefs.forEach((def: { _key?: string }, index) => {
      if (def._key) names.set(def._key, `#${index}`);
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(object)) {
    if (key === '_key') continue;
    if (key === 'children' && names.size > 0 && Array.isArray(child)) {
      out.children = child.map((span: { marks?: string[] }) =>
        withoutKeys({ ...span, marks: span.marks?.map((mark) => names.get(mark) ?? mark) }),
      );
    } else {
      out[key] = withoutKeys(child);
    }
  }
  return out;
}

type Mark = string;

export const span = (text: string, ...marks: Mark[]) => ({ _type: 'span', text, marks });

export function block(style: string, children: unknown[], extra: Record<string, unknown> = {}) {
  const { markDefs = [], ...rest } = extra;
  return { _type: 'block', style, ...rest, markDefs, children };
}

export const text = (value: string, extra: Record<string, unknown> = {}) => block('normal', [span(value)], extra);

export const ref = (id: string) => ({ _type: 'reference', _ref: id });

export const internalLink = (id: string, anchor?: string) => ({
  _type: 'internalLink',
  reference: ref(id),
  ...(anchor !== undefined ? { anchor } : {}),
});

export const externalLink = (href: string) => ({ _type: 'link', href });

/** Where the unit tests' docs pretend to live; nothing is read from it. */
export const ROOT = path.resolve('/virtual/docs');

export function target(docId: string, route = docId, anchors: string[] = []): DocTarget {
  return {
    docId,
    route,
    documentId: docDocumentId(docId),
    file: path.join(ROOT, `${docId}.md`),
    draft: false,
    anchors: new Set(anchors),
  };
}

export function docIndex(...targets: DocTarget[]): DocIndex {
  const index = new DocIndex(ROOT);
  for (const t of targets) index.add(t);
  return index;
}

/** Converts a Markdown body; returns blocks without keys and problems as `line: severity: message`. */
export function convert(markdown: string, mode: 'body' | 'paragraphs' = 'body') {
  const diagnostics = new Diagnostics();
  const file = path.join(ROOT, 'page.md');
  const source = new MarkdownSource({ text: markdown, file, diagnostics });
  const blocks = markdownToPortableText(source.group(source.root.children), {
    source,
    docs: docIndex(target('api/hooks', 'api/hooks', ['useselector'])),
    origin: { file },
    assets: new AssetStore(),
    staticDirs: [],
    mode,
    anchorChecks: [],
  });
  const problems = diagnostics.problems.map((p) => `${p.line ?? '-'}: ${p.severity}: ${p.message}`);
  return { blocks: withoutKeys(blocks), problems };
}

export const note = (...body: unknown[]) => ({ _type: 'admonition', kind: 'note', body });
