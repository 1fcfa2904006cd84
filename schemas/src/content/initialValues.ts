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
  const { named, resolve } = typeResolver(types);

  const fieldsOf = (definition: TypeDefinition): readonly TypeDefinition[] | undefined => {
    const resolved = resolve(definition);
    return OBJECT_TYPES.has(resolved.type) ? resolved.fields : undefined;
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
        if (field.initialValue !== undefined && typeof field.initialValue !== 'function') {
          result[field.name] = structuredClone(field.initialValue);
        } else if (fieldsOf(field)) {
          // An empty object field still gets its own fields' initial values, as in a new Studio document.
          const nested = fill({}, field) as Record<string, unknown>;
          if (Object.keys(nested).length > 0) result[field.name] = nested;
        }
      } else {
        result[field.name] = fill(own, field);
      }
    }
    return result;
  };

  const type = named.get(typeName);
  return type ? fill(value, type) : value;
}
