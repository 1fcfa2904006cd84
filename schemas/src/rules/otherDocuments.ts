import type { ValidationContext } from '@sanity/types';
import { SANITY_API_VERSION } from './link.ts';

/**
 * How many other documents of `type` (published or draft, not the one being validated) match the GROQ condition:
 * a docs version's or docs section's name and path must be its own.
 */
export async function otherDocuments(
  type: string,
  condition: string,
  params: Record<string, unknown>,
  context: ValidationContext,
): Promise<number> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const query = `count(*[_type == $type && ${condition} && !(_id in [$self, "drafts." + $self])])`;
  return client.fetch<number>(query, { ...params, type, self: id });
}
