import type { RenderedContent } from '@react-redux-docs/web/render';
import { RenderedFields, rendererVersion, type SanityNode, tabPairStore } from '@react-redux-docs/web/render/cache';
import { shareTabPairs } from '@react-redux-docs/web/render/javascript-tabs';
import type { GatsbyNode } from 'gatsby';

/**
 * What each Portable Text field becomes in GraphQL: the source field, and the
 * fields added next to it, each naming the part of the rendering it returns.
 */
type RenderedField = {
  type: string;
  field: string;
  adds: Record<string, { type: string; part: keyof RenderedContent }>;
};

/** A page's body: its HTML, the headings its table of contents lists, its code colours and its search sections. */
const pageBody = (type: string): RenderedField => ({
  type,
  field: 'body',
  adds: {
    bodyHtml: { type: 'String!', part: 'html' },
    headings: { type: '[PortableTextHeading!]!', part: 'headings' },
    codeCss: { type: 'String!', part: 'codeCss' },
    sections: { type: '[PortableTextSection!]!', part: 'sections' },
  },
});

const RENDERED_FIELDS: RenderedField[] = [
  pageBody('SanityDoc'),
  pageBody('SanityPage'),
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
  const version = await rendererVersion(siteDir);
  const rendered = new RenderedFields({ store: cache, version });
  // The Markdown twins (written in the main process) take the pairs the pages made (in the query workers).
  shareTabPairs(tabPairStore(cache), version);
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
