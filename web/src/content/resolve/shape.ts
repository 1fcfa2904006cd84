/** Each document's fields shaped as its GraphQL type describes them, refusing what does not fit. */
import type { Field, FieldShape } from '../contentModel.ts';
import { resolveImageAsset } from './assets.ts';
import { keyOrIndex, type WalkContext } from './context.ts';
import { resolveEmbedded } from './embedded.ts';
import { checkedHref, queueAnchorCheck, resolveReference } from './links.ts';

/** What JSON value each GraphQL scalar takes; anything else would reach the pages as garbage. */
const SCALAR_JSON_TYPES = { String: 'string', Float: 'number', Boolean: 'boolean', Date: 'string' } as const;

export function shapeFields(value: Record<string, unknown>, fields: Field[], at: string, context: WalkContext) {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    const reported = context.problems.list.length;
    const shaped = shapeValue(value[field.name], field.shape, path, context);
    // A value refused while shaping (a broken reference, a value off the list) was reported there.
    if (field.required && shaped === null && context.problems.list.length === reported) {
      context.problems.error('invalid-document', context.source, path, 'is empty; the Studio requires it. Fill it in.');
    }
    result[field.name] = shaped;
  }
  return result;
}

function shapeValue(value: unknown, shape: FieldShape, at: string, context: WalkContext): unknown {
  if (value === undefined || value === null) return null;
  switch (shape.kind) {
    case 'scalar': {
      const expected = SCALAR_JSON_TYPES[shape.graphqlType];
      if (typeof value !== expected) {
        const actual = Array.isArray(value) ? 'an array' : `a ${typeof value}`;
        context.problems.error('invalid-document', context.source, at, `is ${actual}; a ${expected} belongs here.`);
        return null;
      }
      return shape.isUrl ? checkedHref(value as string, at, context) : value;
    }
    case 'enum':
      if (typeof value === 'string' && shape.values.includes(value)) return value;
      context.problems.error(
        'invalid-document',
        context.source,
        at,
        `is ${JSON.stringify(value)}; the Studio offers ${shape.values.join(', ')}. Pick one of them.`,
      );
      return null;
    case 'slug': {
      const current = (value as { current?: unknown }).current;
      return typeof current === 'string' && current ? { current } : null;
    }
    case 'reference':
      return resolveReference(value as { _ref?: string }, shape.targetType, at, context);
    case 'object': {
      const object = value as Record<string, unknown>;
      const shaped: Record<string, unknown> = {
        _key: object._key ?? null,
        _type: object._type ?? null,
        ...shapeFields(object, shape.fields, at, context),
      };
      if (shape.isImage) shaped.asset = resolveImageAsset(object.asset, at, context);
      // A link target: a doc, and optionally a section of it.
      const docRef = (object.doc as { _ref?: unknown } | undefined)?._ref;
      if (typeof docRef === 'string' && typeof object.anchor === 'string' && object.anchor && shaped.doc) {
        queueAnchorCheck(context, `${at}.anchor`, docRef, object.anchor);
      }
      return shaped;
    }
    case 'list':
      // A null member is a reference to a doc left out (already warned about) or a hole the API allowed.
      return Array.isArray(value)
        ? value
            .map((item, index) => shapeValue(item, shape.of, `${at}[${keyOrIndex(item, index)}]`, context))
            .filter((item) => item !== null)
        : null;
    case 'portableText':
    case 'json':
      return resolveEmbedded(value, at, context);
  }
}
