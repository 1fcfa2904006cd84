import type { ValidationContext } from '@sanity/types';
import { SANITY_API_VERSION } from './link.ts';

type Reference = { _ref?: string } | undefined;

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/**
 * The GROQ filter that offers only the categories of the same sidebar as `document` (its docs version's, else its
 * docs section's, else the main current docs'), never itself.
 */
export function sameVersionCategories(document: { _id?: string; version?: Reference; section?: Reference }) {
  const self = publishedId(document._id ?? '');
  const version = document.version?._ref;
  const section = document.section?._ref;
  if (version) return { filter: 'version._ref == $version && _id != $self', params: { version, self } };
  return section
    ? { filter: '!defined(version) && section._ref == $section && _id != $self', params: { section, self } }
    : { filter: '!defined(version) && !defined(section) && _id != $self', params: { self } };
}

/**
 * What is wrong with placing `document` in the category `category`: a category of another docs version or section, or
 * (for a category) a category inside itself. Undefined when the place is fine or cannot be judged here
 * (a category not found is judged by the reference check).
 */
export async function sidebarPlaceProblem(category: Reference, context: ValidationContext) {
  const start = category?._ref;
  const document = context.document;
  if (!start || !document) return undefined;
  const self = publishedId(document._id);
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const categoryAt = (categoryId: string) =>
    client.fetch<{ label?: string; version?: string; section?: string; parent?: string } | null>(
      '*[_id == $categoryId][0]{label, "version": version._ref, "section": section._ref, "parent": sidebar.category._ref}',
      { categoryId },
    );
  const target = await categoryAt(start);
  if (!target) return undefined;
  const ownVersion = (document.version as Reference)?._ref ?? null;
  if ((target.version ?? null) !== ownVersion) {
    return `"${target.label ?? start}" belongs to another docs version; choose a category of this one.`;
  }
  if ((target.section ?? null) !== ((document.section as Reference)?._ref ?? null)) {
    return `"${target.label ?? start}" belongs to another docs section; choose a category of this one.`;
  }
  // Up the chain of categories, one at a time: a category must not end up inside itself.
  const seen = new Set<string>();
  let id: string | undefined = start;
  while (id !== undefined && !seen.has(id)) {
    if (id === self) return 'A category cannot sit inside itself or inside one of its own categories.';
    seen.add(id);
    id = (id === start ? target : await categoryAt(id))?.parent;
  }
  return undefined;
}
