import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { schemaTypes } from '@react-redux-docs/schemas';
import type { GatsbyNode } from 'gatsby';
import { buildContentModel, type SchemaDefinition } from './src/contentModel.ts';
import { buildTypeDefs } from './src/graphqlTypes.ts';
import { loadDocuments } from './src/loadDocuments.ts';
import { resolveContent } from './src/resolveContent.ts';
import { describeSource, resolveSourceConfig } from './src/sourceConfig.ts';

const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);
const LOCAL_ASSET_URL_PREFIX = '/sanity-assets';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(buildTypeDefs(model));
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  cache,
  createContentDigest,
  createNodeId,
  reporter,
  store,
}) => {
  const siteDir: string = store.getState().program.directory;
  try {
    const config = resolveSourceConfig(process.env, {
      isDevelop: process.env.gatsby_executing_command === 'develop',
      // npm sets INIT_CWD to where `npm run` was typed; workspace scripts themselves run in web/.
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    reporter.info(`[sanity] loading content from ${describeSource(config)}`);
    const documents = await loadDocuments(config, { workDir: cache.directory });
    const content = resolveContent(documents, {
      model,
      nodeIdFor: (sanityId) => createNodeId(`sanity-${sanityId}`),
      overlayDrafts: config.mode === 'hosted' && config.overlayDrafts,
      localAssetUrlPrefix: LOCAL_ASSET_URL_PREFIX,
    });
    for (const warning of content.warnings) reporter.warn(`[sanity] ${warning}`);
    for (const node of content.nodes) {
      actions.createNode({
        ...node.data,
        id: createNodeId(`sanity-${node.sanityId}`),
        internal: { type: node.typeName, contentDigest: createContentDigest(node.data) },
      });
    }
    const publicAssets = path.join(siteDir, 'public', LOCAL_ASSET_URL_PREFIX);
    await mkdir(publicAssets, { recursive: true });
    for (const asset of content.assets) {
      if (asset.localPath) await copyFile(asset.localPath, path.join(siteDir, 'public', asset.url));
    }
    reporter.info(`[sanity] created ${content.nodes.length} nodes and ${content.assets.length} images`);
  } catch (error) {
    reporter.panic(`[sanity] ${(error as Error).message}`, error as Error);
  }
};
