import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateShikiLanguages, SHIKI_LANGUAGES_FILE } from './shikiLanguages.ts';

// The language list first: the schema, which the types are generated from, imports it.
await writeFile(SHIKI_LANGUAGES_FILE, generateShikiLanguages());
console.log(`Wrote ${fileURLToPath(SHIKI_LANGUAGES_FILE)}`);
const { GENERATED_TYPES_FILE, generateSchemaTypes } = await import('./generateTypes.ts');
await writeFile(GENERATED_TYPES_FILE, await generateSchemaTypes());
console.log(`Wrote ${fileURLToPath(GENERATED_TYPES_FILE)}`);
