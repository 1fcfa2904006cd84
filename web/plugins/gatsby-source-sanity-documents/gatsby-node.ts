import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { schemaTypes } from '@react-redux-docs/schemas';
import type { GatsbyNode } from 'gatsby';
import { buildContentModel, type SchemaDefinition } from './src/contentModel.ts';
import { buildTypeDefs } from './src/graphqlTypes.ts';
import { addHeadingAnchors } from './src/headingAnchors.ts';
import { highlightCodeBlocks } from './src/highlightCode.ts';
import { loadDocuments } from './src/loadDocuments.ts';
import { resolveContent } from './src/resolveContent.ts';
import { describeSource, resolveSourceConfig } from './src/sourceConfig.ts';

const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);
const LOCAL_ASSET_URL_PREFIX = '/sanity-assets';

/** The token colours of all highlighted code (see highlightCode.ts); one node per site. */
const CODE_THEME_TYPE = 'CodeHighlightTheme';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(buildTypeDefs(model));
  actions.createTypes(`type ${CODE_THEME_TYPE} implements Node @dontInfer { css: String! }`);
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
  const repoRoot = path.dirname(siteDir);
  try {
    const config = resolveSourceConfig(process.env, {
      isDevelop: process.env.gatsby_executing_command === 'develop',
      repoRoot,
      // npm sets INIT_CWD to where `npm run` was typed; workspace scripts themselves run in web/.
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    reporter.info(`[sanity] loading content from ${describeSource(config)}`);
    const documents = await loadDocuments(config, { workDir: cache.directory, repoRoot });
    const content = resolveContent(documents, {
      model,
      nodeIdFor: (sanityId) => createNodeId(`sanity-${sanityId}`),
      overlayDrafts: config.mode === 'hosted' && config.overlayDrafts,
      localAssetUrlPrefix: LOCAL_ASSET_URL_PREFIX,
    });
    for (const warning of content.warnings) reporter.warn(`[sanity] ${warning}`);
    addHeadingAnchors(content.nodes);
    const { highlighted, palette } = await highlightCodeBlocks(content.nodes);
    actions.createNode({
      css: palette.css,
      id: createNodeId(CODE_THEME_TYPE),
      internal: { type: CODE_THEME_TYPE, contentDigest: createContentDigest(palette.css) },
    });
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
    reporter.info(
      `[sanity] created ${content.nodes.length} nodes, ${content.assets.length} images, ${highlighted} highlighted code blocks`,
    );
  } catch (error) {
    reporter.panic(`[sanity] ${(error as Error).message}`, error as Error);
  }
};
