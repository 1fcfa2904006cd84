import type { CustomValidator, Reference } from '@sanity/types';

export const SANITY_API_VERSION = '2025-02-19';

/**
 * A reference normally cannot point to a missing doc, but imported content and
 * weak references can; this catches both before a broken link is published.
 */
export const referencedDocExists: CustomValidator<Reference | undefined> = async (value, context) => {
  if (!value?._ref) return true;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const id = value._ref.replace(/^drafts\./, '');
  const count = await client.fetch<number>('count(*[_id in [$id, "drafts." + $id]])', { id });
  return count > 0 ? true : `The linked doc (${id}) does not exist. Pick an existing doc.`;
};

export type LinkTarget = { doc?: { _ref?: string }; url?: string };

/** A link target is either a doc on this site or an external URL, never both or neither. */
export function linkTargetProblem(value: LinkTarget | undefined): string | undefined {
  if (!value) return undefined;
  const hasDoc = Boolean(value.doc?._ref);
  const hasUrl = Boolean(value.url);
  if (hasDoc && hasUrl) return 'Choose either a doc or a web address, not both.';
  if (!hasDoc && !hasUrl) return 'Choose a doc on this site or enter a web address.';
  return undefined;
}
