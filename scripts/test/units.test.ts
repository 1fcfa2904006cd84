import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parseMarker } from '../src/import/admonitions.ts';
import { codeBlock, codeLanguage, parseLineRanges } from '../src/import/code.ts';
import { Diagnostics, formatProblem } from '../src/import/diagnostics.ts';
import { docDocumentId, docIdAndRoute, stripNumberPrefix } from '../src/import/docs.ts';
import { splitFrontMatter } from '../src/import/frontMatter.ts';
import { AssetStore } from '../src/import/images.ts';
import { importDocusaurusSite, keyFor, stableStringify, toNdjson } from '../src/import/index.ts';
import { withKeys } from '../src/import/keys.ts';
import { DocIndex, type DocTarget, resolveLink, resolveRoute } from '../src/import/links.ts';
import { MarkdownSource } from '../src/import/markdown.ts';
import { markdownToPortableText } from '../src/import/markdownToPortableText.ts';
import { checkAgainstSchema } from '../src/import/schemaCheck.ts';
import { loadSidebars, sidebarDocument } from '../src/import/sidebars.ts';
import { siteDocuments } from '../src/import/siteDocuments.ts';
import { block, fixture, span, tempDir, text, withoutKeys } from './helpers.ts';

const ROOT = path.resolve('/virtual/docs');

function target(docId: string, route = docId, anchors: string[] = []): DocTarget {
  return {
    docId,
    route,
    documentId: docDocumentId(docId),
    file: path.join(ROOT, `${docId}.md`),
    anchors: new Set(anchors),
  };
}

function docIndex(...targets: DocTarget[]): DocIndex {
  const index = new DocIndex(ROOT);
  for (const t of targets) index.add(t);
  return index;
}

/** Converts a Markdown body; returns blocks without keys and problems as `line: severity: message`. */
function convert(markdown: string, mode: 'body' | 'paragraphs' = 'body') {
  const diagnostics = new Diagnostics();
  const file = path.join(ROOT, 'page.md');
  const source = new MarkdownSource({ text: markdown, file, diagnostics });
  const blocks = markdownToPortableText(source.group(source.root.children), {
    source,
    docs: docIndex(target('api/hooks', 'api/hooks', ['useselector'])),
    origin: { file },
    assets: new AssetStore(),
    staticDirs: [],
    mode,
    anchorChecks: [],
  });
  const problems = diagnostics.problems.map((p) => `${p.line ?? '-'}: ${p.severity}: ${p.message}`);
  return { blocks: withoutKeys(blocks), problems };
}

const note = (...body: unknown[]) => ({ _type: 'admonition', kind: 'note', body });

describe('admonition markers', () => {
  test('parseMarker reads kinds and the three title syntaxes', () => {
    assert.deepEqual(parseMarker(':::tip'), { type: 'open', fence: ':::', rawKind: 'tip' });
    assert.deepEqual(parseMarker(':::tip Keep it short'), {
      type: 'open',
      fence: ':::',
      rawKind: 'tip',
      title: 'Keep it short',
    });
    assert.deepEqual(parseMarker(':::info[Bracket title]'), {
      type: 'open',
      fence: ':::',
      rawKind: 'info',
      title: 'Bracket title',
    });
    assert.deepEqual(parseMarker(':::note{title="Attr title"}'), {
      type: 'open',
      fence: ':::',
      rawKind: 'note',
      title: 'Attr title',
    });
    assert.deepEqual(parseMarker('::::'), { type: 'close', fence: '::::' });
    assert.equal(parseMarker('::: not a marker'), undefined);
  });

  test('closing marker right after a table row or a lazy list line still closes', () => {
    const table = convert(':::note\nBefore.\n| a |\n| - |\n| 1 |\n:::\n\nAfter.');
    assert.deepEqual(table.problems, ['3: warning: table cannot be inside an admonition; placed after it']);
    assert.equal((table.blocks as { _type: string }[]).map((b) => b._type).join(), 'admonition,table,block');
    const list = convert(':::note\n- one\n- two\n:::\nAfter.');
    assert.deepEqual(list.blocks, [
      note(text('one', { listItem: 'bullet', level: 1 }), text('two', { listItem: 'bullet', level: 1 })),
      text('After.'),
    ]);
    assert.deepEqual(list.problems, []);
  });

  test('inside a blockquote, nested admonitions, unknown kinds and stray closers', () => {
    assert.deepEqual(convert('> :::note\n> Quoted.\n> :::').blocks, [note(text('Quoted.'))]);
    const nested = convert('::::tip Outer\nOne.\n:::note Inner\nTwo.\n:::\n::::');
    assert.deepEqual(nested.blocks, [
      {
        _type: 'admonition',
        kind: 'tip',
        title: 'Outer',
        body: [text('One.'), block('normal', [span('Inner', 'strong')]), text('Two.')],
      },
    ]);
    assert.deepEqual(nested.problems, ['3: warning: admonition ":::note" inside another admonition is merged into it']);
    const odd = convert(':::details Summary\nText.\n:::\n\n:::');
    assert.deepEqual(odd.blocks, [{ _type: 'admonition', kind: 'note', title: 'Summary', body: [text('Text.')] }]);
    assert.deepEqual(odd.problems, [
      '1: warning: unknown admonition kind ":::details"; shown as a note',
      '5: warning: closing `:::` without an opening admonition; skipped',
    ]);
  });

  test('markers in indented code or HTML are left alone', () => {
    assert.deepEqual(convert('    :::note\n    code\n').blocks, [
      { _type: 'code', language: 'text', code: ':::note\ncode' },
    ]);
  });
});

