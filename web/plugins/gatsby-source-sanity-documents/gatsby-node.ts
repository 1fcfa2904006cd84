import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { schemaTypes } from '@react-redux-docs/schemas';
import {
  buildContentModel,
  type SchemaDefinition,
  SIDEBAR_NODE_TYPE,
  SIDEBAR_TYPE_DEFS,
} from '@react-redux-docs/web/content';
import type { GatsbyNode } from 'gatsby';
import { hashSourceFolders } from '../../builder/sourceHash.ts';
import { type CheckReport, checkContent } from './src/checkContent.ts';
import { buildTypeDefs } from './src/graphqlTypes.ts';
import { leaveProblemsForStudio } from './src/leaveProblems.ts';
import { loadDocuments } from './src/loadDocuments.ts';
import { describeSource, resolveSourceConfig } from './src/sourceConfig.ts';
import { type NodeActions, syncNodes } from './src/syncNodes.ts';
import { SanitySourceError, type SourceConfig } from './src/types.ts';

const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);
/** The schema's rules, running alongside the build since the documents were sourced. */
let pendingRules: Promise<CheckReport> | undefined;
const LOCAL_ASSET_URL_PREFIX = '/sanity-assets';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(buildTypeDefs(model) + SIDEBAR_TYPE_DEFS);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  cache,
  createNodeId,
  getNode,
  getNodesByType,
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
    const { content, report, rules } = await checkContent(documents, {
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
    reporter.info(`[sanity] checked links, routes, images and shapes of ${content.documents.length} documents`);
    if (report.warnings) reporter.warn(`[sanity] ${report.warnings}`);
    if (report.error) {
      await leaveProblems(report, reporter);
      throw new SanitySourceError(report.error);
    }
    pendingRules = rules;
    // gatsby develop has no end of build to wait for.
    if (process.env.gatsby_executing_command === 'develop') await reportRules(await rules, reporter);
    const { created, deleted } = await syncNodes(content.nodes, {
      actions: actions as unknown as NodeActions,
      nodeIdFor: (sanityId) => createNodeId(`sanity-${sanityId}`),
      getNode: (id) => getNode(id),
      getNodesByType: (type) => getNodesByType(type),
      typeNames: [...model.documents.map((document) => document.typeName), SIDEBAR_NODE_TYPE],
      store: cache,
    });
    const publicAssets = path.join(siteDir, 'public', LOCAL_ASSET_URL_PREFIX);
    await mkdir(publicAssets, { recursive: true });
    for (const asset of content.assets) {
      if (asset.localPath) await copyFile(asset.localPath, path.join(siteDir, 'public', asset.url));
    }
    reporter.info(
      `[sanity] ${content.nodes.length} nodes (${created} new or changed, ${deleted} deleted) and ${content.assets.length} images`,
    );
  } catch (error) {
    reporter.panic(`[sanity] ${(error as Error).message}`, error as Error);
  }
};

/** Hosted images are served by Sanity's CDN from the project's own folder; nothing else is one of its images. */
function imageCdnPrefix(config: SourceConfig): string | undefined {
  return config.mode === 'hosted' ? `https://cdn.sanity.io/images/${config.projectId}/${config.dataset}/` : undefined;
}

/** The build ends with the verdict of the schema's rules: a document breaking them stops it. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (!pendingRules) return;
  const started = Date.now();
  await reportRules(await pendingRules, reporter);
  reporter.info(`[sanity] the schema's rules had checked every document (waited ${Date.now() - started} ms for them)`);
};

type Reporter = { info: (text: string) => void; warn: (text: string) => void; panic: (text: string) => void };

async function reportRules(report: CheckReport, reporter: Reporter) {
  if (report.warnings) reporter.warn(`[sanity] ${report.warnings}`);
  if (report.error) {
    await leaveProblems(report, reporter);
    reporter.panic(`[sanity] ${report.error}`);
  }
}

async function leaveProblems(report: CheckReport, reporter: Reporter) {
  const outcome = await leaveProblemsForStudio(report.errors ?? []);
  if (outcome) reporter.info(`[sanity] ${outcome}`);
}
