/**
 * The Studio's Preview draws the whole page (navbar, sidebar, footer, version menus) with the theme's own
 * components, whose static queries it answers itself from the nodes content resolution makes
 * (src/preview/staticQueries.ts). Each answer must be what Gatsby answered the same query with when it built the
 * seed site: the results it wrote to page-data/sq.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadStaticQueryAnswers } from './previewComparison.ts';

const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'public');

test("the Preview answers each of the theme's static queries as the build did", () => {
  const resultsDir = path.join(SITE_DIR, 'page-data/sq/d');
  const built = readdirSync(resultsDir).map(
    (file) => (JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as { data: Record<string, unknown> }).data,
  );
  const answers = loadStaticQueryAnswers();
  expect(Object.keys(answers).sort()).toEqual(['DocsSidebar', 'DocsVersions', 'SearchSettings', 'SiteChrome']);
  for (const [name, answer] of Object.entries(answers)) {
    const fields = Object.keys(answer as object).join(',');
    const same = built.find((data) => Object.keys(data).join(',') === fields);
    expect(same, `a built result with the fields of ${name}`).toBeDefined();
    if (name === 'SearchSettings') {
      // The Preview offers no search modal, so it names no stylesheet for one; the rest is the build's.
      const { modalStylesheet: _stylesheet, ...settings } = (same as { searchSettings: object }).searchSettings as {
        modalStylesheet: string;
      };
      expect(answer).toEqual({ ...same, searchSettings: { ...settings, modalStylesheet: '' } });
    } else {
      expect(answer, name).toEqual(same);
    }
  }
});
