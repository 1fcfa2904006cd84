import { hasInitialValue, isRequiredField, type TypeDefinition } from '@react-redux-docs/schemas';

/**
 * Reads the shared Sanity schema definitions into one description of every
 * field, which both the GraphQL type declarations and the node data are made
 * from, so the site's types can never drift from the Studio's.
 */

export type FieldShape =
  /** `isUrl`: a Sanity url field, which the build checks as a link target. */
  | { kind: 'scalar'; graphqlType: 'String' | 'Float' | 'Boolean' | 'Date'; isUrl?: boolean }
  /** A string field whose Studio input offers a fixed list (`options.list`); the Studio accepts nothing else. */
  | { kind: 'enum'; typeName: string; values: string[] }
  | { kind: 'slug' }
  | { kind: 'reference'; targetType: string }
  | { kind: 'object'; typeName: string; fields: Field[]; isImage: boolean }
  | { kind: 'list'; of: FieldShape }
  | { kind: 'portableText' }
  | { kind: 'json' };

export type Field = {
  name: string;
  shape: FieldShape;
  /** The Studio will not publish it empty; resolveContent refuses documents that have it empty. */
  required: boolean;
  /** Every node has a value here: required, or filled with an initial value when empty. */
  alwaysSet: boolean;
};

export type DocumentModel = { schemaType: string; typeName: string; fields: Field[] };

export type ContentModel = {
  documents: DocumentModel[];
  objectTypes: Map<string, Extract<FieldShape, { kind: 'object' }>>;
  enumTypes: Map<string, Extract<FieldShape, { kind: 'enum' }>>;
};

/** The subset of a Sanity schema definition this module reads. */
export type SchemaDefinition = TypeDefinition & {
  fields?: readonly SchemaDefinition[];
  of?: readonly SchemaDefinition[];
  to?: { type: string }[] | { type: string };
  options?: { list?: readonly (string | { value: string })[] };
};

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const SCALARS: Record<string, Extract<FieldShape, { kind: 'scalar' }>['graphqlType']> = {
  string: 'String',
  text: 'String',
  url: 'String',
  email: 'String',
  number: 'Float',
  boolean: 'Boolean',
  date: 'Date',
  datetime: 'Date',
};

export function graphqlTypeName(schemaName: string): string {
  return `Sanity${schemaName.charAt(0).toUpperCase()}${schemaName.slice(1)}`;
}

export function buildContentModel(schemaTypes: readonly SchemaDefinition[]): ContentModel {
  const named = new Map(schemaTypes.map((definition) => [definition.name ?? '', definition]));
  const objectTypes: ContentModel['objectTypes'] = new Map();
  const enumTypes: ContentModel['enumTypes'] = new Map();

  /** A GraphQL enum when every listed value can be an enum value's name; otherwise a plain String. */
  function enumShape(definition: SchemaDefinition, typeName: string): FieldShape | undefined {
    const values = (definition.options?.list ?? []).map((item) => (typeof item === 'string' ? item : item.value));
    if (values.length === 0 || !values.every((value) => GRAPHQL_NAME.test(value))) return undefined;
    const shape = { kind: 'enum' as const, typeName, values };
    enumTypes.set(typeName, shape);
    return shape;
  }

  function objectShape(typeName: string, definition: SchemaDefinition, isImage: boolean): FieldShape {
    const existing = objectTypes.get(typeName);
    if (existing) return existing;
    const shape: Extract<FieldShape, { kind: 'object' }> = { kind: 'object', typeName, fields: [], isImage };
    objectTypes.set(typeName, shape);
    shape.fields = (definition.fields ?? []).map((field) => fieldOf(field, typeName));
    return shape;
  }

  function fieldOf(definition: SchemaDefinition, ownerTypeName: string): Field {
    const required = isRequiredField(definition);
    return {
      name: definition.name ?? '',
      shape: shapeOf(definition, `${ownerTypeName}${capitalise(definition.name ?? '')}`),
      required,
      alwaysSet: required || hasInitialValue(definition),
    };
  }

  function shapeOf(definition: SchemaDefinition, inlineTypeName: string): FieldShape {
    const scalar = SCALARS[definition.type];
    if (scalar) {
      return (
        (definition.type === 'string' && enumShape(definition, inlineTypeName)) || {
          kind: 'scalar',
          graphqlType: scalar,
          ...(definition.type === 'url' ? { isUrl: true } : {}),
        }
      );
    }
    switch (definition.type) {
      case 'slug':
        return { kind: 'slug' };
      case 'reference': {
        const targets = Array.isArray(definition.to) ? definition.to : definition.to ? [definition.to] : [];
        if (targets.length !== 1 || !targets[0]) return { kind: 'json' };
        return { kind: 'reference', targetType: targets[0].type };
      }
      case 'image':
      case 'object': {
        const isNamedType = Boolean(definition.name) && named.get(definition.name ?? '') === definition;
        const typeName = isNamedType ? graphqlTypeName(definition.name ?? '') : inlineTypeName;
        return objectShape(typeName, definition, definition.type === 'image');
      }
      case 'array':
        return arrayShape(definition, inlineTypeName);
    }
    const namedType = named.get(definition.type);
    if (namedType && namedType.type !== 'document') {
      if (namedType.type === 'object' || namedType.type === 'image') {
        return objectShape(
          graphqlTypeName(definition.type),
          mergeFields(namedType, definition),
          namedType.type === 'image',
        );
      }
      return shapeOf({ ...namedType, name: undefined }, inlineTypeName);
    }
    return { kind: 'json' };
  }

  function arrayShape(definition: SchemaDefinition, inlineTypeName: string): FieldShape {
    const members = definition.of ?? [];
    if (members.some((member) => member.type === 'block')) return { kind: 'portableText' };
    if (members.length !== 1 || !members[0]) return { kind: 'json' };
    const member = members[0];
    const memberTypeName = member.name && member.type === 'object' ? graphqlTypeName(member.name) : inlineTypeName;
    return { kind: 'list', of: shapeOf(member, memberTypeName) };
  }

  const documents = schemaTypes
    .filter((definition) => definition.type === 'document' && definition.name)
    .map((definition) => {
      const schemaType = definition.name ?? '';
      const typeName = graphqlTypeName(schemaType);
      return {
        schemaType,
        typeName,
        fields: (definition.fields ?? []).map((field) => fieldOf(field, typeName)),
      };
    });
  return { documents, objectTypes, enumTypes };
}

function mergeFields(namedType: SchemaDefinition, usage: SchemaDefinition): SchemaDefinition {
  return usage.fields ? { ...namedType, fields: [...(namedType.fields ?? []), ...usage.fields] } : namedType;
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
