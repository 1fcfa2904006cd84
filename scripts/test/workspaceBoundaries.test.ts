import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';

/**
 * Workspaces use each other only through what each declares in its
 * package.json `exports`: no relative import reaches into another
 * workspace's folder, and no `@react-redux-docs/<workspace>/<path>` names a
 * path the workspace does not export. Imports are read by TypeScript's own
 * pre-processor (static, dynamic and `import.meta.resolve` alike).
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = ['schemas', 'scripts', 'studio', 'web'] as const;
const SCOPE = '@react-redux-docs/';
/** Folders that hold no source of ours: dependencies, build output, caches. */
const SKIPPED = new Set(['node_modules', 'public', 'public-variant', 'public-migrated', '.cache', 'dist', 'fixtures']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** Every module specifier a file names: imports, exports, `import()` and `import.meta.resolve()`. */
function specifiers(file: string): { specifier: string; line: number }[] {
  const text = readFileSync(file, 'utf8');
  const lineOf = (position: number) => text.slice(0, position).split('\n').length;
  const found = ts.preProcessFile(text, true, true).importedFiles.map((ref) => ({
    specifier: ref.fileName,
    line: lineOf(ref.pos),
  }));
  for (const match of text.matchAll(/import\.meta\.resolve\(\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: match[1] ?? '', line: lineOf(match.index ?? 0) });
  return found;
}

function exportsOf(root: string, workspace: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
    exports?: Record<string, string> | string;
  };
  const declared = manifest.exports;
  if (declared === undefined) return new Set();
  return new Set(typeof declared === 'string' ? ['.'] : Object.keys(declared));
}

/** Each import of `root`'s workspaces that crosses into another workspace other than by a declared export. */
function crossings(root: string, workspaces: readonly string[]): string[] {
  const exported = new Map(workspaces.map((workspace) => [workspace, exportsOf(root, workspace)]));
  const problems: string[] = [];
  for (const workspace of workspaces) {
    const home = path.join(root, workspace);
    for (const file of sourceFiles(home)) {
      const where = (line: number) => `${path.relative(root, file)}:${line}`;
      for (const { specifier, line } of specifiers(file)) {
        if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier);
          const other = workspaces.find(
            (name) => name !== workspace && target.startsWith(path.join(root, name) + path.sep),
          );
          if (other) problems.push(`${where(line)}: "${specifier}" reaches into ${other}/ by path`);
        } else if (specifier.startsWith(SCOPE)) {
          const [name = '', ...rest] = specifier.slice(SCOPE.length).split('/');
          const subpath = rest.length === 0 ? '.' : `./${rest.join('/').replace(/\?.*$/, '')}`;
          const offered = exported.get(name);
          if (offered && !offered.has(subpath))
            problems.push(`${where(line)}: "${specifier}" is not among ${name}'s exports`);
        }
      }
    }
  }
  return problems;
}

describe('workspace boundaries', () => {
  test('every import between workspaces goes through a declared export', () => {
    assert.deepEqual(crossings(REPO, WORKSPACES), []);
  });

  test('the check finds a relative path into another workspace and an undeclared subpath', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    try {
      for (const workspace of ['a', 'b']) mkdirSync(path.join(root, workspace, 'src'), { recursive: true });
      writeFileSync(path.join(root, 'a', 'package.json'), JSON.stringify({ exports: { './api': './src/api.ts' } }));
      writeFileSync(path.join(root, 'b', 'package.json'), JSON.stringify({}));
      writeFileSync(path.join(root, 'a', 'src', 'api.ts'), 'export const api = 1;\n');
      writeFileSync(path.join(root, 'a', 'src', 'inner.ts'), "import { api } from './api.ts';\nexport { api };\n");
      writeFileSync(
        path.join(root, 'b', 'src', 'use.ts'),
        [
          "import { api } from '@react-redux-docs/a/api';",
          "import { api as inner } from '@react-redux-docs/a/src/inner.ts';",
          "const lazy = () => import('../../a/src/inner.ts');",
          "const file = import.meta.resolve('@react-redux-docs/a/src/api.ts');",
          'export { api, inner, lazy, file };',
        ].join('\n'),
      );
      assert.deepEqual(crossings(root, ['a', 'b']), [
        `b/src/use.ts:2: "@react-redux-docs/a/src/inner.ts" is not among a's exports`,
        'b/src/use.ts:3: "../../a/src/inner.ts" reaches into a/ by path',
        `b/src/use.ts:4: "@react-redux-docs/a/src/api.ts" is not among a's exports`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
