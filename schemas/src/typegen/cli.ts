import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GENERATED_TYPES_FILE, generateSchemaTypes } from './generateTypes.ts';

await writeFile(GENERATED_TYPES_FILE, await generateSchemaTypes());
console.log(`Wrote ${fileURLToPath(GENERATED_TYPES_FILE)}`);
