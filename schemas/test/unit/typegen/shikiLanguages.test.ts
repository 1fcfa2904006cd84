import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { generateShikiLanguages, SHIKI_LANGUAGES_FILE } from '../../../src/typegen/shikiLanguages.ts';

test('the committed list of code languages is the installed Shiki’s', async () => {
  const committed = await readFile(SHIKI_LANGUAGES_FILE, 'utf8');
  assert.ok(
    committed === generateShikiLanguages(),
    'schemas/src/content/shikiLanguages.ts is stale: run `npm run typegen -w schemas` and commit the result',
  );
});
