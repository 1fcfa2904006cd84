import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ImportError } from '../../../src/import/index.ts';
import {
  type FixtureSite,
  fixture,
  formatted,
  importFixture,
  tempDir,
  tempSite,
  withoutKeys,
} from '../../support/helpers.ts';

/** The errors an import fails with, as the CLI prints them (paths relative to the fixture). */
async function errorsOf(site: FixtureSite): Promise<string[]> {
  try {
    await importFixture(site);
  } catch (error) {
    assert.ok(error instanceof ImportError, `expected an ImportError, got ${String(error)}`);
    return formatted(error.problems, site.dir);
  }
  assert.fail('the import should have failed');
}

describe('malformed input fails, naming the file and line or JSON path', () => {
  test('invalid YAML front matter', async () => {
    assert.deepEqual(await errorsOf(fixture('malformed-yaml')), [
      'docs/page.md:4: error: invalid YAML front matter: missed comma between flow collection entries',
    ]);
  });

  test('unknown doc id in the sidebars file', async () => {
    assert.deepEqual(await errorsOf(fixture('malformed-sidebar', 'sidebars.js')), [
      'sidebars.js:6: error: unknown doc id "missing-doc" in the sidebar (docs[0].items[1]): no doc in the docs folder has this id',
    ]);
  });

  test('unknown route in site.json', async () => {
    assert.deepEqual(await errorsOf(fixture('malformed-site-route')), [
      'site.json: error: navbar.items[1].to: no doc has the route "guides/nowhere"',
    ]);
  });

  test('missing image file fails; an image without alt text only warns', async () => {
    const site = fixture('malformed-image');
    assert.deepEqual(await errorsOf(site), ['docs/page.md:7: error: image file ./img/missing.png does not exist']);
    const error = await importFixture(site).catch((caught: ImportError) => caught);
    assert.deepEqual(
      formatted((error as ImportError).warnings, site.dir).filter((line) => line.startsWith('docs/')),
      [
        'docs/page.md:9: warning: image "./img/diagram.svg" has no alt text: imported as decorative, and the Studio lists it until an editor describes it (or write ![what the image shows](./img/diagram.svg))',
      ],
    );
  });

  test('missing or empty docs folder, missing title, invalid site.json', async () => {
    const dir = tempDir();
    const site: FixtureSite = {
      dir,
      docsDir: path.join(dir, 'docs'),
      sidebarsFile: path.join(dir, 'sidebars.json'),
      siteFile: path.join(dir, 'site.json'),
    };
    assert.deepEqual(await errorsOf(site), ['docs: error: docs folder not found']);
    mkdirSync(site.docsDir);
    writeFileSync(path.join(site.docsDir, 'notes.txt'), 'not markdown');
    assert.deepEqual(await errorsOf(site), ['docs: error: docs folder has no .md or .mdx files']);
    writeFileSync(path.join(site.docsDir, 'untitled.md'), 'No front matter and no heading.\n');
    writeFileSync(site.sidebarsFile, '{"docs": {"Docs": []}}');
    writeFileSync(site.siteFile, '{\n  "navbar": {\n    "title": "x",\n  }\n}\n');
    const [json, ...rest] = await errorsOf(site);
    assert.match(json ?? '', /^site\.json:4: error: invalid JSON: /);
    assert.deepEqual(rest, []);
  });
});

describe('what Docusaurus accepts is imported as it shows it, with a warning at the line', () => {
  /** The one doc's body and the warnings about docs, as the CLI prints them. */
  async function imported(site: FixtureSite) {
    const result = await importFixture(site);
    const doc = result.documents.find((document) => document._type === 'doc');
    const warnings = formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/'));
    return { body: withoutKeys(doc?.body), warnings };
  }

  test('a doc with no title, in its front matter or as a leading h1, is titled after its file, as in Docusaurus', async () => {
    const site = tempSite({ 'docs/02-checks/01-numbers.md': '### Positive\n\nGreater than zero.\n' });
    const result = await importFixture(site);
    const doc = result.documents.find((document) => document._type === 'doc');
    assert.equal(doc?.title, 'numbers');
    assert.deepEqual(
      formatted(result.warnings, site.dir).filter((line) => line.startsWith('docs/')),
      [
        'docs/02-checks/01-numbers.md:1: warning: the doc has no title (front matter `title:` or a leading "# Title"); as in Docusaurus, it is titled "numbers" after its file',
      ],
    );
  });

  test('a ":::" inside a code block in an admonition closes the admonition there, as in MDX', async () => {
    const { body, warnings } = await imported(fixture('malformed-admonition'));
    assert.deepEqual(body, [
      { _type: 'block', style: 'normal', markDefs: [], children: [{ _type: 'span', text: 'Before.', marks: [] }] },
      {
        _type: 'admonition',
        kind: 'tip',
        title: 'Never closed',
        body: [
          {
            _type: 'block',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', text: 'This tip has no closing line.', marks: [] }],
          },
          { _type: 'code', language: 'text', code: '' },
        ],
      },
      // The fence's own closing line, now after the admonition, opens a block that runs to the end.
      { _type: 'code', language: 'text', code: '' },
    ]);
    assert.deepEqual(warnings, [
      'docs/page.md:11: warning: ":::" inside code block "```text" (line 10) closes the admonition ":::tip" (line 7), as in Docusaurus: the code ends there and the lines after it are read as Markdown; to show ":::" in code inside an admonition, give the admonition more colons ("::::tip" … "::::")',
      'docs/page.md:12: warning: code block "```" is never closed: as in Docusaurus, it runs to the end of the page; add a line with "```" after its code',
    ]);
  });

  test('a code fence left open in an admonition ends where the admonition closes', async () => {
    const { body, warnings } = await imported(fixture('malformed-fence'));
    assert.deepEqual(
      (body as { _type: string; body?: { _type: string; code?: string }[]; code?: string }[]).map((block) =>
        block._type === 'admonition' ? block.body?.map((inner) => inner.code ?? inner._type) : block.code,
      ),
      [['block', 'const example = `'], '`;'],
    );
    assert.deepEqual(warnings, [
      'docs/page.md:9: warning: code block "````js" is never closed: as in Docusaurus, it ends where the admonition ":::info" closes (line 11); add a line with "````" after its code',
      'docs/page.md:12: warning: code block "```" is never closed: as in Docusaurus, it runs to the end of the page; add a line with "```" after its code',
    ]);
  });
});
