import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

type DocRoutes = { allSanityDoc: { nodes: { id: string; route: { current: string } }[] } };

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<DocRoutes>(`
    {
      allSanityDoc(sort: { route: { current: ASC } }) {
        nodes {
          id
          route {
            current
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not query the doc pages', result.errors);
    return;
  }
  const template = path.resolve('src/templates/doc-page.tsx');
  for (const doc of result.data.allSanityDoc.nodes) {
    actions.createPage({ path: `/${doc.route.current}`, component: template, context: { id: doc.id } });
  }
};
