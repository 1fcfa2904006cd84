import { getImageData, type IUrlBuilderArgs } from 'gatsby-plugin-image';
import { createElement as h } from 'react';

type Asset = { url: string; width: number; height: number; extension: string };
export type FigureValue = { alt?: string; caption?: string; asset?: Asset | null };

/** The widest an image is shown: the width of the text column. */
const MAX_DISPLAY_WIDTH = 800;

/** Sanity's CDN resizes on request; local files (file mode) and SVGs are served as they are. */
function imageUrl({ baseUrl, width, height, format }: IUrlBuilderArgs<Asset>): string {
  if (!isResizable(baseUrl)) return baseUrl;
  const params = new URLSearchParams({ w: String(width), h: String(height), fm: format, fit: 'max' });
  return `${baseUrl}?${params}`;
}

const isResizable = (url: string) => url.startsWith('https://cdn.sanity.io/') && !url.endsWith('.svg');

/**
 * An image as static HTML. gatsby-plugin-image works out the sizes, source sets and
 * formats; the markup is a plain <picture> whose width and height attributes keep
 * its space while it loads, so it needs no JavaScript (GatsbyImage's markup relies
 * on an inline script, which does not run when a page arrives by client-side navigation).
 */
export function Figure({ value }: { value: FigureValue }) {
  const asset = value.asset;
  if (!asset) return null;
  const caption = value.caption ? h('figcaption', { className: 'figure__caption' }, value.caption) : null;
  if (!asset.width || !asset.height) return h('figure', { className: 'figure' }, unmeasured(asset, value.alt), caption);
  const resizable = isResizable(asset.url);
  const displayWidth = Math.min(asset.width, MAX_DISPLAY_WIDTH);
  const image = getImageData({
    baseUrl: asset.url,
    sourceWidth: asset.width,
    sourceHeight: asset.height,
    width: displayWidth,
    // A local file has one size; listing it under several widths would only mislead the browser.
    ...(resizable ? {} : { breakpoints: [displayWidth] }),
    layout: 'constrained',
    urlBuilder: imageUrl,
    formats: resizable ? ['auto', 'webp'] : ['auto'],
    pluginName: 'gatsby-source-sanity-documents',
  });
  const { fallback, sources = [] } = image.images;
  const picture = h(
    'picture',
    null,
    ...sources.map((source) =>
      h('source', { key: source.type, type: source.type, srcSet: source.srcSet, sizes: source.sizes }),
    ),
    h('img', {
      src: fallback?.src ?? asset.url,
      srcSet: fallback?.srcSet,
      sizes: fallback?.sizes,
      width: image.width,
      height: image.height,
      alt: value.alt ?? '',
      loading: 'lazy',
      decoding: 'async',
    }),
  );
  return h('figure', { className: 'figure' }, picture, caption);
}

/**
 * An image of unknown size: one a dataset file keeps at its address on another
 * site, which the build does not download. Loaded from there as it is, so it
 * has no width and height to reserve its space, and no other sizes or formats;
 * the other site learns nothing of the page it is shown on.
 */
function unmeasured(asset: Asset, alt: string | undefined) {
  return h('img', {
    src: asset.url,
    alt: alt ?? '',
    loading: 'lazy',
    decoding: 'async',
    referrerPolicy: 'no-referrer',
  });
}
