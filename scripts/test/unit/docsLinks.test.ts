import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString as headingText } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * The repository's own documentation: README.md, CONTRIBUTING.md and docs/*.md.
 * Every relative link or image must name a file that exists, and every
 * `#fragment` into a Markdown file must name one of its headings, by the slug
 * GitHub gives it.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');

/** The documents to check, as paths relative to `root`; CONTRIBUTING.md only when present. */
function documents(root: string): string[] {
  const docs = path.join(root, 'docs');
  const pages = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', 'CONTRIBUTING.md', ...pages].filter((file) => existsSync(path.join(root, file)));
}

const parser = unified().use(remarkParse).use(remarkGfm);
const parse = (file: string): Root => parser.parse(readFileSync(file, 'utf8'));

/** Each Markdown link, image and link definition of a document, with its line. */
function links(tree: Root): { url: string; line: number }[] {
  const found: { url: string; line: number }[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      found.push({ url: node.url, line: node.position?.start.line ?? 0 });
    }
  });
  return found;
}

/** The anchors GitHub makes for a document's headings: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
const anchorCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let slugs = anchorCache.get(file);
  if (!slugs) {
    const slugger = new GithubSlugger();
    const made = new Set<string>();
    visit(parse(file), 'heading', (heading) => {
      made.add(slugger.slug(headingText(heading)));
    });
    slugs = made;
    anchorCache.set(file, slugs);
  }
  return slugs;
}

const EXTERNAL = /^(https?:|mailto:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Every broken link of one document, as "line N: url: what is wrong". */
function brokenLinks(root: string, document: string): string[] {
  const file = path.join(root, document);
  const problems: string[] = [];
  for (const { url, line } of links(parse(file))) {
    const at = `line ${line}: ${url}`;
    if (EXTERNAL.test(url)) continue;
    if (SCHEME.test(url) || url.startsWith('//')) {
      problems.push(`${at}: only http(s) and mailto links may leave the repository`);
      continue;
    }
    const hashAt = url.indexOf('#');
    const target = decodeURIComponent((hashAt < 0 ? url : url.slice(0, hashAt)).replace(/\?.*$/, ''));
    const fragment = hashAt < 0 ? '' : decodeURIComponent(url.slice(hashAt + 1));
    let targetFile = file;
    if (target !== '') {
      targetFile = target.startsWith('/') ? path.join(root, target) : path.resolve(path.dirname(file), target);
      if (!existsSync(targetFile)) {
        problems.push(`${at}: ${path.relative(root, targetFile)} does not exist`);
        continue;
      }
    }
    if (fragment !== '' && targetFile.endsWith('.md') && !anchors(targetFile).has(fragment)) {
      problems.push(`${at}: ${path.relative(root, targetFile)} has no heading with the anchor #${fragment}`);
    }
  }
  return problems;
}

describe('documentation links', () => {
  const found = documents(REPO);

  test('the README and the docs folder are there to check', () => {
    assert.ok(found.includes('README.md'));
    assert.ok(found.some((document) => document.startsWith('docs/')));
  });

  for (const document of found) {
    test(`${document}: every relative link and image leads to a file, and every anchor to a heading`, () => {
      assert.deepEqual(brokenLinks(REPO, document), []);
    });
  }
});

test('the check finds a missing file, a missing heading and a link out of the repository, and passes good links', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  try {
    mkdirSync(path.join(root, 'docs', 'screenshots'), { recursive: true });
    writeFileSync(path.join(root, 'docs', 'screenshots', 'a b.png'), '');
    writeFileSync(path.join(root, 'code.ts'), '');
    writeFileSync(
      path.join(root, 'docs', 'guide.md'),
      '# Guide\n\n## What `npm test` runs, in short\n\n## Setup\n\n## Setup\n\nText.\n',
    );
    writeFileSync(
      path.join(root, 'README.md'),
      [
        '# Site',
        '',
        '![Shot](docs/screenshots/a%20b.png) [code](code.ts) [guide](docs/guide.md#what-npm-test-runs-in-short)',
        '[second setup](./docs/guide.md#setup-1) [here](#site) [web](https://example.com/x#y) [mail](mailto:a@b.c)',
        '[ref][r]',
        '',
        '[r]: docs/guide.md#guide',
        '',
        '[gone](docs/missing.md) [no heading](docs/guide.md#nothing) [no heading here](#nowhere) [js](javascript:x)',
        '[third setup](docs/guide.md#setup-2)',
        '',
      ].join('\n'),
    );
    assert.deepEqual(documents(root), ['README.md', 'docs/guide.md']);
    assert.deepEqual(brokenLinks(root, 'docs/guide.md'), []);
    assert.deepEqual(brokenLinks(root, 'README.md'), [
      'line 9: docs/missing.md: docs/missing.md does not exist',
      'line 9: docs/guide.md#nothing: docs/guide.md has no heading with the anchor #nothing',
      'line 9: #nowhere: README.md has no heading with the anchor #nowhere',
      'line 9: javascript:x: only http(s) and mailto links may leave the repository',
      'line 10: docs/guide.md#setup-2: docs/guide.md has no heading with the anchor #setup-2',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
