import type { PortableTextMarkComponent } from '@portabletext/react';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { classifyLink } from '../content/linkTargets.ts';
import { isInternal } from './links.ts';

/**
 * A link in rendered content. Routes of this site are plain same-tab anchors that
 * gatsby-plugin-catch-links turns into client-side navigation; other sites open in a new tab.
 */
export function contentLink(href: string, children: ReactNode) {
  // The build leaves these out with a warning already; this is the renderer not trusting its input.
  if (!href || classifyLink(href).kind === 'unsafe') return h(Fragment, null, children);
  if (isInternal(href)) return h('a', { href }, children);
  return h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, children);
}

const link: PortableTextMarkComponent<{ _type: string; href?: string }> = ({ value, children }) =>
  contentLink(String(value?.href ?? ''), children);

/** The marks every Portable Text field may carry: decorators beyond the defaults, and both kinds of link. */
export const inlineMarks = {
  link,
  internalLink: link,
  code: ({ children }: { children?: ReactNode }) => h('code', null, children),
  'strike-through': ({ children }: { children?: ReactNode }) => h('s', null, children),
  sup: ({ children }: { children?: ReactNode }) => h('sup', null, children),
  sub: ({ children }: { children?: ReactNode }) => h('sub', null, children),
  kbd: ({ children }: { children?: ReactNode }) => h('kbd', null, children),
  mark: ({ children }: { children?: ReactNode }) => h('mark', null, children),
};

/** An Anchor object in running text: an empty element carrying the id that `#name` links scroll to. */
export const inlineAnchor = ({ value }: { value: { id?: string } }) =>
  value.id ? h('span', { id: value.id, className: 'inline-anchor' }) : null;

type InlineImageValue = {
  alt?: string;
  href?: string;
  asset?: { url: string; width?: number; height?: number } | null;
};

/**
 * An image in a line of text (a logo or badge in a table cell) at its own size, its space kept while it loads; a
 * link when it has an address.
 */
export const inlineImage = ({ value }: { value: InlineImageValue }) => {
  const asset = value.asset;
  if (!asset) return null;
  const image = h('img', {
    className: 'inline-image',
    src: asset.url,
    alt: value.alt ?? '',
    ...(asset.width && asset.height ? { width: asset.width, height: asset.height } : {}),
    loading: 'lazy',
    decoding: 'async',
  });
  return value.href ? contentLink(value.href, image) : image;
};
