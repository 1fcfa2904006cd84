import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { docDocumentId, docIdAndRoute, stripNumberPrefix } from '../src/import/docs.ts';
import { formatted, importFixture, tempDir } from './helpers.ts';

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

test('hide_title with a body that starts with "# Heading": the heading is the one visible title, not in the body', async () => {
  const dir = tempDir('hide-title-');
  mkdirSync(path.join(dir, 'docs'));
  const page = (title: string, heading: string, extra = '') =>
    `---\ntitle: ${title}\nhide_title: true\n${extra}---\n\n# ${heading}\n\nText.\n\n## Section\n`;
  writeFileSync(path.join(dir, 'docs', 'same.md'), page('Getting started', 'Getting started'));
  writeFileSync(path.join(dir, 'docs', 'other.md'), page('Short title', 'A longer heading for the page'));
  writeFileSync(path.join(dir, 'docs', 'labelled.md'), page('Tab title', 'Visible heading', 'sidebar_label: Label\n'));
  writeFileSync(path.join(dir, 'sidebars.json'), '{ "docs": { "Docs": ["same", "other", "labelled"] } }');
  writeFileSync(path.join(dir, 'site.json'), '{}');
  const result = await importFixture({
    dir,
    docsDir: path.join(dir, 'docs'),
    sidebarsFile: path.join(dir, 'sidebars.json'),
    siteFile: path.join(dir, 'site.json'),
  });
  const doc = (id: string) => {
    const { title, hideTitle, sidebarLabel, body } = result.documents.find((d) => d._id === id) as Record<
      string,
      unknown
    >;
    const headings = (body as { style?: string; children?: { text: string }[] }[])
      .filter((block) => block.style?.startsWith('h'))
      .map((block) => `${block.style} ${block.children?.map((span) => span.text).join('')}`);
    return { title, hideTitle, sidebarLabel, headings };
  };
  assert.deepEqual(doc('doc-same'), {
    title: 'Getting started',
    hideTitle: false,
    sidebarLabel: undefined,
    headings: ['h2 Section'],
  });
  assert.deepEqual(doc('doc-other'), {
    title: 'A longer heading for the page',
    hideTitle: false,
    sidebarLabel: 'Short title',
    headings: ['h2 Section'],
  });
  assert.deepEqual(doc('doc-labelled'), {
    title: 'Visible heading',
    hideTitle: false,
    sidebarLabel: 'Label',
    headings: ['h2 Section'],
  });
  assert.deepEqual(
    formatted(result.warnings, dir).filter((line) => line.startsWith('docs/')),
    [
      'docs/labelled.md:7: warning: hide_title: the heading "Visible heading" becomes the page title; the front-matter title "Tab title" is not used (the sidebar label is set)',
      'docs/other.md:6: warning: hide_title: the heading "A longer heading for the page" becomes the page title, and the front-matter title "Short title" the sidebar label',
    ],
  );
});
