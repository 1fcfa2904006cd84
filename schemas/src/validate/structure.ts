/**
 * What Sanity's validation rules take for granted because the Studio's
 * editors cannot break it, but a document written through the API or by an
 * importer can: fields the type does not have, array members of types the
 * array does not allow, members without a unique `_key`, Portable Text styles,
 * lists, marks and annotations the block does not offer. Read from the
 * compiled schema, so it knows exactly what the Studio knows.
 */
import { isRecord } from '../isRecord.ts';
export type StructureProblem = { path: string; message: string };

/** The parts of a compiled Sanity schema type this check reads. */
type SchemaType = {
  name: string;
  jsonType: string;
  fields?: { name: string; type: SchemaType }[];
  of?: SchemaType[];
  /** Its options; the check reads `list`, whose entries are values or `{ value }`. */
  options?: unknown;
  decorators?: { value: string }[];
  annotations?: { name: string }[];
  type?: SchemaType;
};

const describe = (value: unknown) =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;

const jsonTypeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

const listValues = (type: SchemaType | undefined): string[] =>
  (isRecord(type?.options) && Array.isArray(type.options.list) ? type.options.list : []).flatMap((entry: unknown) =>
    typeof entry === 'string' ? [entry] : isRecord(entry) && typeof entry.value === 'string' ? [entry.value] : [],
  );

function isBlock(type: SchemaType): boolean {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current.name === 'block') return true;
  }
  return false;
}

export function structureProblems(document: Record<string, unknown>, documentType: SchemaType): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const report = (path: string, message: string) => problems.push({ path, message });
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

  const visitObject = (value: Record<string, unknown>, type: SchemaType, path: string) => {
    const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]));
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_')) continue;
      const fieldType = fields.get(key);
      if (!fieldType) report(join(path, key), `"${key}" is not a field of ${type.name}`);
      else visit(child, fieldType, join(path, key));
    }
    if (isBlock(type)) visitBlock(value, type, path);
  };

  const visitBlock = (value: Record<string, unknown>, type: SchemaType, path: string) => {
    const field = (name: string) => type.fields?.find((entry) => entry.name === name)?.type;
    const styles = listValues(field('style'));
    if (value.style !== undefined && !styles.includes(String(value.style))) {
      report(join(path, 'style'), `style "${String(value.style)}" is not offered here (${styles.join(', ')})`);
    }
    const lists = listValues(field('listItem'));
    if (value.listItem !== undefined && !lists.includes(String(value.listItem))) {
      report(
        join(path, 'listItem'),
        `list "${String(value.listItem)}" is not offered here (${lists.join(', ') || 'none'})`,
      );
    }
    const span = field('children')?.of?.find((member) => member.name === 'span');
    const decorators = (span?.decorators ?? []).map((decorator) => decorator.value);
    const markDefs = Array.isArray(value.markDefs) ? value.markDefs.filter(isRecord) : [];
    const markKeys = new Set(markDefs.map((markDef) => String(markDef._key)));
    const children = Array.isArray(value.children) ? value.children : [];
    children.forEach((child, index) => {
      if (!isRecord(child) || !Array.isArray(child.marks)) return;
      for (const mark of child.marks) {
        if (!markKeys.has(String(mark)) && !decorators.includes(String(mark))) {
          report(
            `${join(path, 'children')}[${index}].marks`,
            `mark "${String(mark)}" is neither a decorator offered here nor a link in markDefs`,
          );
        }
      }
    });
  };

  const visitArray = (value: unknown[], type: SchemaType, path: string) => {
    const members = type.of ?? [];
    const keys = new Set<string>();
    value.forEach((item, index) => {
      const at = `${path}[${index}]`;
      if (!isRecord(item)) {
        const member = members.find((candidate) => candidate.jsonType === typeof item);
        if (!member) report(at, `${describe(item)} is not allowed here`);
        return;
      }
      if (typeof item._key !== 'string' || item._key === '') report(at, 'has no _key');
      else if (keys.has(item._key)) report(at, `_key "${item._key}" is used twice in this array`);
      else keys.add(item._key);
      const objectMembers = members.filter((candidate) => candidate.jsonType === 'object');
      const member =
        typeof item._type === 'string'
          ? objectMembers.find((candidate) => candidate.name === item._type)
          : objectMembers.length === 1
            ? objectMembers[0]
            : undefined;
      if (!member) {
        const allowed = objectMembers.map((candidate) => candidate.name).join(', ');
        report(
          at,
          `${typeof item._type === 'string' ? `type "${item._type}"` : 'an object without _type'} is not allowed here (${allowed || 'no objects'})`,
        );
        return;
      }
      visitObject(item, member, at);
    });
  };

  const visit = (value: unknown, type: SchemaType, path: string) => {
    if (value === undefined || value === null) return;
    if (type.jsonType === 'object' && isRecord(value)) visitObject(value, type, path);
    else if (type.jsonType === 'array' && Array.isArray(value)) visitArray(value, type, path);
    // Sanity's rules say this too, but they no longer see every value (prune.ts).
    else if (jsonTypeOf(value) !== type.jsonType)
      report(
        path,
        `is ${describe(value)}; ${type.jsonType === 'array' || type.jsonType === 'object' ? 'an' : 'a'} ${type.jsonType} belongs here`,
      );
  };

  visitObject(document, documentType, '');
  return problems;
}
