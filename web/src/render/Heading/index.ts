import { createElement as h, type ReactNode } from 'react';

type HeadingProps = { value: { style?: string; anchor?: string }; children?: ReactNode };

/** A section heading with its anchor (headingAnchors in the schemas package) and a "#" link to copy or follow. */
export function Heading({ value, children }: HeadingProps) {
  const tag = value.style ?? 'h2';
  const id = value.anchor;
  const anchor = id
    ? h('a', { className: 'heading-anchor', href: `#${id}`, 'aria-label': 'Direct link to this section' }, '#')
    : null;
  return h(tag, { id, className: 'heading' }, children, anchor);
}
