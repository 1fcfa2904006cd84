import { createJiti } from 'jiti';
import { fail } from '../diagnostics.ts';

/**
 * Docusaurus loads its config and sidebars with jiti (`loadFreshModule` in
 * `@docusaurus/utils`), which runs TypeScript, ES modules, CommonJS and files
 * that mix them (`import` beside `require.resolve`), whatever `"type"` the
 * package says. Loading them with the same library and options means a file
 * Docusaurus accepts loads here too.
 */
const jiti = createJiti(import.meta.url, {
  // Docusaurus: `requireCache: false`, a fresh module on every load; here edits between two imports in one
  // process (the tests) are seen the same way.
  moduleCache: false,
  // Docusaurus: "Only take into consideration the default export".
  interopDefault: true,
  // Docusaurus keeps jiti's transpile cache in node_modules/.cache; a one-off import has no use for it.
  fsCache: false,
});

/**
 * The default export (or `module.exports`) of a JavaScript or TypeScript file
 * of the migrated site: a sidebars file or the Docusaurus config. `what`
 * names the file's role in messages ("sidebars").
 */
export async function importModuleFile(file: string, what: string): Promise<unknown> {
  try {
    return await jiti.import(file, { default: true });
  } catch (error) {
    fail(file, `cannot load ${what}: ${firstLine(error)}`);
  }
}

/** jiti appends a require stack to "Cannot find module" messages; the file is already named. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
