/** The shapes content resolution works on: documents as Sanity stores them, the nodes it makes, its options. */
import type { ContentModel } from './contentModel.ts';
import type { Problems } from './problems.ts';

/** A document as Sanity stores it: system fields plus whatever the schema defines. */
export type SanityDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
};

/**
 * An image file the site serves: from the Sanity CDN, a local file copied into
 * the build, or (file mode) an https:// address the dataset kept it at.
 */
export type ImageAsset = {
  _id: string;
  url: string;
  /** 0 when unknown: an image kept at its address has not been measured (the build does not fetch it). */
  width: number;
  height: number;
  extension: string;
  mimeType: string;
  /** Set in file mode: the file to copy into the build output. */
  localPath?: string;
};

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
