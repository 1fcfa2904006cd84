import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { JsxParser } from '../markdown/parse/jsxElement.ts';
import { esmStatements } from './esmStatements.ts';

/** A JSX element of the text whose component the importer renders, with its place in the text. */
export type FoundElement = {
  /** As written: `Links.InputSelectors`. */
  name: string;
  start: number;
  end: number;
  /** The opening tag as written, `<Name prop="…">` (or the whole self-closing element). */
  opening: string;
  /** Where the children's text starts and ends; undefined for a self-closing element or one without children. */
  children?: { start: number; end: number };
  /** Alone on its lines (its Markdown children are blocks), or inside a line of text. */
  flow: boolean;
  /** Elements of rendered components inside its children. */
  nested: FoundElement[];
};

/** An `import` or `export` statement of the text, as written, and the names it declares. */
export type EsmStatement = { text: string; names: string[] };

export type ComponentScope = {
  /** The text's `import` and `export` statements the rendered elements may need. */
  statements: EsmStatement[];
  /** The names the text imports components by that are rendered here. */
  names: Set<string>;
};

/** Docusaurus components the Markdown converter reads itself, as tags: never rendered. */
const READ_AS_TAGS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/Details']);

const processor = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * Whether elements of components imported from `source` are rendered: the site's own modules (`@site/…`,
 * relative paths; not Markdown partials or style sheets) and Docusaurus's (`@docusaurus/…`, `@theme/…`), but those
 * the converter reads as tags.
 */
export function isRenderedSource(source: string): boolean {
  if (/\.(?:mdx?|css)$/i.test(source) || READ_AS_TAGS.has(source)) return false;
  return /^(?:\.{1,2}\/|@site\/|@docusaurus\/|@theme\/)/.test(source);
}

interface AcornNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** The import and export statements of a Markdown text, and the component names it renders. */
export function componentScope(text: string, root: Root): ComponentScope {
  const scope: ComponentScope = { statements: [], names: new Set() };
  const code = codeRanges(root);
  const inCode = (offset: number) => code.some(([start, end]) => offset >= start && offset < end);
  for (const range of esmStatements(text, inCode)) {
    const written = text.slice(range.start, range.end);
    let program: AcornNode;
    try {
      program = JsxParser.parse(written, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AcornNode;
    } catch {
      continue;
    }
    for (const statement of program.body as AcornNode[]) {
      const source = (statement.source as { value?: unknown } | undefined)?.value;
      const names = declaredNames(statement);
      if (statement.type === 'ImportDeclaration' && typeof source === 'string') {
        if (!isRenderedSource(source) && source !== 'react') continue;
        if (isRenderedSource(source)) for (const name of names) scope.names.add(name);
      }
      scope.statements.push({ text: written.slice(statement.start, statement.end), names });
    }
  }
  return scope;
}

/** The names an import or export statement declares (`import A, { B as C }` declares A and C). */
function declaredNames(statement: AcornNode): string[] {
  if (statement.type === 'ImportDeclaration')
    return (statement.specifiers as { local: { name: string } }[]).map((specifier) => specifier.local.name);
  const declaration = statement.declaration as AcornNode | null | undefined;
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration')
    return (declaration.declarations as { id: { type: string; name?: string } }[]).flatMap((declarator) =>
      declarator.id.type === 'Identifier' && declarator.id.name ? [declarator.id.name] : [],
    );
  const id = declaration.id as { name?: string } | null | undefined;
  return id?.name ? [id.name] : [];
}

/** Offsets of the text that is code (fenced, indented or inline), where a tag is only text. */
export function codeRanges(root: Root): [number, number][] {
  const ranges: [number, number][] = [];
  visit(root, (node) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position)
      ranges.push([node.position.start.offset ?? 0, node.position.end.offset ?? 0]);
  });
  return ranges;
}

/** The elements of rendered components in `text`, each with those nested in its children. */
export function findElements(text: string, root: Root, names: ReadonlySet<string>): FoundElement[] {
  const code = codeRanges(root);
  const inCodeOnly = (offset: number) => code.some(([start, end]) => offset >= start && offset < end);
  // Statements are JavaScript: a tag in a template string there is the string's.
  const statements = esmStatements(text, inCodeOnly);
  const inCode = (offset: number) =>
    inCodeOnly(offset) || statements.some(({ start, end }) => offset >= start && offset < end);
  return elementsIn(text, 0, text.length, names, inCode);
}

