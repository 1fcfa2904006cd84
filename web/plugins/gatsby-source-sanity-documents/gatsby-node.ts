import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { schemaTypes } from '@react-redux-docs/schemas';
import type { GatsbyNode } from 'gatsby';
import { hashSourceFolders } from '../../builder/sourceHash.ts';
import { checkContent } from './src/checkContent.ts';
import { buildContentModel, type SchemaDefinition } from './src/contentModel.ts';
import { buildTypeDefs } from './src/graphqlTypes.ts';
import { loadDocuments } from './src/loadDocuments.ts';
import { describeSource, resolveSourceConfig } from './src/sourceConfig.ts';
import { SanitySourceError, type SourceConfig } from './src/types.ts';

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
    const started = Date.now();
    const { content, warnings, error } = await checkContent(documents, {
      model,
      nodeIdFor: (sanityId) => createNodeId(`sanity-${sanityId}`),
      overlayDrafts: config.mode === 'hosted' && config.overlayDrafts,
      localAssetUrlPrefix: LOCAL_ASSET_URL_PREFIX,
      imageCdnPrefix: imageCdnPrefix(config),
      store: cache,
      schemaVersion: await hashSourceFolders([path.join(siteDir, '../schemas/src')]),
      studioUrl: process.env.SANITY_STUDIO_URL?.trim() || undefined,
      hosted: config.mode === 'hosted',
      siteDir,
    });
    reporter.info(`[sanity] checked ${content.documents.length} documents in ${Date.now() - started} ms`);
    if (warnings) reporter.warn(`[sanity] ${warnings}`);
    if (error) throw new SanitySourceError(error);
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

/** Hosted images are served by Sanity's CDN from the project's own folder; nothing else is one of its images. */
function imageCdnPrefix(config: SourceConfig): string | undefined {
  return config.mode === 'hosted' ? `https://cdn.sanity.io/images/${config.projectId}/${config.dataset}/` : undefined;
}
