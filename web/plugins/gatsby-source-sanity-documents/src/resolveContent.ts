import { headingAnchors, REQUIRED_SINGLETONS, withInitialValues } from '@react-redux-docs/schemas';
import { classifyLink } from '../../../src/render/linkTargets.ts';
import { checkDocsVersions } from './checkVersions.ts';
import type { ContentModel, Field, FieldShape } from './contentModel.ts';
import { describeSource, type ProblemSource, Problems } from './problems.ts';
import type { ImageAsset, SanityDocument } from './types.ts';

export type ContentNode = { sanityId: string; typeName: string; data: Record<string, unknown> };

/**
 * The nodes to create and every problem found on the way; the caller decides
 * what stops the build. `documents`: the content documents as picked (published,
 * or drafts overlaid), for the schema check.
 */
export type ResolvedContent = {
  nodes: ContentNode[];
  assets: ImageAsset[];
  problems: Problems;
  documents: SanityDocument[];
};

export type ResolveOptions = {
  model: ContentModel;
  /** Maps a Sanity document id to the id of its Gatsby node. */
  nodeIdFor: (sanityId: string) => string;
  /** Use draft versions where they exist (gatsby develop with a token). */
  overlayDrafts: boolean;
  /** URL path under which local image files are published, e.g. /sanity-assets. */
  localAssetUrlPrefix: string;
  /** Routes of the site's own pages besides the docs, without slashes ('' is the home page). */
  siteRoutes?: readonly string[];
  /** Where hosted images must come from: https://cdn.sanity.io/images/<project>/<dataset>/. */
  imageCdnPrefix?: string;
};

/** The pages every build has (src/pages). */
export const SITE_PAGE_ROUTES = ['', 'search'];

const DRAFT_PREFIX = 'drafts.';

/** What JSON value each GraphQL scalar takes; anything else would reach the pages as garbage. */
const SCALAR_JSON_TYPES = { String: 'string', Float: 'number', Boolean: 'boolean', Date: 'string' } as const;

/**
 * The one code path after "here are the documents", whichever source they came
 * from: picks published or draft versions, fills empty fields with their
 * initial values, resolves references and image assets, and shapes each
 * document as the node its GraphQL type describes. Rendering is not done here:
 * gatsby-transformer-portable-text renders the Portable Text fields.
 */
