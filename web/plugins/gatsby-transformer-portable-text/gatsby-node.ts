import type { RenderedContent } from '@react-redux-docs/web/render';
import { RenderedFields, rendererVersion, type SanityNode } from '@react-redux-docs/web/render/cache';
import type { GatsbyNode } from 'gatsby';

/**
 * What each Portable Text field becomes in GraphQL: the source field, and the
 * fields added next to it, each naming the part of the rendering it returns.
 */
const RENDERED_FIELDS: {
  type: string;
  field: string;
  adds: Record<string, { type: string; part: keyof RenderedContent }>;
}[] = [
  {
    type: 'SanityDoc',
    field: 'body',
    adds: {
      bodyHtml: { type: 'String!', part: 'html' },
      headings: { type: '[PortableTextHeading!]!', part: 'headings' },
      codeCss: { type: 'String!', part: 'codeCss' },
      sections: { type: '[PortableTextSection!]!', part: 'sections' },
    },
  },
  { type: 'SanityAnnouncement', field: 'content', adds: { contentHtml: { type: 'String!', part: 'html' } } },
];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type PortableTextHeading {
      id: String!
      text: String!
      level: Int!
    }
    type PortableTextSectionText {
      kind: String!
      text: String!
    }
    type PortableTextSectionHeading {
      level: Int!
      title: String!
    }
    type PortableTextSection {
      anchor: String
      title: String
      level: Int!
      hierarchy: [PortableTextSectionHeading!]!
      content: [PortableTextSectionText!]!
    }
  `);
};

export const createResolvers: GatsbyNode['createResolvers'] = async ({ createResolvers, cache, store }) => {
  const siteDir: string = store.getState().program.directory;
  const rendered = new RenderedFields({ store: cache, version: await rendererVersion(siteDir) });
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const { type, field, adds } of RENDERED_FIELDS) {
    for (const [name, { type: graphqlType, part }] of Object.entries(adds)) {
      resolvers[type] = {
        ...resolvers[type],
        [name]: { type: graphqlType, resolve: (node: SanityNode) => rendered.part(node, field, part) },
      };
    }
  }
  createResolvers(resolvers);
};
