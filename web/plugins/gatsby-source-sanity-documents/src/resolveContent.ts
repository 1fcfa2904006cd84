import { REQUIRED_SINGLETONS, withInitialValues } from '@react-redux-docs/schemas';
import type { ContentModel, Field, FieldShape } from './contentModel.ts';
import type { ImageAsset, SanityDocument } from './types.ts';
import { SanitySourceError } from './types.ts';

export type ContentNode = { sanityId: string; typeName: string; data: Record<string, unknown> };

export type ResolvedContent = { nodes: ContentNode[]; assets: ImageAsset[]; warnings: string[] };

export type ResolveOptions = {
  model: ContentModel;
  /** Maps a Sanity document id to the id of its Gatsby node. */
  nodeIdFor: (sanityId: string) => string;
  /** Use draft versions where they exist (gatsby develop with a token). */
  overlayDrafts: boolean;
  /** URL path under which local image files are published, e.g. /sanity-assets. */
  localAssetUrlPrefix: string;
};

const DRAFT_PREFIX = 'drafts.';

/**
 * The one code path after "here are the documents", whichever source they came
 * from: picks published or draft versions, fills empty fields with their
 * initial values, resolves references and image assets, and shapes each
 * document as the node its GraphQL type describes. Rendering is not done here:
 * gatsby-transformer-portable-text renders the Portable Text fields.
 */
export function resolveContent(documents: SanityDocument[], options: ResolveOptions): ResolvedContent {
  const errors: string[] = [];
  const warnings: string[] = [];
  const current = pickVersions(documents, options.overlayDrafts);
  const assets = collectAssets(current, options.localAssetUrlPrefix);
  const modelByType = new Map(options.model.documents.map((model) => [model.schemaType, model]));
  const contentDocuments = [...current.values()]
    .filter((document) => modelByType.has(document._type))
    .sort((a, b) => a._id.localeCompare(b._id));

  const routes = new Map<string, string>();
  const routeOwners = new Map<string, string>();
  const kept: SanityDocument[] = [];
  for (const document of contentDocuments) {
    if (document._type === 'doc') {
      const route = (document.route as { current?: string } | undefined)?.current;
      if (!route) {
        errors.push(`${document._id} (doc "${String(document.title ?? '')}"): field "route" is empty`);
        continue;
      }
      const owner = routeOwners.get(route);
      if (owner) {
        warnings.push(`${document._id}: route "/${route}" is already used by ${owner}; ${document._id} is left out`);
        continue;
      }
      routeOwners.set(route, document._id);
      routes.set(document._id, route);
    }
    kept.push(document);
  }

  const context: WalkContext = {
    current,
    routes,
    assets,
    errors,
    nodeIdFor: options.nodeIdFor,
    documentId: '',
    documentLabel: '',
  };
  const nodes = kept.map((stored) => {
    const model = modelByType.get(stored._type);
    if (!model) throw new Error(`unreachable: no model for ${stored._type}`);
    // A field left empty means what the Studio shows for it: its initial value.
    const document = withInitialValues(stored, stored._type);
    context.documentId = document._id;
    context.documentLabel = describeDocument(document);
    const data: Record<string, unknown> = {
      _id: document._id,
      _type: document._type,
      _createdAt: document._createdAt ?? null,
      _updatedAt: document._updatedAt ?? null,
      ...shapeFields(document, model.fields, '', context),
    };
    return { sanityId: document._id, typeName: model.typeName, data };
  });

  const present = new Set(kept.map((document) => document._type));
  for (const type of REQUIRED_SINGLETONS) {
    if (!present.has(type)) errors.push(`the dataset has no ${type} document; the site needs one`);
  }
  if (!present.has('doc')) errors.push('the dataset has no doc pages; refusing to build an empty site');
  if (errors.length > 0) {
    throw new SanitySourceError(`The content cannot be built into a site:\n  - ${errors.join('\n  - ')}`);
  }
  const usedAssets = [...assets.values()].filter((asset) => context.usedAssetIds?.has(asset._id));
  return { nodes, assets: usedAssets, warnings };
}

type WalkContext = {
  current: Map<string, SanityDocument>;
  routes: Map<string, string>;
  assets: Map<string, ImageAsset>;
  errors: string[];
  nodeIdFor: (sanityId: string) => string;
  documentId: string;
  /** The document as messages name it: id, type and title. */
  documentLabel: string;
  usedAssetIds?: Set<string>;
};

function pickVersions(documents: SanityDocument[], overlayDrafts: boolean): Map<string, SanityDocument> {
  const picked = new Map<string, SanityDocument>();
  for (const document of documents) {
    // Release versions are not published content yet.
    if (document._id.startsWith('versions.')) continue;
    const isDraft = document._id.startsWith(DRAFT_PREFIX);
    if (isDraft && !overlayDrafts) continue;
    const publishedId = isDraft ? document._id.slice(DRAFT_PREFIX.length) : document._id;
    if (!isDraft && picked.has(publishedId)) continue;
    picked.set(publishedId, { ...document, _id: publishedId });
  }
  return picked;
}

