import { createHash } from 'node:crypto';

/**
 * A `_key` that depends only on where the object sits: the first 12 hex
 * characters of sha1(`<documentId>|<json path>`), e.g. `body[3].children[0]`.
 * Same input, same keys; unique within an array because the paths differ.
 */
export function keyFor(documentId: string, jsonPath: string): string {
  return createHash('sha1').update(`${documentId}|${jsonPath}`).digest('hex').slice(0, 12);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Returns a deep copy of `document` in which every object inside an array has
 * its `_key`, text blocks' markDefs get final keys (and their spans' marks
 * follow), and `undefined` fields are gone.
 */
export function withKeys<T extends { _id: string }>(document: T): T {
  return finalizeObject(document as unknown as Record<string, unknown>, document._id, '') as unknown as T;
}

function finalize(value: unknown, documentId: string, jsonPath: string): Json {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      const itemPath = `${jsonPath}[${index}]`;
      if (isObject(item)) return { ...finalizeObject(item, documentId, itemPath), _key: keyFor(documentId, itemPath) };
      return finalize(item, documentId, itemPath);
    });
  }
  if (isObject(value)) return finalizeObject(value, documentId, jsonPath);
  if (value === undefined) return null;
  return value as Json;
}

function finalizeObject(input: Record<string, unknown>, documentId: string, jsonPath: string): { [key: string]: Json } {
  let source = input;
  if (Array.isArray(input.markDefs) && Array.isArray(input.children)) {
    const renamed = new Map<string, string>();
    input.markDefs.forEach((def: unknown, index) => {
      if (isObject(def) && typeof def._key === 'string') {
        renamed.set(def._key, keyFor(documentId, `${jsonPath}.markDefs[${index}]`));
      }
    });
    const children = input.children.map((span: unknown) =>
      isObject(span) && Array.isArray(span.marks)
        ? {
            ...span,
            marks: span.marks.map((mark: unknown) => (typeof mark === 'string' ? (renamed.get(mark) ?? mark) : mark)),
          }
        : span,
    );
    source = { ...input, children };
  }
  const out: { [key: string]: Json } = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    out[name] = finalize(value, documentId, jsonPath === '' ? name : `${jsonPath}.${name}`);
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
