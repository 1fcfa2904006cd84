// Keys for every object in an array of a document or of a part of one; keys.ts gives the import's lasting keys.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The `_key` of the object at `jsonPath` (`body[3].children[0]`, `body[3].markDefs[0]`). */
export type KeyAt = (jsonPath: string) => string;

/**
 * Returns a deep copy of `value` in which every object inside an array has its
 * `_key`, text blocks' markDefs get final keys (and their spans' marks
 * follow), and `undefined` fields are gone. `root` is the path `value` is at.
 */
export function keyedCopy(value: Record<string, unknown>, keyAt: KeyAt, root = ''): Record<string, unknown> {
  return finalizeObject(value, keyAt, root);
}

function finalize(value: unknown, keyAt: KeyAt, jsonPath: string): Json {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      const itemPath = `${jsonPath}[${index}]`;
      if (isObject(item)) return { ...finalizeObject(item, keyAt, itemPath), _key: keyAt(itemPath) };
      return finalize(item, keyAt, itemPath);
    });
  }
  if (isObject(value)) return finalizeObject(value, keyAt, jsonPath);
  if (value === undefined) return null;
  return value as Json;
}

function finalizeObject(input: Record<string, unknown>, keyAt: KeyAt, jsonPath: string): { [key: string]: Json } {
  let source = input;
  if (Array.isArray(input.markDefs) && Array.isArray(input.children)) {
    const renamed = new Map<string, string>();
    input.markDefs.forEach((def: unknown, index) => {
      if (isObject(def) && typeof def._key === 'string') {
        renamed.set(def._key, keyAt(`${jsonPath}.markDefs[${index}]`));
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
    out[name] = finalize(value, keyAt, jsonPath === '' ? name : `${jsonPath}.${name}`);
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
