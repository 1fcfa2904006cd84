/**
 * GraphQL makes every root query field nullable, but the source plugin refuses
 * content without the site's documents and pages are only made for docs that
 * exist: a missing one here is a bug in the build, so it fails loudly.
 */
export function requireDocument<T>(value: T | null, documentType: string): T {
  if (value === null) throw new Error(`The page query found no ${documentType} document`);
  return value;
}
