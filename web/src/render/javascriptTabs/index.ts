/**
 * "Also show as JavaScript": a TypeScript code block with that option set becomes a TypeScript / JavaScript tab
 * pair (group `language`, so a reader's choice holds on every page), the JavaScript made from the same source by
 * the TypeScript compiler at build time. Files of a multi-file block are shown under their names; hidden
 * (`noEmit`) files are left out of both tabs. Highlighted lines follow their code into both tabs.
 */
import type * as TypeScript from 'typescript';
import type { PortableTextValue } from '../types.ts';
import { type CodeFile, javascriptName, joinFiles, splitFiles } from './codeFiles.ts';
import { codeStyleOf, formatterVersion, loadCompiler, transpileFile } from './transpile.ts';

type Block = { _type: string; _key?: string; [field: string]: unknown };

/** The code type's field (ALSO_JAVASCRIPT_FIELD in the schemas' code module, which carries the Studio's input). */
export const JAVASCRIPT_TABS_FIELD = 'alsoJavaScript';
const TYPESCRIPT_LANGUAGES = new Set(['typescript', 'ts', 'tsx']);

/** Whether a block asks for a JavaScript tab (anywhere in a body, at any depth). */
const wantsJavaScript = (block: Block) =>
  block._type === 'code' &&
  block[JAVASCRIPT_TABS_FIELD] === true &&
  TYPESCRIPT_LANGUAGES.has(String(block.language ?? ''));

function containsRequest(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsRequest);
  if (typeof value !== 'object' || value === null) return false;
  if (wantsJavaScript(value as Block)) return true;
  return Object.values(value).some((field) => typeof field === 'object' && containsRequest(field));
}

/**
 * The body with each requesting code block replaced by its tab pair, in callouts, collapsible sections and tabs
 * too. A body without such a block is returned as it is, and nothing is loaded.
 */
export async function withJavaScriptTabs(body: PortableTextValue): Promise<PortableTextValue> {
  if (!containsRequest(body)) return body;
  let count = 0;
  const expand = async (block: Block): Promise<Block> => {
    if (block._type === 'code') {
      count++;
      if (!wantsJavaScript(block)) return block;
      try {
        return await tabPair(block);
      } catch (error) {
        const name = typeof block.filename === 'string' ? ` ("${block.filename}")` : '';
        throw new Error(
          `code block ${count}${name} is set to also show as JavaScript, but its TypeScript cannot be transpiled: ${(error as Error).message}`,
        );
      }
    }
    const copy: Block = { ...block };
    if (Array.isArray(block.body)) copy.body = await expandAll(block.body as Block[]);
    if (Array.isArray(block.tabs)) {
      const tabs: Block[] = [];
      for (const tab of block.tabs as Block[])
        tabs.push(Array.isArray(tab.body) ? { ...tab, body: await expandAll(tab.body as Block[]) } : tab);
      copy.tabs = tabs;
    }
    return copy;
  };
  const expandAll = async (blocks: Block[]) => {
    const out: Block[] = [];
    // In order, so code blocks are counted as they appear on the page.
    for (const block of blocks) out.push(await expand(block));
    return out;
  };
  return (await expandAll(body as Block[])) as PortableTextValue;
}

/** Pairs made in this process, by block: the page and its Markdown twin each ask for the same ones. */
const made = new Map<string, Promise<Block>>();
const MADE_LIMIT = 2000;

/**
 * A store several processes share, as Gatsby's cache is (`render/cache/tabPairStore.ts` makes one of it). Its keys
 * are long (they hold the block); the store makes them short.
 */
export type TabPairStore = { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> };

let shared: { store: TabPairStore; version: string } | undefined;

/**
 * Keeps the pairs this process makes in `store`, and takes the ones other processes made from it: a build renders
 * pages in worker processes and writes the Markdown twins in its main process, which would otherwise transpile every
 * example a second time. `version` names the code that makes them (the renderer's version); the
 * compiler's and formatter's versions are added to it.
 */
export function shareTabPairs(store: TabPairStore, version: string): void {
  shared = { store, version };
}

function tabPair(block: Block): Promise<Block> {
  const key = JSON.stringify(block);
  let pair = made.get(key);
  if (!pair) {
    pair = shared ? sharedTabPair(block, key, shared) : makeTabPair(block);
    made.set(key, pair);
    pair.catch(() => made.delete(key));
    if (made.size > MADE_LIMIT) made.delete(made.keys().next().value as string);
  }
  return pair;
}

async function sharedTabPair(block: Block, key: string, { store, version }: typeof shared & {}): Promise<Block> {
  const ts = await loadCompiler();
  const storeKey = `${version}:${ts.version}:${await formatterVersion()}:${key}`;
  const stored = (await store.get(storeKey)) as Block | undefined;
  if (stored) return stored;
  const pair = await makeTabPair(block);
  await store.set(storeKey, pair);
  return pair;
}

