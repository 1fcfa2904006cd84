/**
 * A build that starts from the last one's state (indexState.ts) makes the
 * same index as a build from scratch, file for file, while reading only the
 * pages that changed and scoring only the terms they hold.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import type { TextSection } from '../../../src/render/types.ts';
import { buildLocalIndex, type LocalIndex } from '../../../src/search/local/buildIndex.ts';
import { loadIndexState, saveIndexState } from '../../../src/search/local/indexState.ts';
import { analyzeRecords, TermDictionary } from '../../../src/search/local/postings.ts';
import { pagesFromDocuments } from '../../../src/search/records/fromDocuments.ts';
import { type SearchablePage, siteRecords } from '../../../src/search/records/index.ts';

const PAGES = pagesFromDocuments(generateSiteDatasetLazily({ docs: 150 }).documents);

/** The pages with page `at`'s first paragraph changed by `edit`. */
function withFirstParagraph(
  pages: readonly SearchablePage[],
  at: number,
  edit: (text: string) => string,
): SearchablePage[] {
  return pages.map((page, index) => {
    if (index !== at) return page;
    let done = false;
    const sections = page.sections.map(
      (section): TextSection => ({
        ...section,
        content: section.content.map((block) => {
          if (done || block.kind !== 'paragraph') return block;
          done = true;
          return { ...block, text: edit(block.text) };
        }),
      }),
    );
    return { ...page, sections };
  });
}

/** What a deploy serves: each file's path and content digest, every body made, and the manifest but its stamp. */
function served(index: LocalIndex) {
  const { generation: _generation, ...manifest } = index.manifest;
  return {
    manifest,
    files: new Map(index.files.map((file) => [file.path, file.digest])),
    bodies: new Map(
      index.files.flatMap((file) =>
        file.body === undefined ? [] : [[file.path, file.body.replace(/^\{"g":\d+,/, '{')]],
      ),
    ),
  };
}

/** Builds `after` from the state of a build of `before`, and from scratch, and checks they agree. */
function rebuild(before: readonly SearchablePage[], after: readonly SearchablePage[]) {
  const first = buildLocalIndex(siteRecords(before), { generation: 1 });
  const incremental = buildLocalIndex(siteRecords(after), { generation: 2 }, first.state);
  const clean = buildLocalIndex(siteRecords(after), { generation: 2 });
  const made = served(incremental);
  const scratch = served(clean);
  assert.deepEqual(made.manifest, scratch.manifest);
  assert.deepEqual(made.files, scratch.files);
  for (const [file, body] of made.bodies) assert.equal(body, scratch.bodies.get(file), file);
  // Every file it did not make is one the first build made, with the same content.
  const earlier = new Map(first.files.map((file) => [file.path, file.digest]));
  for (const file of incremental.files)
    if (file.body === undefined) assert.equal(earlier.get(file.path), file.digest, file.path);
  return { first, incremental, clean };
}

test('a word changed in a paragraph: one page read, its terms scored, the same index as from scratch', () => {
  const edited = withFirstParagraph(PAGES, 70, (text) => text.replace(/\b[a-z]{5,}\b/, 'quokkas'));
  assert.notDeepEqual(edited, PAGES);
  const { first, incremental, clean } = rebuild(PAGES, edited);
  assert.equal(incremental.analyzed.pages, 1);
  // The terms of the edited page, before and after: no other.
  const termsOf = (pages: readonly SearchablePage[]) => {
    const dictionary = new TermDictionary();
    const terms = new Set<number>();
    const analysis = analyzeRecords(siteRecords([pages[70] as SearchablePage]), dictionary);
    for (let at = 0; at < analysis.length; ) {
      const length = analysis[at++] ?? 0;
      for (let index = 0; index < length; index++, at += 2) terms.add(analysis[at] ?? 0);
    }
    return new Set([...terms].map((term) => dictionary.terms[term]));
  };
  const now = termsOf(edited);
  assert.ok(
    incremental.analyzed.terms >= now.size && incremental.analyzed.terms <= new Set([...now, ...termsOf(PAGES)]).size,
  );
  assert.ok(incremental.analyzed.terms < clean.analyzed.terms / 3, `${incremental.analyzed.terms} terms scored`);
  const before = new Map(first.files.map((file) => [file.path, file.digest]));
  const changed = incremental.files.filter((file) => before.get(file.path) !== file.digest).length;
  assert.ok(changed < incremental.files.length / 10, `${changed} of ${incremental.files.length} files changed`);
});

test('a paragraph rewritten that moves a rounded statistic: every term is scored again, and the index is the same', () => {
  // On this site, the text field's average length is at a rounding boundary (13.5007), which this edit crosses.
  const { incremental, clean } = rebuild(
    PAGES,
    withFirstParagraph(PAGES, 70, () => 'Quokkas hoard marmalade in Zanzibar.'),
  );
  assert.equal(incremental.analyzed.pages, 1, 'the other pages’ analyses are still reused');
  assert.equal(incremental.analyzed.terms, clean.analyzed.terms);
});

test('the same content again: nothing is read or scored, and no file is made but the shards', () => {
  const { incremental } = rebuild(PAGES, PAGES);
  assert.deepEqual(incremental.analyzed, { pages: 0, terms: 0 });
  assert.ok(incremental.files.every((file) => file.body === undefined || file.path.startsWith('terms/')));
});

test('a page gains a paragraph, a page is added, a page is removed: still the same index as from scratch', () => {
  const longer = PAGES.map((page, index) =>
    index === 40
      ? {
          ...page,
          sections: [
            ...page.sections,
            { ...(page.sections[0] as TextSection), content: [{ kind: 'paragraph' as const, text: 'One more.' }] },
          ],
        }
      : page,
  );
  rebuild(PAGES, longer);
  const added: SearchablePage = {
    ...(PAGES[3] as SearchablePage),
    docId: 'added',
    path: '/added/page',
    title: 'Added',
  };
  rebuild(PAGES, [...PAGES, added]);
  rebuild([...PAGES, added], PAGES);
  rebuild(PAGES, PAGES.slice(0, 100));
});

test('the state survives the trip to disk and back', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'index-state-'));
  try {
    const first = buildLocalIndex(siteRecords(PAGES));
    const file = path.join(folder, 'index-state.json');
    await saveIndexState(file, first.state);
    const loaded = await loadIndexState(file);
    assert.deepEqual(loaded, first.state);
    assert.equal(await loadIndexState(path.join(folder, 'none.json')), undefined);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
