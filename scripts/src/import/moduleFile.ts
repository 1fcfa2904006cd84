import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { fail } from './diagnostics.ts';

/**
 * The default export (or `module.exports`) of a JavaScript or TypeScript file
 * of the migrated site: a sidebars file or the Docusaurus config. A `.js`
 * file written as CommonJS inside a `"type": "module"` package is run as
 * CommonJS, as Docusaurus would. TypeScript runs with its types removed
 * (Node's type stripping); syntax that needs compiling is refused, saying so.
 * `what` names the file's role in messages ("sidebars").
 */
export async function importModuleFile(file: string, source: string, what: string): Promise<unknown> {
  // The hash busts the module cache when the file changes between imports in one process.
  const url = `${pathToFileURL(file).href}?sha1=${createHash('sha1').update(source).digest('hex')}`;
  try {
    const module = (await import(url)) as { default?: unknown };
    return module.default;
  } catch (error) {
    if (path.extname(file).toLowerCase() === '.js' && isCommonJsInEsmScope(error)) {
      return evaluateCommonJs(file, source, what);
    }
    if ((error as { code?: string }).code === 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX')
      fail(
        file,
        `cannot load ${what}: ${(error as Error).message}. TypeScript files run with their types removed; write the file without enums or namespaces, or as .js`,
      );
    fail(file, `cannot load ${what}: ${(error as Error).message}`);
  }
}

/** A `.js` file using `module.exports` inside a `"type": "module"` package fails as ESM. */
function isCommonJsInEsmScope(error: unknown): boolean {
  return error instanceof ReferenceError && /\b(module|exports|require) is not defined/.test(error.message);
}

function evaluateCommonJs(file: string, source: string, what: string): unknown {
  const module = { exports: {} as unknown };
  try {
    const run = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], {
      filename: file,
    });
    run(module.exports, createRequire(file), module, file, path.dirname(file));
  } catch (error) {
    fail(file, `cannot load ${what}: ${(error as Error).message}`);
  }
  return module.exports;
}
