import { MISSING_ALT } from '@react-redux-docs/schemas';
import { type ValidationProblem, validateDocuments } from '@react-redux-docs/schemas/validate';
import type { Diagnostics } from '../diagnostics.ts';
import type { SanityDocument } from '../types.ts';
import type { DocumentSource } from './types.ts';

/** Sanity's message for a reference to a document that is not published. */
const UNPUBLISHED_REFERENCE = 'Referenced document must be published';

/**
 * Runs the schema's own rules (those editors meet in the Studio) over the
 * documents the import is about to write, and reports each problem against
 * the file the document came from and the field, so the import never writes
 * what the Studio would refuse. A field the import has already reported an
 * error for (a route that leads nowhere, a missing image file) is not
 * reported again in the schema's words.
 */
export async function checkAgainstSchema(
  documents: readonly SanityDocument[],
  sourceOf: (documentId: string) => DocumentSource | undefined,
  diagnostics: Diagnostics,
): Promise<void> {
  const problems = await schemaProblems(documents);
  const reported = diagnostics.errors.map((error) => ({ file: error.file, path: error.path ?? '' }));
  for (const problem of problems) {
    if (problem.level === 'info') continue;
    const source = sourceOf(problem.documentId);
    if (source?.incomplete) continue;
    const field = source?.fields?.[problem.path.split(/[.[]/)[0] ?? ''];
    const file = field?.file ?? source?.file ?? problem.documentId;
    const at =
      field !== undefined
        ? (field.path ?? '')
        : source?.section !== undefined
          ? siteJsonPath(source.section, problem.path)
          : problem.path;
    if (reported.some((error) => error.file === file && error.path !== '' && overlaps(error.path, at))) continue;
    const location = at === '' ? {} : { path: at };
    // A draft may link to another draft: the Studio saves it, and refuses to publish it before the other one.
    if (problem.documentId.startsWith('drafts.') && problem.message.startsWith(UNPUBLISHED_REFERENCE)) {
      diagnostics.warn(
        file,
        'links to a doc that is a draft too; publish that one first (the Studio publishes no doc that links to an unpublished one)',
        location,
      );
      continue;
    }
    // Said already, with the line, when the image was converted.
    if (problem.message === MISSING_ALT && source) continue;
    const message = source ? problem.message : `${problem.documentType} document: ${problem.message}`;
    if (problem.level === 'error') diagnostics.error(file, message, location);
    else diagnostics.warn(file, message, location);
  }
}

/** The schema's verdict on documents as the importer writes them, images not uploaded yet included. */
export async function schemaProblems(documents: readonly SanityDocument[]): Promise<ValidationProblem[]> {
  const assetIds = new Map<string, string>();
  const placeholders = documents.map((document) => withAssetReferences(document, assetIds) as SanityDocument);
  return validateDocuments(placeholders, { existingIds: assetIds.values() });
}

/**
 * Images the import has not uploaded yet carry `_sanityAsset` (a file to
 * upload); for the rules they become references to assets that exist.
 */
function withAssetReferences(value: unknown, assetIds: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssetReferences(item, assetIds));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      let id = assetIds.get(child);
      if (!id) {
        id = `image-import${assetIds.size}-1x1-png`;
        assetIds.set(child, id);
      }
      result.asset = { _type: 'reference', _ref: id };
    } else {
      result[key] = withAssetReferences(child, assetIds);
    }
  }
  return result;
}

/** True when one path is the other or contains it: `a.b` and `a.b[2].c`, but not `a.bc`. */
function overlaps(a: string, b: string): boolean {
  const within = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return within(a, b) || within(b, a);
}

/** A document path in site.json's words: links are written `to` (a doc and anchor) or `href` (a URL). */
function siteJsonPath(section: string, path: string): string {
  const json = path
    .replace(/(\]\.)(?:doc|anchor)(?=$|[.[])/g, '$1to')
    .replace(/(\]\.)url(?=$|[.[])/g, '$1href')
    .replace(/^announcementId(?=$|[.[])/, 'id');
  return json === '' ? section : `${section}.${json}`;
}
