import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { GENERATED_TYPES_FILE, generateSchemaTypes } from '../../../src/typegen/generateTypes.ts';

test('the committed schema types are what the schema generates now', async () => {
  const committed = await readFile(GENERATED_TYPES_FILE, 'utf8');
  assert.ok(
    committed === (await generateSchemaTypes()),
    'schemas/src/generated/sanity.types.ts is stale: run `npm run typegen -w schemas` and commit the result',
  );
});
