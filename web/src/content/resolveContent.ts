import { REQUIRED_SINGLETONS, SITE_PAGE_ROUTES, withInitialValues } from '@react-redux-docs/schemas';
import { checkDocsVersions } from './checkVersions.ts';
import { Problems } from './problems.ts';
import { collectAssets } from './resolve/assets.ts';
import { sourceOf, type WalkContext } from './resolve/context.ts';
import { checkAnchors } from './resolve/links.ts';
import { pickVersions } from './resolve/pickVersions.ts';
import { checkPreviousRoutes, checkRedirectList, claimDocRoutes } from './resolve/routes.ts';
import { shapeFields } from './resolve/shape.ts';
import { resolveSidebars } from './resolve/sidebars.ts';
import type { ResolvedContent, ResolveOptions, SanityDocument } from './types.ts';

/**
 * The one code path after "here are the documents", whichever source they came
 * from: picks published or draft versions, fills empty fields with their
 * initial values, resolves references and image assets, and shapes each
 * document as the node its GraphQL type describes. Rendering is not done here:
 * gatsby-transformer-portable-text renders the Portable Text fields. Each step
 * is a module of resolve/.
 */
export function resolveContent(documents: SanityDocument[], options: ResolveOptions): ResolvedContent {
  const problems = new Problems();
  const current = pickVersions(documents, options.overlayDrafts);
  const { assets, refused: refusedAssets } = collectAssets(current, options);
  const modelByType = new Map(options.model.documents.map((model) => [model.schemaType, model]));
  const contentDocuments = [...current.values()]
    .filter((document) => modelByType.has(document._type))
    .sort((a, b) => a._id.localeCompare(b._id));

  const { routes, kept } = claimDocRoutes(contentDocuments, problems);
  const checked = checkDocsVersions(kept, problems);
  const ownPages = new Set(options.siteRoutes ?? SITE_PAGE_ROUTES);
  const sidebars = resolveSidebars(checked, routes, ownPages, problems);

  const context: WalkContext = {
    current,
    routes,
    siteRoutes: new Set([...ownPages, ...routes.values(), ...sidebars.pageRoutes]),
    docByRoute: new Map([...routes].map(([id, route]) => [route, id])),
    assets,
    refusedAssets,
    problems,
    nodeIdFor: options.nodeIdFor,
    source: { id: '', type: '' },
    route: '',
    anchorChecks: [],
  };
  const nodes = checked.map((stored) => {
    const model = modelByType.get(stored._type);
    if (!model) throw new Error(`unreachable: no model for ${stored._type}`);
    // A field left empty means what the Studio shows for it: its initial value.
    const document = withInitialValues(stored, stored._type);
    context.source = sourceOf(document);
    context.route = routes.get(document._id) ?? '';
    const data: Record<string, unknown> = {
      _id: document._id,
      _type: document._type,
      _createdAt: document._createdAt ?? null,
      _updatedAt: document._updatedAt ?? null,
      ...shapeFields(document, model.fields, '', context),
    };
    return { sanityId: document._id, typeName: model.typeName, data };
  });
  checkAnchors(context);
  checkPreviousRoutes(nodes, context);
  checkRedirectList(nodes, context);
  nodes.push(...sidebars.nodes);

  const present = new Set(checked.map((document) => document._type));
  for (const type of REQUIRED_SINGLETONS) {
    if (!present.has(type)) {
      problems.error(
        'missing-document',
        undefined,
        undefined,
        `The dataset has no ${type} document; the site needs one.`,
      );
    }
  }
  if (!present.has('doc')) {
    problems.error(
      'missing-document',
      undefined,
      undefined,
      'The dataset has no doc pages; refusing to build an empty site.',
    );
  }
  const usedAssets = [...assets.values()].filter((asset) => context.usedAssetIds?.has(asset._id));
  return { nodes, assets: usedAssets, problems, documents: contentDocuments };
}
