import type { GatsbyNode } from 'gatsby';
import { headingsOf } from '../../src/theme/PortableText/headingIds.ts';
import type { PortableTextValue } from '../../src/theme/PortableText/types.ts';
import { renderField, type SanityNode } from './src/renderField.ts';

/** Which Portable Text field of which type gets an HTML twin, and the twin's name. */
const HTML_FIELDS = [
  { type: 'SanityDoc', field: 'body', htmlField: 'bodyHtml' },
  { type: 'SanityAnnouncement', field: 'content', htmlField: 'contentHtml' },
] as const;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type PortableTextHeading {
      id: String!
      text: String!
      level: Int!
    }
  `);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const { type, field, htmlField } of HTML_FIELDS) {
    resolvers[type] = {
      ...resolvers[type],
      [htmlField]: { type: 'String!', resolve: (node: SanityNode) => renderField(node, field) },
    };
  }
  resolvers.SanityDoc = {
    ...resolvers.SanityDoc,
    headings: {
      type: '[PortableTextHeading!]!',
      resolve: (node: SanityNode) => headingsOf((node.body ?? []) as PortableTextValue),
    },
  };
  createResolvers(resolvers);
};
