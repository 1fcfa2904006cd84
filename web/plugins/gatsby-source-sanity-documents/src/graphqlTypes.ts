import type { ContentModel, Field, FieldShape } from '@react-redux-docs/web/content';
import { graphqlTypeName } from '@react-redux-docs/web/content';

/** Image files resolved for the site: where to load them and how big they are. */
const SHARED_TYPES = `
type SanitySlug {
  current: String!
}

type SanityImageAsset {
  _id: String!
  url: String!
  width: Int!
  height: Int!
  extension: String!
  mimeType: String!
}
`;

/** A field's GraphQL type: non-null where every node has a value (see Field.alwaysSet). */
function fieldType(field: Field): string {
  const type = shapeType(field.shape);
  if (!field.alwaysSet) return type;
  const [base, directive] = type.split(' ');
  return directive ? `${base}! ${directive}` : `${base}!`;
}

function shapeType(shape: FieldShape): string {
  switch (shape.kind) {
    case 'scalar':
      return shape.graphqlType === 'Date' ? 'Date @dateformat' : shape.graphqlType;
    case 'enum':
      return shape.typeName;
    case 'slug':
      return 'SanitySlug';
    case 'reference':
      return `${graphqlTypeName(shape.targetType)} @link`;
    case 'object':
      return shape.typeName;
    case 'list': {
      // resolveContent leaves no null members in lists (a reference to a doc left out is dropped).
      const [member, directive] = shapeType(shape.of).split(' ');
      return directive === '@link' ? `[${member}!] @link` : `[${member}!]`;
    }
    case 'portableText':
    case 'json':
      return 'JSON';
  }
}

/**
 * GraphQL SDL for every document and object type of the schemas. Declared, not
 * inferred, so a field that no document fills yet can still be queried.
 */
export function buildTypeDefs(model: ContentModel): string {
  const objectDefs = [...model.objectTypes.values()].map((shape) => {
    const fields = shape.fields.map((field) => `  ${field.name}: ${fieldType(field)}`);
    if (shape.isImage) fields.push('  asset: SanityImageAsset');
    fields.unshift('  _key: String', '  _type: String');
    return `type ${shape.typeName} {\n${fields.join('\n')}\n}`;
  });
  const documentDefs = model.documents.map((document) => {
    const fields = [
      '  _id: String!',
      '  _type: String!',
      '  _createdAt: Date @dateformat',
      '  _updatedAt: Date @dateformat',
      ...document.fields.map((field) => `  ${field.name}: ${fieldType(field)}`),
    ];
    return `type ${document.typeName} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
  });
  const enumDefs = [...model.enumTypes.values()].map(
    (shape) => `enum ${shape.typeName} {\n  ${shape.values.join('\n  ')}\n}`,
  );
  return [SHARED_TYPES.trim(), ...enumDefs, ...objectDefs, ...documentDefs].join('\n\n');
}
