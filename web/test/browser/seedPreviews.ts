/**
 * Prints, as JSON, the Studio preview (src/preview/renderDocPreview.ts) of
 * every seed doc, keyed by route. Run by previewMatchesSite.spec.ts in its own
 * Node process: the importer and the rendering module load as the build loads
 * them, not through the test runner's TypeScript transform.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedDataset } from '@react-redux-docs/scripts/seed';
import { loadDatasetFile } from '../../plugins/gatsby-source-sanity-documents/src/loadDatasetFile.ts';
import { renderDocPreview } from '../../src/preview/renderDocPreview.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'preview-seed-'));
try {
  await writeSeedDataset(dir);
  const documents = await loadDatasetFile(path.join(dir, 'data.ndjson'), { extractDir: dir });
  const docs = documents.filter((document) => document._type === 'doc');
  const assets = documents.filter((document) => document._type === 'sanity.imageAsset');
  const previews: Record<string, unknown> = {};
  for (const doc of docs) {
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