/** The tab pair one code block becomes; its key is the block's own, so links and keys stay stable. */
async function makeTabPair(block: Block): Promise<Block> {
  const ts = await loadCompiler();
  const language = block.language === 'tsx' ? 'tsx' : 'typescript';
  const marked = withMarkers(ts, String(block.code ?? ''), highlighted(block), language);
  const files = splitFiles(marked, language);
  const shown = files.filter((file) => !file.hidden);
  const style = codeStyleOf(
    ts,
    shown.map((file) => file.code).join('\n'),
    `index.${language === 'tsx' ? 'tsx' : 'ts'}`,
  );
  const javascriptOf = async (source: readonly CodeFile[]) => {
    const out: CodeFile[] = [];
    for (const file of source) {
      out.push({ ...file, name: javascriptName(file.name), code: await transpileFile(file.code, file.name, style) });
    }
    return joinFiles(out);
  };
  const typescript = takeMarkers(joinFiles(files));
  let javascript = takeMarkers(await javascriptOf(shown));
  if (javascript.lines.length > 0) {
    // A marker inside an expression can make Prettier break it over lines; the JavaScript shown is made without
    // markers, and the marked lines are found in it by their text.
    const clean = await javascriptOf(splitFiles(String(block.code ?? ''), language).filter((file) => !file.hidden));
    javascript = { code: clean, lines: sameLines(javascript, clean) };
  }
  const key = block._key ?? 'code';
  const { [JAVASCRIPT_TABS_FIELD]: _, ...plain } = block;
  const tab = (value: string, label: string, code: Block) => ({
    _key: `${key}-${value}`,
    _type: 'tab',
    value,
    label,
    body: [code],
  });
  return {
    _type: 'tabs',
    _key: key,
    groupId: 'language',
    tabs: [
      tab('ts', 'TypeScript', {
        ...plain,
        _key: `${key}-ts-code`,
        code: typescript.code,
        highlightedLines: typescript.lines,
      }),
      tab('js', 'JavaScript', {
        ...plain,
        _key: `${key}-js-code`,
        language: language === 'tsx' ? 'jsx' : 'javascript',
        code: javascript.code,
        highlightedLines: javascript.lines,
        ...(typeof block.filename === 'string' ? { filename: javascriptName(block.filename) } : {}),
      }),
    ],
  };
}

const highlighted = (block: Block): Set<number> =>
  new Set(Array.isArray(block.highlightedLines) ? (block.highlightedLines as number[]) : []);

/**
 * Highlighted lines are carried through splitting and compiling as comments on a line of their own before each
 * one, which the compiler and Prettier keep in place; inside JSX children the comment is written as JSX.
 */
const MARKER = '__highlighted_line__';
const CODE_MARKER = `//${MARKER}`;
const JSX_MARKER = `{/*${MARKER}*/}`;

function withMarkers(ts: typeof TypeScript, code: string, lines: Set<number>, language: string): string {
  if (lines.size === 0) return code;
  const source = ts.createSourceFile(
    `index.${language === 'tsx' ? 'tsx' : 'ts'}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  code.split('\n').forEach((line, index) => {
    if (lines.has(index + 1) && !line.startsWith('// file: ')) {
      const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
      const start = source.getPositionOfLineAndCharacter(index, indent.length);
      out.push(`${indent}${inJsxChildren(ts, source, start) ? JSX_MARKER : CODE_MARKER}`);
    }
    out.push(line);
  });
  return out.join('\n');
}

/** Whether a position sits among a JSX element's children, where a `//` comment would be text. */
function inJsxChildren(ts: typeof TypeScript, source: TypeScript.SourceFile, position: number): boolean {
  let node: TypeScript.Node = source;
  for (;;) {
    const inner: TypeScript.Node | undefined = node
      .getChildren(source)
      .find((child) => child.getStart(source) < position && position < child.end);
    if (!inner) break;
    node = inner;
  }
  return ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxText(node);
}

/** The code without its markers, and the lines they marked (1-based). */
function takeMarkers(code: string): { code: string; lines: number[] } {
  const kept: string[] = [];
  const lines: number[] = [];
  let markNext = false;
  for (const line of code.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === CODE_MARKER || trimmed === JSX_MARKER) {
      markNext = true;
      continue;
    }
    // A marker the formatter joined onto a line of code marks that line.
    const cleaned = line.includes(MARKER) ? line.replace(JSX_MARKER, '').replace(CODE_MARKER, '').trimEnd() : line;
    kept.push(cleaned);
    if (markNext || cleaned !== line) lines.push(kept.length);
    markNext = false;
  }
  return { code: kept.join('\n'), lines };
}

/** The lines of `clean` that hold the marked lines' text, in order; a line Prettier wrapped differently matches by its start. */
function sameLines(marked: { code: string; lines: number[] }, clean: string): number[] {
  const markedLines = marked.code.split('\n');
  const cleanLines = clean.split('\n').map((line) => line.trim());
  const found: number[] = [];
  let from = 0;
  for (const line of marked.lines) {
    const text = (markedLines[line - 1] ?? '').trim();
    if (text === '') continue;
    let at = cleanLines.indexOf(text, from);
    if (at < 0)
      at = cleanLines.findIndex(
        (candidate, index) =>
          index >= from &&
          Math.min(candidate.length, text.length) >= 8 &&
          (candidate.startsWith(text) || text.startsWith(candidate)),
      );
    if (at < 0) continue;
    found.push(at + 1);
    from = at + 1;
  }
  return found;
}
