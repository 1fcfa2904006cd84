/** The parts of a schema type definition that code reading documents by their schema needs. */
export type TypeDefinition = {
  name?: string;
  type: string;
  fields?: readonly TypeDefinition[];
  of?: readonly TypeDefinition[];
  initialValue?: unknown;
  validation?: unknown;
};

/**
 * Looks up named types (`logo`, `siteLink`…) among `types`, and resolves a
 * field that uses one into a definition of the underlying kind (`image`,
 * `object`…) with the named type's fields followed by the field's own.
 */
export function typeResolver(types: readonly TypeDefinition[]) {
  const named = new Map(types.map((type) => [type.name ?? '', type]));
  const resolve = (field: TypeDefinition): TypeDefinition => {
    const base = named.get(field.type);
    if (!base || base === field) return field;
    const resolved = resolve(base);
    const fields = field.fields ? [...(resolved.fields ?? []), ...field.fields] : resolved.fields;
    return {
      ...resolved,
      name: field.name,
      initialValue: field.initialValue,
      validation: field.validation ?? resolved.validation,
      ...(fields ? { fields } : {}),
    };
  };
  return { named, resolve };
}
