/**
 * A structural check of documents against the schema definitions in
 * @react-redux-docs/schemas: every field exists on its type, every array
 * member has an allowed `_type` and a `_key` unique in its array, text blocks
 * use only the styles, lists, decorators and annotations the block allows,
 * every mark resolves, and references point at documents in the set. (The
 * schema's validation rules themselves run in schemas/test with Sanity.)
 */
import { schemaTypes } from '@react-redux-docs/schemas';

interface TypeDef {
  name?: string;
  type: string;
  fields?: TypeDef[];
  of?: TypeDef[];
  styles?: { value: string }[];
  lists?: { value: string }[];
  marks?: { decorators?: { value: string }[]; annotations?: TypeDef[] };
}

const named = new Map<string, TypeDef>((schemaTypes as unknown as TypeDef[]).map((type) => [type.name ?? '', type]));
const SYSTEM = new Set(['_id', '_type', '_key', '_ref', '_updatedAt', '_createdAt', '_rev', '_sanityAsset', '_weak']);
const CODE_FIELDS: TypeDef[] = [
  { name: 'language', type: 'string' },
  { name: 'code', type: 'text' },
  { name: 'filename', type: 'string' },
  { name: 'highlightedLines', type: 'array', of: [{ type: 'number' }] },
];

export function schemaProblems(documents: readonly Record<string, unknown>[]): string[] {
  const ids = new Set(documents.map((document) => String(document._id)));
  const problems: string[] = [];
  const report = (at: string, message: string): void => {
    problems.push(`${at}: ${message}`);
  };

  const checkFields = (value: Record<string, unknown>, fields: readonly TypeDef[], at: string) => {
    for (const [key, child] of Object.entries(value)) {
      if (SYSTEM.has(key)) continue;
      const field = fields.find((f) => f.name === key);
      if (!field) report(`${at}.${key}`, 'field is not in the schema');
      else check(child, field, `${at}.${key}`);
    }
  };

  const check = (value: unknown, def: TypeDef, at: string): void => {
    switch (def.type) {
      case 'string':
      case 'text':
      case 'url':
        if (typeof value !== 'string') report(at, `expected a string, got ${JSON.stringify(value)}`);
        return;
      case 'number':
        if (typeof value !== 'number') report(at, 'expected a number');
        return;
      case 'boolean':
        if (typeof value !== 'boolean') report(at, 'expected a boolean');
        return;
      case 'slug':
        if (!isObject(value) || value._type !== 'slug' || typeof value.current !== 'string')
          report(at, 'expected a slug');
        return;
      case 'reference':
        if (!isObject(value) || value._type !== 'reference' || typeof value._ref !== 'string')
          report(at, 'expected a reference');
        else if (!ids.has(value._ref)) report(at, `reference to missing document ${value._ref}`);
        return;
      case 'image':
        if (!isObject(value) || typeof value._sanityAsset !== 'string')
          report(at, 'expected an image with _sanityAsset');
        else checkFields(value, def.fields ?? [], at);
        return;
      case 'code':
        if (!isObject(value)) report(at, 'expected a code object');
        else checkFields(value, CODE_FIELDS, at);
        return;
      case 'object':
      case 'document':
        if (!isObject(value)) report(at, 'expected an object');
        else checkFields(value, def.fields ?? [], at);
        return;
      case 'array':
        checkArray(value, def.of ?? [], at);
        return;
      case 'block':
        checkBlock(value, def, at);
        return;
      default: {
        const target = named.get(def.type);
        if (!target) {
          report(at, `unknown schema type ${def.type}`);
          return;
        }
        if (isObject(value) && value._type !== undefined && value._type !== target.name) {
          report(at, `_type ${String(value._type)} should be ${target.name}`);
        }
        check(value, { ...target, type: target.type }, at);
        return;
      }
    }
  };

  const checkArray = (value: unknown, members: readonly TypeDef[], at: string) => {
    if (!Array.isArray(value)) {
      report(at, 'expected an array');
      return;
    }
    const keys = new Set<string>();
    value.forEach((item: unknown, index) => {
      const itemAt = `${at}[${index}]`;
      if (!isObject(item)) {
        const member = members.find((m) => m.type === typeof item);
        if (!member) report(itemAt, `${typeof item} is not allowed here`);
        return;
      }
      if (typeof item._key !== 'string' || item._key === '') report(itemAt, 'missing _key');
      else if (keys.has(item._key)) report(itemAt, `duplicate _key ${item._key}`);
      else keys.add(item._key);
      const member = members.find((m) => (m.name ?? m.type) === item._type);
      if (!member) {
        report(itemAt, `_type ${String(item._type)} is not allowed here`);
        return;
      }
      check(item, member, itemAt);
    });
  };

  const checkBlock = (value: unknown, def: TypeDef, at: string) => {
    if (!isObject(value)) {
      report(at, 'expected a block');
      return;
    }
    const styles = def.styles?.map((s) => s.value) ?? ['normal'];
    const lists = def.lists?.map((l) => l.value) ?? [];
    const decorators = def.marks?.decorators?.map((d) => d.value) ?? [];
    const annotations = def.marks?.annotations ?? [];
    if (!styles.includes(String(value.style))) report(at, `style ${String(value.style)} is not allowed`);
    if (value.listItem !== undefined && !lists.includes(String(value.listItem))) report(at, 'list not allowed');
    if (value.listItem !== undefined && typeof value.level !== 'number') report(at, 'list item without level');
    for (const key of Object.keys(value)) {
      if (!['_type', '_key', 'style', 'listItem', 'level', 'markDefs', 'children'].includes(key)) {
        report(`${at}.${key}`, 'not a block field');
      }
    }
    const markKeys = new Set<string>();
    checkArray(value.markDefs, annotations, `${at}.markDefs`);
    for (const def of Array.isArray(value.markDefs) ? value.markDefs : [])
      if (isObject(def)) markKeys.add(String(def._key));
    checkArray(value.children, [{ type: 'span', name: 'span' }], `${at}.children`);
    const used = new Set<string>();
    (Array.isArray(value.children) ? value.children : []).forEach((span: unknown, index) => {
      const spanAt = `${at}.children[${index}]`;
      if (!isObject(span) || typeof span.text !== 'string' || !Array.isArray(span.marks)) {
        report(spanAt, 'expected a span with text and marks');
        return;
      }
      for (const mark of span.marks) {
        if (markKeys.has(mark)) used.add(mark);
        else if (!decorators.includes(mark)) report(spanAt, `mark ${mark} is neither a decorator nor a markDef`);
      }
    });
    for (const key of markKeys) if (!used.has(key)) report(at, `markDef ${key} is not used`);
  };

  for (const document of documents) {
    const type = named.get(String(document._type));
    if (!type) {
      report(String(document._id), `unknown document type ${String(document._type)}`);
      continue;
    }
    checkFields(document, type.fields ?? [], String(document._id));
  }
  return problems;
}

// `span` members are checked inline by checkBlock.
named.set('span', {
  name: 'span',
  type: 'object',
  fields: [
    { name: 'text', type: 'string' },
    { name: 'marks', type: 'array', of: [{ type: 'string' }] },
  ],
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