describe('Markdown to Portable Text details', () => {
  test('links to another doc check anchors later; route links and relative routes resolve', () => {
    const { blocks } = convert('[a](/api/hooks#useselector) [b](./api/hooks.md)');
    assert.deepEqual(blocks, [
      block('normal', [span('a', '#0'), span(' '), span('b', '#1')], {
        markDefs: [
          { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-api_hooks' }, anchor: 'useselector' },
          { _type: 'internalLink', reference: { _type: 'reference', _ref: 'doc-api_hooks' } },
        ],
      }),
    ]);
  });

  test('paragraph mode (announcement) keeps text and lists, reports what it cannot hold', () => {
    const { blocks, problems } = convert('# Title\n\nText.\n\n- item\n\n```js\nx\n```', 'paragraphs');
    assert.deepEqual(blocks, [
      block('normal', [span('Title', 'strong')]),
      text('Text.'),
      text('item', { listItem: 'bullet', level: 1 }),
    ]);
    assert.deepEqual(problems, [
      '1: warning: heading "Title" inside this text is shown as bold text',
      '7: warning: code block is not allowed here (only text, links and lists); skipped',
    ]);
  });

  test('thematic breaks, footnotes and task lists are reported, not silently dropped', () => {
    const { problems } = convert('Text[^1].\n\n---\n\n- [x] done\n\n[^1]: The note.');
    assert.deepEqual(problems, [
      '1: warning: footnote reference [^1] skipped: footnotes are not supported',
      '3: warning: horizontal rule (---) skipped: the body has no divider block',
      '5: warning: task list checkbox skipped; the item text is kept',
      '7: warning: footnote [^1] skipped: footnotes are not supported',
    ]);
  });
});

describe('code blocks', () => {
  const code = (lang: string | null, meta: string | null, value = 'a\nb\nc') =>
    codeBlock({ type: 'code', lang, meta, value });

  test('info string: language aliases, title in either quotes, highlight ranges', () => {
    assert.equal(codeLanguage('JS'), 'javascript');
    assert.equal(codeLanguage('zsh'), 'sh');
    assert.equal(codeLanguage(undefined), 'text');
    assert.equal(codeLanguage('Diff'), 'diff');
    assert.deepEqual(parseLineRanges('1,3-5'), [1, 3, 4, 5]);
    assert.deepEqual(parseLineRanges('5-3, 1'), [1, 3, 4, 5]);
    assert.deepEqual(code('ts', 'title="my file.ts" {2} showLineNumbers'), {
      _type: 'code',
      language: 'typescript',
      code: 'a\nb\nc',
      filename: 'my file.ts',
      highlightedLines: [2],
    });
    assert.deepEqual(code('js{1,3}', null), {
      _type: 'code',
      language: 'javascript',
      code: 'a\nb\nc',
      highlightedLines: [1, 3],
    });
    assert.deepEqual(code('sh', "title='x {1}.sh'"), {
      _type: 'code',
      language: 'sh',
      code: 'a\nb\nc',
      filename: 'x {1}.sh',
    });
  });

  test('magic comments are removed and highlight their lines, unless the meta has ranges', () => {
    const source = 'a\n# highlight-next-line\nb\nc';
    assert.deepEqual(code('sh', null, source), {
      _type: 'code',
      language: 'sh',
      code: 'a\nb\nc',
      highlightedLines: [2],
    });
    assert.deepEqual(code('sh', '{1}', source).code, source);
  });
});

describe('doc ids, routes and Sanity ids', () => {
  test('Docusaurus rules', () => {
    assert.deepEqual(docIdAndRoute('api/hooks.md', {}), { docId: 'api/hooks', route: 'api/hooks' });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { id: 'use-hooks' }), {
      docId: 'api/use-hooks',
      route: 'api/use-hooks',
    });
    assert.deepEqual(docIdAndRoute('api/hooks.md', { slug: '/hooks/' }), { docId: 'api/hooks', route: 'hooks' });
    assert.deepEqual(docIdAndRoute('api/v2/hooks.md', { slug: '../all-hooks' }), {
      docId: 'api/v2/hooks',
      route: 'api/all-hooks',
    });
    assert.deepEqual(docIdAndRoute('01-guides/02-setup.mdx', {}), { docId: 'guides/setup', route: 'guides/setup' });
    assert.deepEqual(docIdAndRoute('guides/index.md', {}), { docId: 'guides/index', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/README.md', {}), { docId: 'guides/README', route: 'guides' });
    assert.deepEqual(docIdAndRoute('guides/guides.md', {}), { docId: 'guides/guides', route: 'guides' });
    assert.equal(stripNumberPrefix('2024-01-05-release'), '2024-01-05-release');
    assert.equal(stripNumberPrefix('1.2-notes'), '1.2-notes');
    assert.equal(stripNumberPrefix('10 - Intro'), 'Intro');
    assert.equal(docDocumentId('api/hooks'), 'doc-api_hooks');
    assert.equal(docDocumentId('guides/what.is@this'), 'doc-guides_what_is_this');
  });
});

describe('link resolution', () => {
  const index = docIndex(target('api/hooks', 'api/hooks', ['useselector']), target('intro', 'start'));
  const origin = { file: path.join(ROOT, 'api', 'provider.md'), self: target('api/provider') };

  test('classifies links the way Docusaurus resolves them', () => {
    const kind = (href: string) => {
      const r = resolveLink(href, origin, index);
      return r.kind === 'internal' ? `${r.target.docId}${r.anchor ? `#${r.anchor}` : ''}` : r.kind;
    };
    assert.equal(kind('https://example.com/x?y#z'), 'external');
    assert.equal(kind('mailto:a@example.com'), 'external');
    assert.equal(kind('./hooks.md#useselector'), 'api/hooks#useselector');
    assert.equal(kind('hooks.mdx'), 'unresolved');
    assert.equal(kind('api/hooks.md'), 'api/hooks');
    assert.equal(kind('/api/hooks#UseSelector'), 'api/hooks#UseSelector');
    assert.equal(kind('/start/'), 'intro');
    assert.equal(kind('hooks'), 'api/hooks');
    assert.equal(kind('../start#x'), 'intro#x');
    assert.equal(kind('#props'), 'api/provider#props');
    assert.equal(kind('/docs/api/hooks'), 'unresolved');
    assert.equal(kind('./diagram.png'), 'unresolved');
    assert.equal(kind('javascript:alert(1)'), 'unresolved');
    assert.equal(kind('//example.com'), 'unresolved');
    assert.deepEqual(resolveRoute('/api/hooks#useselector', index), {
      kind: 'internal',
      target: index.byRoute.get('api/hooks'),
      anchor: 'useselector',
    });
  });
});

describe('sidebars', () => {
  const docs = new Map([
    ['a', target('a')],
    ['b', target('b')],
    ['c', target('c')],
  ]);
  const convertSidebar = (value: unknown, source = '') => {
    const diagnostics = new Diagnostics();
    const document = sidebarDocument(value, {
      file: '/virtual/sidebars.js',
      source,
      docs,
      dropped: new Map(),
      failed: new Set(),
      diagnostics,
    });
    return {
      document: withoutKeys(withKeys(document)),
      problems: diagnostics.problems.map((p) => formatProblem(p, '/virtual')),
    };
  };
  const category = (label: string, collapsed: boolean, ...ids: string[]) => ({
    _type: 'sidebarCategory',
    label,
    collapsed,
    docs: ids.map((id) => ({ _type: 'reference', _ref: `doc-${id}` })),
  });

  test('shorthand object form, category doc links, loose docs, duplicates', () => {
    assert.deepEqual(convertSidebar({ docs: { First: ['a'], Second: ['b', 'c'] } }).document, {
      _id: 'docsSidebar',
      _type: 'docsSidebar',
      name: 'docs',
      categories: [category('First', true, 'a'), category('Second', true, 'b', 'c')],
    });
    const mixed = convertSidebar({
      docs: ['a', { type: 'category', label: 'Linked', link: { type: 'doc', id: 'b' }, items: ['c', 'a'] }],
    });
    assert.deepEqual((mixed.document as { categories: unknown[] }).categories, [
      category('Docs', false, 'a'),
      category('Linked', true, 'b', 'c'),
    ]);
    assert.deepEqual(mixed.problems, [
      'sidebars.js: warning: category "Linked" links to doc "b"; it becomes the category\'s first doc (docs[1])',
      'sidebars.js: warning: docs outside a category are put in a category named "Docs" (docs[0])',
      'sidebars.js: warning: doc "a" is already in the sidebar; a doc can appear only once (docs[1].items[1])',
    ]);
  });

  test('loads .json, .mjs, .cjs, and .js as ES module or CommonJS', async () => {
    const dir = tempDir('sidebars-');
    const files: Record<string, string> = {
      'a.json': '{"docs": {"A": ["a"]}}',
      'b.mjs': "export default { docs: { B: ['b'] } };",
      'c.cjs': "module.exports = { docs: { C: ['c'] } };",
      'd.js': "module.exports = { docs: { D: ['a'] } };",
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
    // A "type": "module" package: d.js fails as an ES module and is run as CommonJS instead.
    writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}');
    const labels = [];
    for (const name of Object.keys(files)) {
      const { value } = await loadSidebars(path.join(dir, name));
      labels.push(Object.keys((value as { docs: object }).docs)[0]);
    }
    assert.deepEqual(labels, ['A', 'B', 'C', 'D']);
    await assert.rejects(loadSidebars(path.join(dir, 'missing.js')), /missing\.js: error: sidebars file not found/);
  });
});

describe('site.json validation', () => {
  const siteErrors = async (json: unknown) => {
    const diagnostics = new Diagnostics();
    const a = target('a');
    const docs = docIndex(a);
    // site.json next to the fixture site's img/logo.svg, so the logo file exists.
    const site = fixture('docusaurus-site');
    const context = { file: site.siteFile, docs, assets: new AssetStore(), diagnostics, anchorChecks: [] };
    const doc = {
      _id: a.documentId,
      _type: 'doc',
      title: 'A',
      route: { _type: 'slug', current: 'a' },
      body: [text('x')],
    };
    const documents = [doc, ...siteDocuments(json, context)].map(withKeys);
    await checkAgainstSchema(
      documents,
      (id) => (id === doc._id ? { file: a.file } : { file: site.siteFile, section: id }),
      diagnostics,
    );
    return diagnostics.errors.map((p) => formatProblem(p, site.dir));
  };

  test('the schema rules report missing, mistyped and conflicting fields at their JSON path', async () => {
    const logo = { src: 'img/logo.svg', alt: 'Logo' };
    assert.deepEqual(
      await siteErrors({
        siteSettings: { title: 'x', tagline: 'y', url: 'ftp://x', tocMinHeadingLevel: 4, tocMaxHeadingLevel: 3 },
        navbar: {
          title: 'x',
          logo: { src: 'img/logo.svg' },
          items: [{ label: 'Both', to: 'a', href: 'https://x.org' }, { label: 'None' }],
        },
        footer: { logo, linkGroups: [{ title: 'T', links: [] }], copyright: 'c', style: 'grey' },
        announcement: { id: 'Bad Id', content: 'Hi', backgroundColor: '#777', textColor: '#888888' },
        landingPage: { hero: { title: 'x', tagline: 'y', actions: [{ label: 'Go', to: 'b#x' }] } },
      }),
      [
        'site.json: error: landingPage.hero.actions[0].to: no doc has the route "b"',
        'site.json: error: siteSettings.url: Does not match allowed protocols/schemes',
        'site.json: error: siteSettings.tocMaxHeadingLevel: The lowest level cannot be above the highest level.',
        'site.json: error: announcement: Text and background are too alike to read (contrast 1.26:1, needs at least 4.5:1). Make one darker or lighter.',
        'site.json: error: announcement.id: Does not match "lowercase letters, digits and dashes"-pattern',
        'site.json: error: navbar.logo.alt: Required',
        'site.json: error: navbar.items[1]: Choose a doc on this site or enter a web address.',
        'site.json: error: navbar.items[0]: Choose either a doc or a web address, not both.',
        'site.json: error: footer.style: Value "grey" did not match any allowed values',
        'site.json: error: footer.linkGroups[0].links: Must have at least 1 items',
      ],
    );
  });
});

describe('front matter', () => {
  test('wrong types are errors at the field line; JavaScript front matter is refused', () => {
    const diagnostics = new Diagnostics();
    const split = splitFrontMatter(
      '---\ntitle: T\nkeywords: one, two\nhide_title: yes\n---\nBody\n',
      '/v/a.md',
      diagnostics,
    );
    assert.equal(split.content, 'Body\n');
    assert.equal(split.lineOffset, 5);
    assert.deepEqual(
      diagnostics.problems.map((p) => formatProblem(p, '/v')),
      [
        'a.md:3: error: front matter `keywords` must be a list of strings, like [hooks, useSelector]',
        'a.md:4: error: front matter `hide_title` must be true or false',
      ],
    );
    assert.throws(
      () => splitFrontMatter('---js\n{ title: process.exit(1) }\n---\n', '/v/b.md', new Diagnostics()),
      /b\.md:1: error: invalid YAML front matter: only YAML front matter is supported/,
    );
  });
});

describe('keys and serialization', () => {
  test('withKeys keys array members by path, renames markDef keys in marks, drops undefined', () => {
    const document = withKeys({
      _id: 'doc-x',
      skip: undefined,
      body: [
        {
          _type: 'block',
          markDefs: [{ _type: 'link', _key: '~0', href: 'https://x.org' }],
          children: [{ _type: 'span', text: 't', marks: ['strong', '~0'] }],
        },
      ],
    });
    const markKey = keyFor('doc-x', 'body[0].markDefs[0]');
    assert.deepEqual(document, {
      _id: 'doc-x',
      body: [
        {
          _type: 'block',
          _key: keyFor('doc-x', 'body[0]'),
          markDefs: [{ _type: 'link', _key: markKey, href: 'https://x.org' }],
          children: [
            { _type: 'span', _key: keyFor('doc-x', 'body[0].children[0]'), text: 't', marks: ['strong', markKey] },
          ],
        },
      ],
    });
    assert.match(keyFor('doc-x', 'body[0]'), /^[0-9a-f]{12}$/);
  });

  test('stable key order and sorted NDJSON with a trailing newline', () => {
    assert.equal(
      stableStringify({ b: 1, _key: 'k', a: [{ z: 1, _type: 't' }], _id: 'i', _type: 'x' }),
      '{"_id":"i","_type":"x","_key":"k","a":[{"_type":"t","z":1}],"b":1}',
    );
    assert.equal(
      toNdjson([
        { _id: 'b', _type: 't' },
        { _id: 'a', _type: 't' },
      ]),
      '{"_id":"a","_type":"t"}\n{"_id":"b","_type":"t"}\n',
    );
  });
});

describe('git dates', () => {
  test('_updatedAt comes from the last commit of a committed doc, and is absent for an uncommitted one', async () => {
    const dir = tempDir('import-docs-git-');
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs', 'committed.md'), '# Committed\n\nText.\n');
    writeFileSync(path.join(dir, 'sidebars.json'), '{"docs": {"Docs": ["committed", "fresh"]}}');
    writeFileSync(path.join(dir, 'site.json'), '{}');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
        cwd: dir,
        env: {
          ...process.env,
          GIT_COMMITTER_DATE: '2024-05-06T07:08:09+00:00',
          GIT_AUTHOR_DATE: '2024-05-06T07:08:09+00:00',
        },
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'docs');
    writeFileSync(path.join(dir, 'docs', 'fresh.md'), '# Fresh\n\nText.\n');
    const result = await importDocusaurusSite({
      docsDir: path.join(dir, 'docs'),
      sidebarsFile: path.join(dir, 'sidebars.json'),
      siteFile: path.join(dir, 'site.json'),
    });
    const updated = Object.fromEntries(result.documents.map((d) => [d._id, d._updatedAt]));
    assert.equal(updated['doc-committed'], '2024-05-06T07:08:09+00:00');
    assert.equal(updated['doc-fresh'], undefined);
    assert.ok(!('_updatedAt' in (result.documents.find((d) => d._id === 'doc-fresh') ?? {})));
  });
});
