import { SANITY_API_VERSION } from '@react-redux-docs/schemas';
import type { SanityDocument } from '@react-redux-docs/web/content';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'sanity';

/**
 * What a page is drawn with besides its own document. `pages`: the docs and standalone pages it can link to, the
 * sidebar's categories and links (the sidebar, and a doc's place in it, are made of them), and the snippets a body
 * may include. The docs' headings are all the build needs of their bodies (to check `#section` links), so only
 * those are fetched; a snippet's whole text is shown where it is included. `site`: the site-wide documents the
 * navbar, footer, announcement and version menus are drawn from.
 */
export const LINKABLE_DOCS_QUERY = `{
  "pages": *[_type in ["doc", "page", "sidebarCategory", "sidebarLink", "snippet"]]{
    _id, _type, _updatedAt, title, route, version, section, sidebar, sidebarLabel, label, href, collapsible, collapsed,
    link, description,
    "body": select(_type == "snippet" => body, body[_type == "block" && style in ["h2", "h3", "h4", "h5", "h6"]])
  },
  "site": *[_type in ["siteSettings", "navbar", "footer", "announcement", "docsVersion", "docsSection"]]
}`;

export const ASSETS_QUERY = '*[_id in $ids]';

/** The ids of the image assets a document uses, anywhere in it. */
export function assetIdsIn(value: unknown, ids = new Set<string>()): string[] {
  if (Array.isArray(value)) {
    for (const item of value) assetIdsIn(item, ids);
  } else if (value && typeof value === 'object') {
    const ref = (value as { asset?: { _ref?: unknown } }).asset?._ref;
    if (typeof ref === 'string') ids.add(ref);
    for (const item of Object.values(value)) assetIdsIn(item, ids);
  }
  return [...ids].sort();
}

export type PreviewData = {
  docs: SanityDocument[];
  assets: SanityDocument[];
  /** A sentence for editors when the other pages or the images could not be loaded. */
  loadProblem: string;
  imageCdnPrefix: string;
  /** The docs and the document's images have loaded (or failed to): a page drawn before would lack its links. */
  ready: boolean;
};

const LOAD_PROBLEM =
  'The preview could not load the other pages and images this one uses, so links to them may show as broken and images may be missing. Check your connection, then open the preview again.';

/** What the preview needs besides the document itself: the docs it can link to and the images it shows. */
export function usePreviewSources(document: unknown): PreviewData {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [docs, setDocs] = useState<SanityDocument[] | null>(null);
  const [assets, setAssets] = useState<{ ids: string; documents: SanityDocument[] }>({ ids: '', documents: [] });
  const [failed, setFailed] = useState(false);
  // The navbar's and footer's logos are drawn on every page.
  const assetIds = assetIdsIn([document, docs?.filter((doc) => doc._type === 'navbar' || doc._type === 'footer')]).join(
    ',',
  );

  useEffect(() => {
    let current = true;
    client
      .fetch<{ pages: SanityDocument[]; site: SanityDocument[] }>(LINKABLE_DOCS_QUERY)
      .then((result) => current && setDocs([...result.pages, ...result.site]))
      .catch((error: unknown) => {
        console.error('Preview: loading the docs failed', error);
        if (!current) return;
        setFailed(true);
        setDocs([]);
      });
    return () => {
      current = false;
    };
  }, [client]);

  useEffect(() => {
    if (!assetIds) return;
    let current = true;
    client
      .fetch<SanityDocument[]>(ASSETS_QUERY, { ids: assetIds.split(',') })
      .then((result) => current && setAssets({ ids: assetIds, documents: result }))
      .catch((error: unknown) => {
        console.error('Preview: loading the images failed', error);
        if (!current) return;
        setFailed(true);
        setAssets({ ids: assetIds, documents: [] });
      });
    return () => {
      current = false;
    };
  }, [client, assetIds]);

  const { projectId, dataset } = client.config();
  const assetsLoaded = assets.ids === assetIds;
  return useMemo(
    () => ({
      docs: docs ?? [],
      assets: assets.documents,
      loadProblem: failed ? LOAD_PROBLEM : '',
      imageCdnPrefix: `https://cdn.sanity.io/images/${projectId}/${dataset}/`,
      ready: docs !== null && assetsLoaded,
    }),
    [docs, assets, assetsLoaded, failed, projectId, dataset],
  );
}
