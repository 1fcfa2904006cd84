import { isRecord } from '@react-redux-docs/schemas/is-record';
import matter from 'gray-matter';
import { type Diagnostics, fail } from '../diagnostics.ts';
import type { DocFrontMatter } from './types.ts';

export interface SplitDocument {
  frontMatter: DocFrontMatter;
  /** The Markdown after the front matter, with `\n` line endings. */
  content: string;
  /** Add to a line number in `content` to get the line in the file. */
  lineOffset: number;
}

const refuseCode = (): never => {
  throw new Error('only YAML front matter is supported');
};

/**
 * Splits YAML front matter from Markdown. Invalid YAML throws an ImportError
 * naming the file and line; fields of the wrong type are reported to `diagnostics`.
 */
export function splitFrontMatter(source: string, file: string, diagnostics: Diagnostics): SplitDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options disable gray-matter's cache and its `---js` engine, which would eval the front matter.
    parsed = matter(text, { language: 'yaml', engines: { js: refuseCode, javascript: refuseCode } });
  } catch (error) {
    const { reason, mark, message } = error as { reason?: string; mark?: { line?: number }; message?: string };
    const line = typeof mark?.line === 'number' ? mark.line + 1 : 1;
    fail(file, `invalid YAML front matter: ${reason ?? message ?? String(error)}`, { line });
  }
  const content = parsed.content;
  const lineOffset = text.endsWith(content) ? countNewlines(text.slice(0, text.length - content.length)) : 0;
  const data: Record<string, unknown> = isRecord(parsed.data) ? parsed.data : {};
  const lineOf = (key: string): number | undefined => {
    const index = parsed.matter.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : undefined;
  };
  const invalid = (key: string, expected: string) =>
    diagnostics.error(file, `front matter \`${key}\` must be ${expected}`, { line: lineOf(key) });

  const text1 = (key: string): string | undefined => {
    const value = data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    invalid(key, 'a string');
    return undefined;
  };

  const frontMatter: DocFrontMatter = { hideTitle: false, draft: false };
  const fields: Array<[keyof DocFrontMatter, string]> = [
    ['id', 'id'],
    ['title', 'title'],
    ['sidebarLabel', 'sidebar_label'],
    ['description', 'description'],
    ['slug', 'slug'],
  ];
  for (const [field, key] of fields) {
    const value = text1(key);
    if (value !== undefined) (frontMatter as unknown as Record<string, string>)[field] = value;
  }

  const keywords = data.keywords;
  if (Array.isArray(keywords)) {
    if (keywords.every((k) => typeof k === 'string' || typeof k === 'number')) {
      const list = keywords.map((k) => String(k).trim()).filter((k) => k !== '');
      if (list.length > 0) frontMatter.keywords = list;
    } else {
      invalid('keywords', 'a list of strings');
    }
  } else if (keywords !== undefined && keywords !== null) {
    invalid('keywords', 'a list of strings, like [hooks, useSelector]');
  }

  const hideTitle = data.hide_title;
  if (typeof hideTitle === 'boolean') frontMatter.hideTitle = hideTitle;
  else if (hideTitle !== undefined && hideTitle !== null) invalid('hide_title', 'true or false');

  const draft = data.draft;
  if (typeof draft === 'boolean') frontMatter.draft = draft;
  else if (draft !== undefined && draft !== null) invalid('draft', 'true or false');

  const hideToc = data.hide_table_of_contents;
  if (typeof hideToc === 'boolean') frontMatter.hideTableOfContents = hideToc;
  else if (hideToc !== undefined && hideToc !== null) invalid('hide_table_of_contents', 'true or false');

  const position = data.sidebar_position;
  if (typeof position === 'number' && Number.isFinite(position)) frontMatter.sidebarPosition = position;
  else if (position !== undefined && position !== null) invalid('sidebar_position', 'a number');

  return { frontMatter, content, lineOffset };
}

function countNewlines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count++;
  return count;
}