const TAG_START = /<([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?=[\s/>])/g;

function elementsIn(
  text: string,
  from: number,
  to: number,
  names: ReadonlySet<string>,
  inCode: (offset: number) => boolean,
): FoundElement[] {
  const found: FoundElement[] = [];
  TAG_START.lastIndex = from;
  for (let match = TAG_START.exec(text); match && match.index < to; match = TAG_START.exec(text)) {
    const name = match[1] ?? '';
    if (inCode(match.index)) continue;
    if (!names.has(name.split('.')[0] ?? '')) {
      const written = htmlWithExpressions(text, match.index, name, to, inCode);
      if (written) {
        found.push(written);
        TAG_START.lastIndex = written.end;
      }
      continue;
    }
    const element = elementAt(text, match.index, name, to, inCode);
    if (!element) continue;
    if (element.children)
      element.nested = elementsIn(text, element.children.start, element.children.end, names, inCode);
    found.push(element);
    TAG_START.lastIndex = element.end;
  }
  return found;
}

/** HTML elements read as tags or embeds by the converter itself: never rendered. */
const CONVERTER_ELEMENTS = /^(?:iframe|details|summary|br|hr|img|a)$/i;

/**
 * HTML written with JSX expressions (`<td>{"['Post']"}</td>`, `style={{ … }}`) on lines of its own and without a
 * blank line inside: in MDX that is JSX, not Markdown, so it is rendered as the JSX it is, expressions evaluated.
 */
function htmlWithExpressions(
  text: string,
  start: number,
  name: string,
  to: number,
  inCode: (offset: number) => boolean,
): FoundElement | undefined {
  if (!/^[a-z][a-z0-9]*$/.test(name) || CONVERTER_ELEMENTS.test(name)) return undefined;
  const element = elementAt(text, start, name, to, inCode, true);
  if (!element?.flow) return undefined;
  const written = text.slice(element.start, element.end);
  if (!written.includes('{') || /\n[ \t]*\n/.test(written) || !isElement(written)) return undefined;
  return { ...element, opening: written, nested: [] };
}

/** Whether `source` parses as exactly one JSX element. */
function isElement(source: string): boolean {
  try {
    const node = JsxParser.parseExpressionAt(source, 0, { ecmaVersion: 'latest' }) as unknown as AcornNode;
    return node.type === 'JSXElement' && node.end === source.length;
  } catch {
    return false;
  }
}

/**
 * Whether an element's children are JavaScript only: expressions (`{`…`}`) and elements with nothing but space
 * between them. MDX passes those to the component as they are; anything else is Markdown.
 */
function isJsxOnly(children: string): boolean {
  let node: AcornNode;
  try {
    node = JsxParser.parseExpressionAt(`<>${children}</>`, 0, { ecmaVersion: 'latest' }) as unknown as AcornNode;
  } catch {
    return false;
  }
  const parts = node.children as AcornNode[];
  return (
    parts.some((part) => part.type !== 'JSXText') &&
    parts.every((part) => part.type !== 'JSXText' || String(part.value).trim() === '')
  );
}

/** The opening tag that starts at `start`: its end, and whether it closes itself. */
function openingTagAt(text: string, start: number, name: string, to: number) {
  for (let end = text.indexOf('>', start); end >= 0 && end < to; end = text.indexOf('>', end + 1)) {
    const tag = text.slice(start, end + 1);
    if (tag.endsWith('/>') && isElement(tag)) return { end: end + 1, selfClosing: true };
    if (isElement(`${tag}</${name}>`)) return { end: end + 1, selfClosing: false };
  }
  return undefined;
}

function elementAt(
  text: string,
  start: number,
  name: string,
  to: number,
  inCode: (offset: number) => boolean,
  childrenAsJsx = false,
): FoundElement | undefined {
  const opening = openingTagAt(text, start, name, to);
  if (!opening) return undefined;
  let end = opening.end;
  let children: FoundElement['children'];
  if (!opening.selfClosing) {
    // The closing tag that matches: same-named elements inside count in and out.
    const escaped = name.replace(/[.$]/g, '\\$&');
    const tags = new RegExp(`<(/?)${escaped}(?=[\\s/>])`, 'g');
    tags.lastIndex = opening.end;
    let depth = 1;
    let close: RegExpExecArray | null = null;
    for (let tag = tags.exec(text); tag && tag.index < to; tag = tags.exec(text)) {
      if (inCode(tag.index)) continue;
      if (tag[1] === '/') {
        if (--depth === 0) {
          close = tag;
          break;
        }
        continue;
      }
      const inner = openingTagAt(text, tag.index, name, to);
      if (inner && !inner.selfClosing) depth++;
      if (inner) tags.lastIndex = inner.end;
    }
    if (!close) return undefined;
    const closeEnd = text.indexOf('>', close.index) + 1;
    if (closeEnd === 0) return undefined;
    const inner = text.slice(opening.end, close.index);
    // Children that are JavaScript (`{`code`}`, elements) are the component's own, passed as written.
    if (inner.trim() !== '' && !childrenAsJsx && !isJsxOnly(inner)) children = { start: opening.end, end: close.index };
    end = closeEnd;
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const flow =
    text.slice(lineStart, start).trim() === '' && text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() === '';
  return {
    name,
    start,
    end,
    opening: text.slice(start, opening.end),
    ...(children ? { children } : {}),
    flow,
    nested: [],
  };
}

/** Parses a Markdown text as the converter first does, for the scope and element search. */
export function parseForElements(text: string): Root {
  return processor.parse(text);
}
