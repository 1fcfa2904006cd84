import type { ContentModel, FieldShape } from './contentModel.ts';
import { graphqlTypeName } from './contentModel.ts';

/** Image files resolved for the site: where to load them and how big they are. */
const SHARED_TYPES = `
type SanitySlug {
  current: String
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

function fieldType(shape: FieldShape): string {
  switch (shape.kind) {
    case 'scalar':
      return shape.graphqlType === 'Date' ? 'Date @dateformat' : shape.graphqlType;
    case 'slug':
      return 'SanitySlug';
    case 'reference':
      return `${graphqlTypeName(shape.targetType)} @link`;
    case 'object':
      return shape.typeName;
    case 'list': {
      const inner = fieldType(shape.of);
      return inner.endsWith(' @link')
        ? `[${inner.replace(' @link', '')}] @link`
        : `[${inner.replace(' @dateformat', '')}]`;
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
    const fields = shape.fields.map((field) => `  ${field.name}: ${fieldType(field.shape)}`);
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
      ...document.fields.map((field) => `  ${field.name}: ${fieldType(field.shape)}`),
    ];
    return `type ${document.typeName} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
  });
  return [SHARED_TYPES.trim(), ...objectDefs, ...documentDefs].join('\n\n');
}
