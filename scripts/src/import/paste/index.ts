// Markdown pasted into a body in the Studio, converted by the importer's own converter: the same blocks a doc file
// with that text would import as, and the same warnings, at lines of the pasted text. It runs in the browser, so
// nothing here (or in the converter) may read files: docs are given, images cannot be uploaded from here.
import { bodyAnchors } from '@react-redux-docs/schemas';
import { keyedCopy } from '../dataset/keyedCopy.ts';
import { Diagnostics, type Problem } from '../diagnostics.ts';
import { checkAnchors } from '../links/anchors.ts';
import { DocIndex } from '../links/docIndex.ts';
import type { AnchorCheck, DocTarget } from '../links/types.ts';
import { MarkdownSource } from '../markdown/source.ts';
import { markdownToPortableText } from '../markdown/toPortableText.ts';
import { leaveOutImages } from './images.ts';
import { PASTE_ASSETS } from './pasteAssets.ts';

/** A doc that pasted links may lead to. */
export interface PasteDoc {
  /** Its published `_id` (`doc-api_hooks`). */
  documentId: string;
  /** Its route as the site serves it, version path included (`api/hooks`, `5.x/api/hooks`). */
  route: string;
  /** True when it has never been published: links to it are left out, as the importer leaves out links to drafts. */
  draft?: boolean;
  /** Its old routes, which links still reach it by. */
  previousRoutes?: string[];
}

export interface PasteOptions {
  docs: readonly PasteDoc[];
  /** The `_id` of the doc the text is pasted into, for `#anchor` links and routes relative to it. */
  into?: string;
  /** Read `$…$` and `$$` as formulas, as the site's remark-math did. */
  math?: boolean;
}

export interface PastedMarkdown {
  /** Body blocks, each object keyed, ready to insert. */
  blocks: Record<string, unknown>[];
  /** What the blocks do not carry as written, in plain words, with the line of the pasted text. */
  problems: string[];
  /** The `#anchor`s the links name, to check with `checkPastedAnchors` once those docs' bodies are at hand. */
  anchorChecks: AnchorCheck[];
}

const DOCS_DIR = '/docs';

/** Converts `text` as the importer would convert a doc file holding it. */
export function pasteMarkdown(text: string, options: PasteOptions): PastedMarkdown {
  const docs = new DocIndex(DOCS_DIR, undefined, '/');
  const targets = options.docs.map(docTarget);
  for (const target of targets) docs.add(target);
  const self = targets.find((target) => target.documentId === options.into);
  const file = self?.file ?? `${DOCS_DIR}/pasted.md`;
  const diagnostics = new Diagnostics();
  const source = new MarkdownSource({ text, file, diagnostics, math: options.math ?? false });
  const anchorChecks: AnchorCheck[] = [];
  const converted = markdownToPortableText(source.group(source.root.children), {
    source,
    docs,
    origin: self ? { file, self } : { file },
    assets: PASTE_ASSETS,
    staticDirs: [],
    mode: 'body',
    anchorChecks,
  });
  const images = leaveOutImages(converted);
  const keyed = keyedCopy({ body: images.blocks }, randomKeys()).body as Record<string, unknown>[];
  return {
    blocks: keyed,
    problems: [...diagnostics.problems.map(describe), ...images.problems],
    anchorChecks,
  };
}

/**
 * The pasted links whose `#anchor` no heading of their doc has, in plain words. `bodies` gives each linked doc's
 * body by `_id`; a doc whose body is not given is not judged.
 */
export function checkPastedAnchors(
  anchorChecks: readonly AnchorCheck[],
  bodies: ReadonlyMap<string, readonly unknown[]>,
): string[] {
  const problems: string[] = [];
  const judged = anchorChecks.filter((check) => bodies.has(check.target.documentId));
  for (const check of judged) {
    const body = bodies.get(check.target.documentId) ?? [];
    for (const anchor of bodyAnchors(body)) check.target.anchors.add(anchor);
  }
  const routeOf = new Map(judged.map((check) => [check.target.file, `/${check.target.route}`]));
  const reported = judged.map((check) => ({
    ...check,
    report: (message: string) => {
      check.report(message);
      problems.push(message);
    },
  }));
  checkAnchors(reported, (file) => routeOf.get(file) ?? file);
  return problems;
}

/** The docs the anchor checks lead to, whose bodies `checkPastedAnchors` needs. */
export const docsToCheck = (anchorChecks: readonly AnchorCheck[]): string[] => [
  ...new Set(anchorChecks.map((check) => check.target.documentId)),
];

function docTarget(doc: PasteDoc): DocTarget {
  return {
    documentId: doc.documentId,
    docId: doc.route,
    route: doc.route,
    file: `${DOCS_DIR}/${doc.route}.md`,
    draft: doc.draft === true,
    ...(doc.previousRoutes ? { previousRoutes: doc.previousRoutes } : {}),
    anchors: new Set(),
  };
}

function describe(problem: Problem): string {
  return problem.line === undefined ? problem.message : `Line ${problem.line}: ${problem.message}`;
}

/**
 * 12 random hex digits for each path (a pasted block's key must differ from every key already in the document),
 * the same each time a path is asked for: a link's mark and its definition must agree.
 */
function randomKeys(): (jsonPath: string) => string {
  const keys = new Map<string, string>();
  return (jsonPath) => {
    const known = keys.get(jsonPath);
    if (known !== undefined) return known;
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    keys.set(jsonPath, key);
    return key;
  };
}
