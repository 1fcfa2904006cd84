/**
 * Prints, as JSON, the Studio preview (src/preview/renderDocPreview.ts) of
 * every doc of a dataset, keyed by route: the seed's, or the dataset file
 * given as the argument (the migrated site's, test/migrated/build.ts). Run by previewMatchesSite.spec.ts in its own
 * Node process: the importer and the rendering module load as the build loads
 * them, not through the test runner's TypeScript transform.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { loadDatasetFile } from '../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { renderDocPreview } from '../../src/preview/renderDocPreview.ts';

const datasetFile = process.argv[2];
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
  const assets = published.filter((document) => document._type === 'sanity.imageAsset');
  const previews: Record<string, unknown> = {};
  for (const doc of docs.filter((document) => document._type === 'doc')) {
    const preview = await renderDocPreview({ doc, docs, assets });
    previews[`/${(doc.route as { current: string }).current}`] = {
      title: preview.title,
      html: preview.rendered.html,
      codeCss: preview.rendered.codeCss,
      problems: preview.problems,
    };
  }
  process.stdout.write(JSON.stringify(previews));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
