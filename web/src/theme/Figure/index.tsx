import { GatsbyImage, getImageData, type IUrlBuilderArgs } from 'gatsby-plugin-image';
import * as styles from './styles.module.css';

type Asset = { url: string; width: number; height: number; extension: string };
export type FigureValue = { alt?: string; caption?: string; asset?: Asset | null };

/** Sanity's CDN resizes on request; local files (file mode) and SVGs are served as they are. */
function imageUrl({ baseUrl, width, height, format }: IUrlBuilderArgs<Asset>): string {
  if (!baseUrl.startsWith('https://cdn.sanity.io/') || baseUrl.endsWith('.svg')) return baseUrl;
  const params = new URLSearchParams({ w: String(width), h: String(height), fm: format, fit: 'max' });
  return `${baseUrl}?${params}`;
}

export function Figure({ value }: { value: FigureValue }) {
  const asset = value.asset;
  if (!asset) return null;
  const isVector = asset.extension === 'svg';
  const resizable = asset.url.startsWith('https://cdn.sanity.io/') && !isVector;
  const displayWidth = Math.min(asset.width, 800);
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
  return (
    <figure className={styles.figure}>
      <GatsbyImage image={image} alt={value.alt ?? ''} />
      {value.caption && <figcaption className={styles.caption}>{value.caption}</figcaption>}
    </figure>
  );
}
