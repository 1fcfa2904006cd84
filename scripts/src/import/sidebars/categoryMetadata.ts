import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '@react-redux-docs/schemas/is-record';
import matter from 'gray-matter';
import type { GeneratorContext } from './types.ts';

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];
const IGNORED_CATEGORY_FIELDS = ['className', 'customProps', 'key'];

/** A folder's `_category_` file, or {} when it has none. Unusable fields are reported and left out. */
export function readCategoryMetadata(
  folder: string,
  context: Pick<GeneratorContext, 'diagnostics'>,
): Record<string, unknown> {
  for (const name of CATEGORY_FILES) {
    const file = path.join(folder, name);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const data = parseCategoryFile(file, text, context);
    if (!isRecord(data)) {
      if (data !== undefined) context.diagnostics.error(file, 'must hold an object like { "label": "Guides" }');
      return {};
    }
    const kinds: Record<string, string> = {
      label: 'string',
      position: 'number',
      collapsed: 'boolean',
      collapsible: 'boolean',
      description: 'string',
    };
    for (const [key, kind] of Object.entries(kinds)) {
      if (data[key] !== undefined && typeof data[key] !== kind) {
        context.diagnostics.error(file, `"${key}" must be a ${kind}`);
        delete data[key];
      }
    }
    if (data.link !== undefined && data.link !== null && !isRecord(data.link)) {
      context.diagnostics.error(file, '"link" must be an object or null');
      delete data.link;
    }
    const ignored = IGNORED_CATEGORY_FIELDS.filter((key) => data[key] !== undefined);
    if (ignored.length > 0) {
      context.diagnostics.warn(file, `${ignored.join(', ')} ignored: the site's sidebar does not use them`);
    }
    return data;
  }
  return {};
}

function parseCategoryFile(file: string, text: string, context: Pick<GeneratorContext, 'diagnostics'>): unknown {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      context.diagnostics.error(file, `invalid JSON: ${(error as Error).message}`);
      return undefined;
    }
  }
  try {
    // gray-matter's YAML engine, given the file as front matter; its `---js` engine stays off.
    return matter(`---\n${text}\n---\n`, { language: 'yaml', engines: { js: refuseCode, javascript: refuseCode } })
      .data;
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line?: number } };
    const line = typeof mark?.line === 'number' ? Math.max(1, mark.line) : undefined;
    context.diagnostics.error(
      file,
      `invalid YAML: ${reason ?? (error as Error).message}`,
      line === undefined ? {} : { line },
    );
    return undefined;
  }
}

const refuseCode = (): never => {
  throw new Error('only YAML is supported');
};
