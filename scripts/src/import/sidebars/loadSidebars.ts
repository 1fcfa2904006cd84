import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importModuleFile } from '../config/moduleFile.ts';
import { fail } from '../diagnostics.ts';
import type { LoadedSidebars } from './types.ts';

/** Sidebars files as modules: JavaScript, and TypeScript (what `create-docusaurus` writes). */
const MODULE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

/**
 * Loads a Docusaurus sidebars file: `.json`, or a module: `.js` (ES module
 * or CommonJS `module.exports`, whatever package it sits in), `.mjs`, `.cjs`,
 * `.ts`, `.mts` or `.cts`, run as Docusaurus runs it (moduleFile.ts).
 */
export async function loadSidebars(file: string): Promise<LoadedSidebars> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    fail(file, 'sidebars file not found');
  }
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') {
    try {
      return { value: JSON.parse(source), source };
    } catch (error) {
      fail(file, `invalid JSON: ${(error as Error).message}`);
    }
  }
  if (!MODULE_EXTENSIONS.includes(extension))
    fail(file, 'sidebars file must be .ts, .mts, .cts, .js, .mjs, .cjs or .json');
  return { value: await importModuleFile(file, 'sidebars'), source };
}