export function resolveContent(documents: SanityDocument[], options: ResolveOptions): ResolvedContent {
  const problems = new Problems();
  const current = pickVersions(documents, options.overlayDrafts);
  const { assets, refused: refusedAssets } = collectAssets(current, options);
  const modelByType = new Map(options.model.documents.map((model) => [model.schemaType, model]));
  const contentDocuments = [...current.values()]
    .filter((document) => modelByType.has(document._type))
    .sort((a, b) => a._id.localeCompare(b._id));

  const routes = new Map<string, string>();
  const routeOwners = new Map<string, SanityDocument>();
  const kept: SanityDocument[] = [];
  for (const document of contentDocuments) {
    if (document._type === 'doc') {
      const route = (document.route as { current?: string } | undefined)?.current;
      if (!route) {
        problems.error(
          'invalid-document',
          sourceOf(document),
          'route',
          'has no route, so the doc has no page. Give it one in the Studio, e.g. "api/hooks".',
        );
        continue;
      }
      // Routes differing only in letter case would be one folder on case-insensitive disks.
      const owner = routeOwners.get(route.toLowerCase());
      if (owner) {
        const ownerRoute = routes.get(owner._id);
        const same =
          ownerRoute === route ? `/${route} is also` : `/${route} differs only in letter case from /${ownerRoute},`;
        // Documents are visited in id order, so the same doc wins every build.
        problems.warn(
          'duplicate-route',
          sourceOf(document),
          'route',
          `${same} the route of ${describeSource(sourceOf(owner))}, which is built (the first by id); this doc is left out. Give one of them another route.`,
        );
        continue;
      }
      routeOwners.set(route.toLowerCase(), document);
      routes.set(document._id, route);
    }
    kept.push(document);
  }
  const checked = checkDocsVersions(kept, problems);

  const context: WalkContext = {
    current,
    routes,
    siteRoutes: new Set([...(options.siteRoutes ?? SITE_PAGE_ROUTES), ...routes.values()]),
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
  summarizeReferences(nodes, options.model, options.nodeIdFor);

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

/**
 * A doc's old routes become redirects to it. One that is a page now (a doc's
 * route, or the site's own) or that an earlier doc (by id) already claims
 * would redirect the wrong readers: it is left out with a warning.
 */
function checkPreviousRoutes(nodes: ContentNode[], context: WalkContext): void {
  const taken = new Map<string, string>();
  for (const route of context.siteRoutes) taken.set(route.toLowerCase(), `the route of ${pageName(route, context)}`);
  for (const node of nodes) {
    const previous = node.data.previousRoutes;
    if (!Array.isArray(previous) || previous.length === 0) continue;
    const source = { id: node.sanityId, type: 'doc', ...titleOf(node.data) };
    node.data.previousRoutes = previous.filter((route: string) => {
      const owner = taken.get(route.toLowerCase());
      if (owner) {
        context.problems.warn(
          'duplicate-route',
          source,
          'previousRoutes',
          `the old route /${route} is ${owner}, so it cannot redirect here; remove it from the old routes.`,
        );
        return false;
      }
      taken.set(route.toLowerCase(), `an old route of ${describeSource(source)}`);
      return true;
    });
  }
}

/**
 * Rules of the redirect list are written after the docs' old routes, as Netlify reads them: a rule from an
 * address where a page is (and not forced) or that a doc's old route already takes never applies. Both are
 * kept, as on Netlify, and named so an editor can clean up.
 */
function checkRedirectList(nodes: ContentNode[], context: WalkContext): void {
  const list = nodes.find((node) => node.data._type === 'redirects');
  const rules = list?.data.rules;
  if (!list || !Array.isArray(rules)) return;
  const oldRoutes = new Map<string, string>();
  for (const node of nodes) {
    for (const route of Array.isArray(node.data.previousRoutes) ? (node.data.previousRoutes as string[]) : []) {
      oldRoutes.set(route, describeSource({ id: node.sanityId, type: 'doc', ...titleOf(node.data) }));
    }
  }
  const source = { id: list.sanityId, type: 'redirects' };
  rules.forEach((rule: { from?: string | null; force?: boolean | null }, index) => {
    const path = (rule.from ?? '').replace(/^\/+/, '');
    if (path.includes('*') || path.includes(':')) return;
    const field = `rules[${index}].from`;
    if (context.siteRoutes.has(path) && !rule.force) {
      context.problems.warn(
        'content-warning',
        source,
        field,
        `${rule.from} is ${path === '' ? 'the home page' : `the route of ${pageName(path, context)}`}, so this redirect never applies (readers get the page). Remove it, or switch on "Even where a page exists".`,
      );
    } else if (oldRoutes.has(path)) {
      context.problems.warn(
        'content-warning',
        source,
        field,
        `${rule.from} is an old route of ${oldRoutes.get(path)}, which answers first, so this redirect never applies. Remove one of them.`,
      );
    }
  });
}

function pageName(route: string, context: WalkContext): string {
  const document = context.current.get(context.docByRoute.get(route) ?? '');
  return document ? describeSource(sourceOf(document)) : 'a page of the site';
}

function titleOf(data: Record<string, unknown>): { title?: string } {
  return typeof data.title === 'string' && data.title ? { title: data.title } : {};
}

/**
 * Replaces each summarized reference (a target's node id, as shaped) by the
 * target's node id and the summarized fields of its node, as shaped there (so
 * with initial values, and with its problems reported once, on the target).
 */
function summarizeReferences(nodes: ContentNode[], model: ContentModel, nodeIdFor: (sanityId: string) => string) {
  const byNodeId = new Map(nodes.map((node) => [nodeIdFor(node.sanityId), node.data]));
  const summarize = (value: unknown, shape: FieldShape): unknown => {
    if (value === null || value === undefined) return value;
    switch (shape.kind) {
      case 'list':
        return (value as unknown[]).map((item) => summarize(item, shape.of));
      case 'object': {
        const object = { ...(value as Record<string, unknown>) };
        for (const field of shape.fields) object[field.name] = summarize(object[field.name], field.shape);
        return object;
      }
      case 'reference': {
        if (!shape.summary) return value;
        const target = byNodeId.get(value as string);
        return Object.fromEntries([
          ['id', value],
          ...(shape.summary ?? []).map((name) => [name, target?.[name] ?? null]),
        ]);
      }
      default:
        return value;
    }
  };
  // Object types can hold themselves (a menu of menus): each is looked into once.
  const holds = new Map<FieldShape, boolean>();
  const holdsSummary = (shape: FieldShape): boolean => {
    const known = holds.get(shape);
    if (known !== undefined) return known;
    holds.set(shape, false);
    const result =
      (shape.kind === 'reference' && Boolean(shape.summary)) ||
      (shape.kind === 'list' && holdsSummary(shape.of)) ||
      (shape.kind === 'object' && shape.fields.some((field) => holdsSummary(field.shape)));
    holds.set(shape, result);
    return result;
  };
  const modelByType = new Map(model.documents.map((document) => [document.typeName, document]));
  for (const node of nodes) {
    for (const field of modelByType.get(node.typeName)?.fields ?? [])
      if (holdsSummary(field.shape)) node.data[field.name] = summarize(node.data[field.name], field.shape);
  }
}

function sourceOf(document: SanityDocument): ProblemSource {
  const title = typeof document.title === 'string' && document.title ? document.title : undefined;
  return { id: document._id, type: document._type, ...(title ? { title } : {}) };
}

/** A link to a section of a doc, checked once every doc's headings are known. */
type AnchorCheck = { source: ProblemSource; field: string; docId: string; anchor: string; href: string };

type WalkContext = {
  current: Map<string, SanityDocument>;
  /** Doc id → route, for the docs that get a page. */
  routes: Map<string, string>;
  /** Every route of the site: docs and the site's own pages. */
  siteRoutes: Set<string>;
  docByRoute: Map<string, string>;
  assets: Map<string, ImageAsset>;
  /** Image assets pages may not show, with the reason. */
  refusedAssets: Map<string, string>;
  problems: Problems;
  nodeIdFor: (sanityId: string) => string;
  /** The document being walked, as messages name it. */
  source: ProblemSource;
  /** Its route, if it is a doc: relative links resolve against it. */
  route: string;
  anchorChecks: AnchorCheck[];
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

/**
 * The image files pages may show, and why the others may not. Refusals are
 * reported where an image is used: editors fix the page, not the asset.
 */
function collectAssets(
  documents: Map<string, SanityDocument>,
  options: ResolveOptions,
): { assets: Map<string, ImageAsset>; refused: Map<string, string> } {
  const assets = new Map<string, ImageAsset>();
  const refused = new Map<string, string>();
  for (const document of documents.values()) {
    if (document._type !== 'sanity.imageAsset') continue;
    const dimensions = (document.metadata as { dimensions?: { width?: number; height?: number } } | undefined)
      ?.dimensions;
    const localPath = typeof document.localPath === 'string' ? document.localPath : undefined;
    const extension = String(document.extension ?? '');
    const url = String(document.url ?? '');
    // A dataset file's image kept at its https:// address (loadDatasetFile); a hosted dataset's are all on the CDN.
    const remoteUrl = typeof document.remoteUrl === 'string' ? document.remoteUrl : undefined;
    if (remoteUrl?.startsWith('https://') && !options.imageCdnPrefix) {
      assets.set(document._id, {
        _id: document._id,
        url: remoteUrl,
        width: 0,
        height: 0,
        extension,
        mimeType: String(document.mimeType ?? ''),
      });
      continue;
    }
    // Only the dataset's own files: a hosted asset whose address is not Sanity's image CDN is not one.
    if (!localPath && !(options.imageCdnPrefix && url.startsWith(options.imageCdnPrefix))) {
      const where = options.imageCdnPrefix ? ` on Sanity's image CDN (${options.imageCdnPrefix})` : '';
      refused.set(document._id, `its address ${JSON.stringify(url)} is not a file of this dataset${where}`);
      continue;
    }
    assets.set(document._id, {
      _id: document._id,
      url: localPath ? `${options.localAssetUrlPrefix}/${document._id}.${extension}` : url,
      width: dimensions?.width ?? 0,
      height: dimensions?.height ?? 0,
      extension,
      mimeType: String(document.mimeType ?? ''),
      ...(localPath ? { localPath } : {}),
    });
  }
  return { assets, refused };
}

function shapeFields(value: Record<string, unknown>, fields: Field[], at: string, context: WalkContext) {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    const reported = context.problems.list.length;
    const shaped = shapeValue(value[field.name], field.shape, path, context);
    // A value refused while shaping (a broken reference, a value off the list) was reported there.
    if (field.required && shaped === null && context.problems.list.length === reported) {
      context.problems.error('invalid-document', context.source, path, 'is empty; the Studio requires it. Fill it in.');
    }
    result[field.name] = shaped;
  }
  return result;
}

function shapeValue(value: unknown, shape: FieldShape, at: string, context: WalkContext): unknown {
  if (value === undefined || value === null) return null;
  switch (shape.kind) {
    case 'scalar': {
      const expected = SCALAR_JSON_TYPES[shape.graphqlType];
      if (typeof value !== expected) {
        const actual = Array.isArray(value) ? 'an array' : `a ${typeof value}`;
        context.problems.error('invalid-document', context.source, at, `is ${actual}; a ${expected} belongs here.`);
        return null;
      }
      return shape.isUrl ? checkedHref(value as string, at, context) : value;
    }
    case 'enum':
      if (typeof value === 'string' && shape.values.includes(value)) return value;
      context.problems.error(
        'invalid-document',
        context.source,
        at,
        `is ${JSON.stringify(value)}; the Studio offers ${shape.values.join(', ')}. Pick one of them.`,
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
      // A link target: a doc, and optionally a section of it.
      const docRef = (object.doc as { _ref?: unknown } | undefined)?._ref;
      if (typeof docRef === 'string' && typeof object.anchor === 'string' && object.anchor && shaped.doc) {
        queueAnchorCheck(context, `${at}.anchor`, docRef, object.anchor);
      }
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

/** Array members by position, as the schema check names them (`body[3]`), so both agree on a field's name. */
function keyOrIndex(_item: unknown, index: number): string {
  return String(index);
}

function resolveReference(value: { _ref?: string }, targetType: string, at: string, context: WalkContext) {
  const target = value._ref ? context.current.get(value._ref.replace(DRAFT_PREFIX, '')) : undefined;
  if (!target || target._type !== targetType) {
    context.problems.error(
      targetType === 'doc' ? 'broken-link' : 'invalid-document',
      context.source,
      at,
      `links to "${value._ref}", which is not a published ${targetType}. Pick a published one, or remove the link.`,
    );
    return null;
  }
  if (targetType === 'doc' && !context.routes.has(target._id)) return null;
  return context.nodeIdFor(target._id);
}

/** A link written as an address: kept when it is safe and, on this site, goes to a page that exists. */
function checkedHref(href: string, at: string, context: WalkContext): string | null {
  const target = classifyLink(href, context.route);
  switch (target.kind) {
    case 'external':
      return href;
    case 'unsafe':
      context.problems.warn(
        'unsafe-link',
        context.source,
        at,
        `${JSON.stringify(href)} is not a web address (http, https, mailto) or a path of this site, so it is left out and the text shows without a link. Enter a full web address.`,
      );
      return null;
    case 'section':
      if (context.source.type === 'doc') queueAnchorCheck(context, at, context.source.id, target.anchor, href);
      return href;
    case 'site': {
      if (!context.siteRoutes.has(target.route)) {
        context.problems.error(
          'broken-link',
          context.source,
          at,
          `links to /${target.route}, which is not a page of this site. Link the doc itself (so the link follows it when its route changes), or correct the address.`,
        );
        return href;
      }
      const docId = context.docByRoute.get(target.route);
      if (docId && target.anchor) queueAnchorCheck(context, at, docId, target.anchor, href);
      return href;
    }
  }
}

function queueAnchorCheck(context: WalkContext, field: string, docId: string, anchor: string, href?: string) {
  const route = context.routes.get(docId);
  context.anchorChecks.push({ source: context.source, field, docId, anchor, href: href ?? `/${route}#${anchor}` });
}

/** Every link to a section, against the headings of its page; each page's anchors are worked out once. */
function checkAnchors(context: WalkContext) {
  const anchorsOf = new Map<string, Set<string>>();
  for (const check of context.anchorChecks) {
    let anchors = anchorsOf.get(check.docId);
    if (!anchors) {
      const body = context.current.get(check.docId)?.body;
      anchors = new Set(Array.isArray(body) ? headingAnchors(body as never).map((heading) => heading.anchor) : []);
      anchorsOf.set(check.docId, anchors);
    }
    if (anchors.has(check.anchor)) continue;
    context.problems.warn(
      'missing-anchor',
      check.source,
      check.field,
      `links to ${check.href}, but that page has no heading with the anchor "${check.anchor}", so the link opens the top of the page. Use the anchor of one of its headings, or remove it.`,
    );
  }
}

function resolveImageAsset(asset: unknown, at: string, context: WalkContext) {
  const ref = (asset as { _ref?: string } | undefined)?._ref;
  if (!ref) return null;
  const found = context.assets.get(ref);
  if (!found) {
    const refusal = context.refusedAssets.get(ref);
    context.problems.error(
      'image',
      context.source,
      at,
      refusal
        ? `uses image ${ref}, but ${refusal}, so pages must not load it. Upload the image again in the Studio.`
        : `uses image ${ref}, which is not in the dataset. Choose the image again in the Studio.`,
    );
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
    // A doc link's reference is judged with the link, below.
    const judgedHere = key === 'asset' || (key === 'reference' && object._type === 'internalLink');
    if (judgedHere) result[key] = child;
    else if ((key === 'href' || key === 'url') && typeof child === 'string' && object._type !== 'link') {
      // A link target in an object of another type (one the schema check refuses, or a future one): never unsafe.
      result[key] = classifyLink(child).kind === 'unsafe' ? checkedHref(child, `${at}.${key}`, context) : child;
    } else result[key] = resolveEmbedded(child, `${at}.${key}`, context);
  }
  if (object._type === 'internalLink') {
    const ref = (object.reference as { _ref?: string } | undefined)?._ref;
    const target = ref ? context.current.get(ref) : undefined;
    const route = target ? context.routes.get(target._id) : undefined;
    if (!route) {
      context.problems.error(
        'broken-link',
        context.source,
        at,
        `links to doc "${ref}", which does not exist or is not published. Pick a published doc, or remove the link.`,
      );
    } else {
      const anchor = typeof object.anchor === 'string' && object.anchor ? `#${object.anchor}` : '';
      result.href = `/${route}${anchor}`;
      if (anchor && target) queueAnchorCheck(context, at, target._id, object.anchor as string);
    }
  } else if (object._type === 'link' && typeof object.href === 'string') {
    result.href = checkedHref(object.href, `${at}.href`, context);
  } else if (object._type === 'reference' && typeof object._ref === 'string' && !context.current.has(object._ref)) {
    context.problems.error(
      'broken-link',
      context.source,
      at,
      `links to "${object._ref}", which is not in the dataset. Pick a published document, or remove the link.`,
    );
  }
  if (object.asset && typeof object.asset === 'object') result.asset = resolveImageAsset(object.asset, at, context);
  if (Array.isArray(result.markDefs)) dropRefusedLinks(result);
  return result;
}

/** A block without the links refused above (unsafe addresses): their text stays, unlinked. */
function dropRefusedLinks(block: Record<string, unknown>) {
  const markDefs = block.markDefs as { _key?: string; _type?: string; href?: unknown }[];
  const refused = new Set(
    markDefs.filter((mark) => mark?._type === 'link' && mark.href === null).map((mark) => mark._key),
  );
  if (refused.size === 0) return;
  block.markDefs = markDefs.filter((mark) => !refused.has(mark?._key));
  if (!Array.isArray(block.children)) return;
  block.children = (block.children as { marks?: unknown }[]).map((child) =>
    Array.isArray(child?.marks)
      ? { ...child, marks: child.marks.filter((mark) => !refused.has(mark as string)) }
      : child,
  );
}