function collectAssets(documents: Map<string, SanityDocument>, localPrefix: string): Map<string, ImageAsset> {
  const assets = new Map<string, ImageAsset>();
  for (const document of documents.values()) {
    if (document._type !== 'sanity.imageAsset') continue;
    const dimensions = (document.metadata as { dimensions?: { width?: number; height?: number } } | undefined)
      ?.dimensions;
    const localPath = typeof document.localPath === 'string' ? document.localPath : undefined;
    const extension = String(document.extension ?? '');
    assets.set(document._id, {
      _id: document._id,
      url: localPath ? `${localPrefix}/${document._id}.${extension}` : String(document.url ?? ''),
      width: dimensions?.width ?? 0,
      height: dimensions?.height ?? 0,
      extension,
      mimeType: String(document.mimeType ?? ''),
      ...(localPath ? { localPath } : {}),
    });
  }
  return assets;
}

function describeDocument(document: SanityDocument): string {
  const title = typeof document.title === 'string' && document.title ? ` "${document.title}"` : '';
  return `${document._id} (${document._type}${title})`;
}

function shapeFields(value: Record<string, unknown>, fields: Field[], at: string, context: WalkContext) {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    const reported = context.errors.length;
    const shaped = shapeValue(value[field.name], field.shape, path, context);
    // A value refused while shaping (a broken reference, a value off the list) was reported there.
    if (field.required && shaped === null && context.errors.length === reported) {
      context.errors.push(`${context.documentLabel}: field "${path}" is empty; the Studio requires it`);
    }
    result[field.name] = shaped;
  }
  return result;
}

function shapeValue(value: unknown, shape: FieldShape, at: string, context: WalkContext): unknown {
  if (value === undefined || value === null) return null;
  switch (shape.kind) {
    case 'scalar':
      return value;
    case 'enum':
      if (typeof value === 'string' && shape.values.includes(value)) return value;
      context.errors.push(
        `${context.documentLabel}: field "${at}" is ${JSON.stringify(value)}; the Studio offers ${shape.values.join(', ')}`,
      );
      return null;
    case 'slug': {
      const current = (value as { current?: unknown }).current;
      return typeof current === 'string' && current ? { current } : null;
    }
    case 'reference':
      return resolveReference(value as { _ref?: string }, shape.targetType, at, context);
    case 'object': {
      const object = value as Record<string, unknown>;
      const shaped: Record<string, unknown> = {
        _key: object._key ?? null,
        _type: object._type ?? null,
        ...shapeFields(object, shape.fields, at, context),
      };
      if (shape.isImage) shaped.asset = resolveImageAsset(object.asset, at, context);
      return shaped;
    }
    case 'list':
      // A null member is a reference to a doc left out (already warned about) or a hole the API allowed.
      return Array.isArray(value)
        ? value
            .map((item, index) => shapeValue(item, shape.of, `${at}[${keyOrIndex(item, index)}]`, context))
            .filter((item) => item !== null)
        : null;
    case 'portableText':
    case 'json':
      return resolveEmbedded(value, at, context);
  }
}

function keyOrIndex(item: unknown, index: number): string {
  const key = (item as { _key?: unknown } | null)?._key;
  return typeof key === 'string' ? `_key=="${key}"` : String(index);
}

function resolveReference(value: { _ref?: string }, targetType: string, at: string, context: WalkContext) {
  const target = value._ref ? context.current.get(value._ref.replace(DRAFT_PREFIX, '')) : undefined;
  if (!target || target._type !== targetType) {
    context.errors.push(
      `${context.documentId}: ${at} links to "${value._ref}", which is not a published ${targetType}`,
    );
    return null;
  }
  if (targetType === 'doc' && !context.routes.has(target._id)) return null;
  return context.nodeIdFor(target._id);
}

function resolveImageAsset(asset: unknown, at: string, context: WalkContext) {
  const ref = (asset as { _ref?: string } | undefined)?._ref;
  if (!ref) return null;
  const found = context.assets.get(ref);
  if (!found) {
    context.errors.push(`${context.documentId}: ${at} uses image ${ref}, which is not in the dataset`);
    return null;
  }
  context.usedAssetIds ??= new Set();
  context.usedAssetIds.add(found._id);
  const { localPath: _localPath, ...publicAsset } = found;
  return publicAsset;
}

/**
 * Portable Text and other free-form values stay JSON, with internal links
 * given their route and images their resolved asset, so components need no lookups.
 */
function resolveEmbedded(value: unknown, at: string, context: WalkContext): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => resolveEmbedded(item, `${at}[${keyOrIndex(item, index)}]`, context));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(object)) {
    result[key] = key === 'asset' ? child : resolveEmbedded(child, `${at}.${key}`, context);
  }
  if (object._type === 'internalLink') {
    const ref = (object.reference as { _ref?: string } | undefined)?._ref;
    const target = ref ? context.current.get(ref) : undefined;
    const route = target ? context.routes.get(target._id) : undefined;
    if (!route) {
      context.errors.push(`${context.documentId}: ${at} links to doc "${ref}", which does not exist`);
    } else {
      const anchor = typeof object.anchor === 'string' && object.anchor ? `#${object.anchor}` : '';
      result.href = `/${route}${anchor}`;
    }
  } else if (object._type === 'reference' && typeof object._ref === 'string' && !context.current.has(object._ref)) {
    context.errors.push(`${context.documentId}: ${at} links to "${object._ref}", which is not in the dataset`);
  }
  if (object.asset && typeof object.asset === 'object') result.asset = resolveImageAsset(object.asset, at, context);
  return result;
}
