import { createHash } from 'node:crypto';
import { keyedCopy } from './keyedCopy.ts';

/**
 * A `_key` that depends only on where the object sits: the first 12 hex
 * characters of sha1(`<documentId>|<json path>`), e.g. `body[3].children[0]`.
 * Same input, same keys; unique within an array because the paths differ.
 */
export function keyFor(documentId: string, jsonPath: string): string {
  return createHash('sha1').update(`${documentId}|${jsonPath}`).digest('hex').slice(0, 12);
}

/**
 * Returns a deep copy of `document` in which every object inside an array has
 * its `_key` (from keyFor), text blocks' markDefs get final keys (and their
 * spans' marks follow), and `undefined` fields are gone.
 */
export function withKeys<T extends { _id: string }>(document: T): T {
  const record = document as unknown as Record<string, unknown>;
  return keyedCopy(record, (jsonPath) => keyFor(document._id, jsonPath)) as unknown as T;
}
