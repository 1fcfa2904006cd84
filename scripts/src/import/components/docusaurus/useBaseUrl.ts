/**
 * `@docusaurus/useBaseUrl`: the path as written. The imported site's routes start at its base URL already, and an
 * `@site/static/…` or `/img/…` path is found in the static folders, as the importer finds Markdown's images.
 */
export default function useBaseUrl(url: string): string {
  return url;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
