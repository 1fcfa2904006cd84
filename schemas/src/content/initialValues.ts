import { type TypeDefinition, typeResolver } from './typeDefinitions.ts';

const OBJECT_TYPES = new Set(['document', 'object', 'image', 'file']);

/**
 * Fills every field the value leaves empty with the field's `initialValue`
 * (the one the Studio gives a new document), through nested objects and array
 * members. The importer writes documents with them and the site reads
 * documents through them, so a document made through the API before a field
 * existed means what the Studio would have shown. Never mutates `value`.
 */
export function fillInitialValues(value: unknown, typeName: string, types: readonly TypeDefinition[]): unknown {
  const { named, fill } = initialValueFiller(types);
  const type = named.get(typeName);
  return type ? fill(value, type) : value;
}

/**
 * What `fillInitialValues` puts in this field when a document leaves it empty,
 * or undefined when it stays empty: the site can count on a value there.
 */
export function emptyFieldInitialValue(field: TypeDefinition, types: readonly TypeDefinition[]): unknown {
  return initialValueFiller(types).initialFor(field);
}

function initialValueFiller(types: readonly TypeDefinition[]) {
  const { named, resolve } = typeResolver(types);

  const fieldsOf = (definition: TypeDefinition): readonly TypeDefinition[] | undefined => {
    const resolved = resolve(definition);
    return OBJECT_TYPES.has(resolved.type) ? resolved.fields : undefined;
  };

  const initialFor = (field: TypeDefinition): unknown => {
    if (field.initialValue !== undefined && typeof field.initialValue !== 'function') {
      return structuredClone(field.initialValue);
    }
    if (!fieldsOf(field)) return undefined;
    // An empty object field still gets its own fields' initial values, as in a new Studio document.
    const nested = fill({}, field) as Record<string, unknown>;
    return Object.keys(nested).length > 0 ? nested : undefined;
  };

  const fill = (current: unknown, definition: TypeDefinition): unknown => {
    if (Array.isArray(current)) {
      const members = resolve(definition).of ?? [];
      return current.map((item) => {
        const itemType = (item as { _type?: unknown } | null)?._type;
        const member =
          members.length === 1
            ? members[0]
            : members.find((candidate) => (candidate.name ?? candidate.type) === itemType);
        return member ? fill(item, member) : item;
      });
    }
    const fields = fieldsOf(definition);
    if (!fields || typeof current !== 'object' || current === null) return current;
    const result: Record<string, unknown> = { ...(current as Record<string, unknown>) };
    for (const field of fields) {
      if (!field.name) continue;
      const own = result[field.name];
      if (own === undefined || own === null) {
        const initial = initialFor(field);
        if (initial !== undefined) result[field.name] = initial;
      } else {
        result[field.name] = fill(own, field);
      }
    }
    return result;
  };

  return { named, fill, initialFor };
}
