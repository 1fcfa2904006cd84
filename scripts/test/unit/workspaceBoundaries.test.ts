import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';

/**
 * Two rules about who may import whom, read from the code's own imports by
 * TypeScript's pre-processor (static, dynamic and `import.meta.resolve` alike).
 *
 * Between workspaces: each uses another only through what it declares in its
 * package.json `exports`; no relative import reaches into another workspace's
 * folder, and no `@react-redux-docs/<workspace>/<path>` names a path the
 * workspace does not export.
 *
 * Inside the site (docs/architecture.md, "Layers"): the leaves at the bottom
 * (content resolution, rendering, search, doc pages) import neither a plugin,
 * the theme, the page templates nor the Preview; nothing in `src/` imports a
 * plugin; a plugin never imports another plugin's files; and a plugin reaches
 * the leaves through the site's declared exports, not by path.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
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

function exportMap(root: string, workspace: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
    exports?: Record<string, string> | string;
  };
  const declared = manifest.exports;
  if (declared === undefined) return new Map();
  return new Map(typeof declared === 'string' ? [['.', declared]] : Object.entries(declared));
}

function exportsOf(root: string, workspace: string): Set<string> {
  return new Set(exportMap(root, workspace).keys());
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

/** The site's layers, as folders of the web workspace. */
const LEAVES = ['src/content', 'src/render', 'src/search', 'src/docPages'];
const ABOVE_LEAVES = ['plugins', 'src/theme', 'src/templates', 'src/pages', 'src/preview'];

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** The file an import names, relative to the web folder: by path, or through web's own exports. */
function webTarget(
  webRoot: string,
  file: string,
  specifier: string,
  exported: Map<string, string>,
): string | undefined {
  if (specifier.startsWith('.')) return path.relative(webRoot, path.resolve(path.dirname(file), specifier));
  const prefix = `${SCOPE}web`;
  if (specifier !== prefix && !specifier.startsWith(`${prefix}/`)) return undefined;
  const target = exported.get(`.${specifier.slice(prefix.length)}`);
  return target === undefined ? undefined : path.normalize(target);
}

/** Each import inside the web workspace that breaks its layering. */
function layerProblems(root: string): string[] {
  const webRoot = path.join(root, 'web');
  const exported = exportMap(root, 'web');
  const problems: string[] = [];
  for (const file of sourceFiles(webRoot)) {
    const from = path.relative(webRoot, file);
    const plugin = within(from, 'plugins') ? from.split('/')[1] : undefined;
    const leaf = LEAVES.find((folder) => within(from, folder));
    for (const { specifier, line } of specifiers(file)) {
      const target = webTarget(webRoot, file, specifier, exported);
      if (target === undefined) continue;
      const where = `web/${from}:${line}: "${specifier}"`;
      const above = ABOVE_LEAVES.find((folder) => within(target, folder));
      if (leaf && above) problems.push(`${where}: the leaf ${leaf} imports ${above}`);
      else if (within(from, 'src') && within(target, 'plugins')) problems.push(`${where}: src imports a plugin`);
      if (plugin && within(target, 'plugins') && target.split('/')[1] !== plugin)
        problems.push(`${where}: the plugin ${plugin} imports another plugin's files`);
      if (plugin && specifier.startsWith('.') && within(target, 'src'))
        problems.push(`${where}: a plugin reaches into src by path; import it through web's exports`);
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

describe('layers of the site', () => {
  test('leaves import no plugin, theme or Preview; src imports no plugin; plugins keep to their own files', () => {
    assert.deepEqual(layerProblems(REPO), []);
  });

  test('the check finds each kind of import that breaks the layering', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, 'web', file)), { recursive: true });
        writeFileSync(path.join(root, 'web', file), text);
      };
      write(
        'package.json',
        JSON.stringify({ exports: { './content': './src/content/index.ts', './preview': './src/preview/index.ts' } }),
      );
      write('src/content/index.ts', "export * from './links.ts';\n");
      write('src/content/links.ts', "import { Page } from '../theme/Page/index.tsx';\nexport { Page };\n");
      write(
        'src/render/index.ts',
        "import { preview } from '@react-redux-docs/web/preview';\nimport { model } from '../content/index.ts';\nexport { model, preview };\n",
      );
      write(
        'src/preview/index.ts',
        "import { ok } from '../content/index.ts';\nimport { node } from '../../plugins/source/src/node.ts';\nexport { node, ok };\n",
      );
      write(
        'src/theme/Page/index.tsx',
        "import { content } from '@react-redux-docs/web/content';\nexport const Page = content;\n",
      );
      write(
        'plugins/source/src/node.ts',
        "import { content } from '@react-redux-docs/web/content';\nexport const node = content;\n",
      );
      write(
        'plugins/search/gatsby-node.ts',
        "import { node } from '../source/src/node.ts';\nimport { links } from '../../src/content/links.ts';\nexport { links, node };\n",
      );
      assert.deepEqual(layerProblems(root).sort(), [
        `web/plugins/search/gatsby-node.ts:1: "../source/src/node.ts": the plugin search imports another plugin's files`,
        `web/plugins/search/gatsby-node.ts:2: "../../src/content/links.ts": a plugin reaches into src by path; import it through web's exports`,
        'web/src/content/links.ts:1: "../theme/Page/index.tsx": the leaf src/content imports src/theme',
        'web/src/preview/index.ts:2: "../../plugins/source/src/node.ts": src imports a plugin',
        'web/src/render/index.ts:1: "@react-redux-docs/web/preview": the leaf src/render imports src/preview',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
