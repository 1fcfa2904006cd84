/** Where the importer leaves the site's config for the components it renders (set in renderElements.ts). */
export const SITE_CONFIG_KEY = '__importedDocusaurusConfig';

export function siteConfig(): Record<string, unknown> {
  return ((globalThis as Record<string, unknown>)[SITE_CONFIG_KEY] as Record<string, unknown> | undefined) ?? {};
}
