/**
 * TypeScript types of every document and object type, generated from the
 * schema by the generator the Sanity CLI uses (`sanity schema extract
 * --enforce-required-fields` then `sanity typegen generate`), run in-process on
 * the schema as the Studio compiles it. The importer types what it writes with
 * them; `npm run typegen -w schemas` rewrites src/generated/sanity.types.ts and
 * a test fails when that file is stale.
 */
import { TypeGenerator } from '@sanity/codegen';
import { extractSchema } from '@sanity/schema/_internal';
import { createSchema } from 'sanity';
import { codeType } from '../code/codeType.ts';
import { schemaTypes } from '../index.ts';

export const GENERATED_TYPES_FILE = new URL('../generated/sanity.types.ts', import.meta.url);

const HEADER = '// Generated from the schema by `npm run typegen -w schemas` (src/typegen). Do not edit.\n\n';

export async function generateSchemaTypes(): Promise<string> {
  const schema = createSchema({ name: 'default', types: [...schemaTypes, codeType] });
  // Required fields are non-optional, as the Studio will not publish them empty.
  const extracted = extractSchema(schema, { enforceRequiredFields: true });
  const { code } = await new TypeGenerator().generateTypes({ schema: extracted });
  return `${HEADER}${code.trimEnd()}\n`;
}
