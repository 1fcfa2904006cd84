/**
 * Prints, as JSON, the Studio preview (src/preview/pagePreview.ts) of
 * every doc of a dataset, keyed by route: the seed's, or the dataset file
 * given as the argument (the migrated site's, test/migrated/build.ts). With `--static-queries`, the seed's answers
 * to every static query of the theme instead, by query name, as the Preview answers them. Run by previewMatchesSite.spec.ts in its own
 * Node process: the importer and the rendering module load as the build loads
 * them, not through the test runner's TypeScript transform.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { loadDatasetFile } from '../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { docPagePreview } from '../../src/preview/pagePreview.ts';

const staticQueries = process.argv.includes('--static-queries');
const datasetFile = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

/** The theme's static queries, as written in its source: name → query text. */
function themeStaticQueries(): Map<string, string> {
  const theme = path.join(import.meta.dirname, '../../src/theme');
  const queries = new Map<string, string>();
  for (const file of readdirSync(theme, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(theme, file), 'utf8');
    for (const [, query = ''] of source.matchAll(/useStaticQuery<[^>]*>\(graphql`([^`]*)`/g)) {
      const name = /query (\w+)/.exec(query)?.[1];
      if (name) queries.set(name, query);
    }
  }
  return queries;
}

const dir = mkdtempSync(path.join(tmpdir(), 'preview-seed-'));
try {
  if (!datasetFile) await writeSeedDataset(dir);
  const file = datasetFile ?? path.join(dir, 'data.ndjson');
  const documents = await loadDatasetFile(file, { extractDir: datasetFile ? path.dirname(file) : dir });
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  // The sidebar's categories and links come along, as the Studio's Preview fetches them: a doc's place names one;
  // so do the snippets a body includes.
  const docs = published.filter((document) =>
    ['doc', 'sidebarCategory', 'sidebarLink', 'snippet'].includes(document._type),
  );
  // And the site-wide documents the page around a doc is drawn from (navbar, versions, sections).
  const site = published.filter((document) =>
    ['siteSettings', 'navbar', 'footer', 'announcement', 'docsVersion', 'docsSection'].includes(document._type),
  );
  const assets = published.filter((document) => document._type === 'sanity.imageAsset');
  const previews: Record<string, unknown> = {};
  if (staticQueries) {
    const [doc] = docs.filter((document) => document._type === 'doc');
    if (!doc) throw new Error('the dataset has no doc');
    const { answer } = await docPagePreview({ doc, docs: [...docs, ...site], assets });
    for (const [name, query] of themeStaticQueries()) previews[name] = answer(query);
  }
  for (const doc of staticQueries ? [] : docs.filter((document) => document._type === 'doc')) {
    const preview = await docPagePreview({ doc, docs: [...docs, ...site], assets });
    previews[`/${(doc.route as { current: string }).current}`] = {
      title: preview.doc.title,
      html: preview.rendered.html,
      codeCss: preview.rendered.codeCss,
      problems: preview.problems,
      pathname: preview.pathname,
      breadcrumbs: preview.position.breadcrumbs.map((crumb) => crumb.label),
      pagination: [preview.position.previous?.label, preview.position.next?.label].filter(Boolean),
    };
  }
  process.stdout.write(JSON.stringify(previews));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
