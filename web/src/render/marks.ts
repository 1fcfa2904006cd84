import type { PortableTextMarkComponent } from '@portabletext/react';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { classifyLink } from '../content/linkTargets.ts';
import { isInternal } from './links.ts';

/**
 * A link in rendered content. Routes of this site are plain same-tab anchors that
 * gatsby-plugin-catch-links turns into client-side navigation; other sites open in a new tab.
 */
function contentLink(href: string, children: ReactNode) {
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
};
