import { ROUTED_TYPES, schemaTypes } from '@react-redux-docs/schemas';
import { buildContentModel, type SchemaDefinition } from '../content/contentModel.ts';
import type { Problem } from '../content/problems.ts';
import { resolveContent } from '../content/resolveContent.ts';
import type { ContentNode, SanityDocument } from '../content/types.ts';
import { plainProblemMessage, readablePath } from './problemWords.ts';

const model = buildContentModel(schemaTypes as unknown as SchemaDefinition[]);

/** The route a doc or page being written before it has one is rendered at, so its relative links resolve. */
const UNSAVED_ROUTE = 'preview';

const DRAFT_PREFIX = /^drafts\./;

export type PreviewSources = {
  /** The document as the editor has it now: a draft (`drafts.` id) or the published document. */
  doc: SanityDocument;
  /** The site's docs, for the links to them (`_id`, `_type`, `route`, `title`; `body` to check anchors). */
  docs: readonly SanityDocument[];
  /** The image asset documents the document uses. */
  assets: readonly SanityDocument[];
  /** Where hosted images come from (`https://cdn.sanity.io/images/<project>/<dataset>/`), as the build allows them. */
  imageCdnPrefix?: string;
  /** Where the site serves the dataset's own image files (`/sanity-assets`), for a dataset file's assets. */
  localAssetUrlPrefix?: string;
};

export type ResolvedPreview = {
  /** The document's fields as the site's pages get them: references to docs are their ids (see `routeOf`). */
  data: Record<string, unknown>;
  /** The route of a doc the document links to, by id. */
  routeOf: (id: string) => string | undefined;
  /** What the build would say about the document (broken links, images it cannot show), for editors. */
  problems: string;
  /** Every node resolution made (the sidebars' too), for the page around the document; the document's id has no `drafts.`. */
  nodes: readonly ContentNode[];
  id: string;
};

/**
 * The build's problems in editors' words: where in the document, without ids
 * (a link to a missing document names neither it nor its id, which mean nothing to them).
 */
export function problemsForEditors(problems: readonly Problem[]): string {
  return problems
    .map((problem) => {
      const where = problem.field ? `${readablePath(problem.field)}: ` : '';
      return `${problem.level === 'error' ? 'Must fix' : 'Check'} · ${where}${plainProblemMessage(problem.message)}`;
    })
    .join('\n');
}

const routeOfDocument = (doc: SanityDocument) => (doc.route as { current?: string } | undefined)?.current;

/**
 * The document through the source plugin's own resolution, the step between
 * "the documents" and "the pages" in every build: initial values filled in,
 * references and links resolved, images made files, unsafe links dropped.
 */
export function resolvePreview(sources: PreviewSources): ResolvedPreview {
  const id = sources.doc._id.replace(DRAFT_PREFIX, '');
  const doc: SanityDocument = (ROUTED_TYPES as readonly string[]).includes(sources.doc._type)
    ? { ...sources.doc, _id: id, route: { _type: 'slug', current: routeOfDocument(sources.doc) || UNSAVED_ROUTE } }
    : { ...sources.doc, _id: id };
  const others = sources.docs.filter((other) => other._id.replace(DRAFT_PREFIX, '') !== id);
  const { nodes, problems } = resolveContent([doc, ...others, ...sources.assets], {
    model,
    nodeIdFor: (sanityId) => sanityId,
    overlayDrafts: true,
    localAssetUrlPrefix: sources.localAssetUrlPrefix ?? '/sanity-assets',
    ...(sources.imageCdnPrefix ? { imageCdnPrefix: sources.imageCdnPrefix } : {}),
  });
  const routes = new Map(
    [doc, ...others].map((candidate) => [candidate._id.replace(DRAFT_PREFIX, ''), routeOfDocument(candidate)]),
  );
  const own = problems.list.filter((problem) => problem.document?.id === id);
  return {
    data: nodes.find((candidate) => candidate.sanityId === id)?.data ?? {},
    routeOf: (target) => routes.get(target),
    problems: problemsForEditors(own),
    nodes,
    id,
  };
}
