import { schemaTypes } from '@react-redux-docs/schemas';
import {
  buildContentModel,
  type SchemaDefinition,
} from '../../plugins/gatsby-source-sanity-documents/src/contentModel.ts';
import { formatProblems } from '../../plugins/gatsby-source-sanity-documents/src/problems.ts';
import { resolveContent } from '../../plugins/gatsby-source-sanity-documents/src/resolveContent.ts';
import type { SanityDocument } from '../../plugins/gatsby-source-sanity-documents/src/types.ts';
import { type RenderedContent, renderPortableText } from '../render/index.ts';

const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);

/** The route a doc being written before it has one is rendered at, so its relative links resolve. */
const UNSAVED_ROUTE = 'preview';

export type PreviewSources = {
  /** The doc as the editor has it now: a draft (`drafts.` id) or the published document. */
  doc: SanityDocument;
  /** The site's other docs, for the links to them (`_id`, `_type`, `route`, `title`; `body` to check anchors). */
  docs: readonly SanityDocument[];
  /** The image asset documents the doc uses. */
  assets: readonly SanityDocument[];
  /** Where hosted images come from (`https://cdn.sanity.io/images/<project>/<dataset>/`), as the build allows them. */
  imageCdnPrefix?: string;
  /** Where the site serves the dataset's own image files (`/sanity-assets`), for a dataset file's assets. */
  localAssetUrlPrefix?: string;
};

export type DocPreview = {
  title: string;
  hideTitle: boolean;
  rendered: RenderedContent;
  /** What the build would say about the doc (broken links, images it cannot show), in its words. */
  problems: string;
};

/**
 * A doc rendered exactly as the site renders it, for the Studio's preview:
 * the source plugin's own resolution (links to routes, images to files,
 * unsafe links dropped) and the site's own rendering module, not a copy of
 * either, so what editors see before publishing is what readers will get.
 */
export async function renderDocPreview(sources: PreviewSources): Promise<DocPreview> {
  const id = sources.doc._id.replace(/^drafts\./, '');
  const route = (sources.doc.route as { current?: string } | undefined)?.current;
  const doc: SanityDocument = { ...sources.doc, _id: id, route: { _type: 'slug', current: route || UNSAVED_ROUTE } };
  const others = sources.docs.filter((other) => other._id.replace(/^drafts\./, '') !== id);
  const { nodes, problems } = resolveContent([doc, ...others, ...sources.assets], {
    model,
    nodeIdFor: (sanityId) => sanityId,
    overlayDrafts: true,
    localAssetUrlPrefix: sources.localAssetUrlPrefix ?? '/sanity-assets',
    ...(sources.imageCdnPrefix ? { imageCdnPrefix: sources.imageCdnPrefix } : {}),
  });
  const node = nodes.find((candidate) => candidate.sanityId === id);
  const body = Array.isArray(node?.data.body) ? node.data.body : [];
  const own = problems.list.filter((problem) => problem.document?.id === id);
  return {
    title: typeof doc.title === 'string' ? doc.title : '',
    hideTitle: doc.hideTitle === true,
    rendered: await renderPortableText(body as never),
    problems: own.length > 0 ? formatProblems(own) : '',
  };
}
