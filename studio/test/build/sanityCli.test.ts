import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const STUDIO_DIR = path.resolve(import.meta.dirname, '../..');
const SANITY_BIN = path.resolve(STUDIO_DIR, '../node_modules/.bin/sanity');
// No telemetry prompts or update checks: the tests run offline.
const env = { ...process.env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1', CI: 'true' };

let outDir: string;
before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'studio-'));
});
after(async () => {
  await rm(outDir, { recursive: true, force: true });
});

test('sanity schema extract lists every document type with its fields', async () => {
  const file = path.join(outDir, 'schema.json');
  // The CLI joins --path onto the studio folder even when it is absolute, so pass it relative.
  await run(SANITY_BIN, ['schema', 'extract', '--path', path.relative(STUDIO_DIR, file)], { cwd: STUDIO_DIR, env });
  const schema = JSON.parse(await readFile(file, 'utf8')) as { name: string; type: string; attributes?: object }[];
  const documents = schema.filter((type) => type.type === 'document').map((type) => type.name);
  for (const name of [
    'doc',
    'sidebarCategory',
    'sidebarLink',
    'docsVersion',
    'docsSection',
    'siteSettings',
    'navbar',
    'footer',
    'announcement',
    'landingPage',
  ]) {
    assert.ok(documents.includes(name), `${name} is missing from the extracted schema`);
  }
  const doc = schema.find((type) => type.name === 'doc') as { attributes: Record<string, unknown> };
  for (const field of ['title', 'route', 'section', 'sidebar', 'sidebarLabel', 'description', 'keywords', 'hideTitle', 'body']) {
    assert.ok(field in doc.attributes, `doc.${field} is missing`);
  }
});
