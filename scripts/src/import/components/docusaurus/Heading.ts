import { createElement, type ReactNode } from 'react';

/** `@theme/Heading`: the heading, its id kept as the anchor Docusaurus gives it. */
export default function Heading({ as = 'h2', id, children }: { as?: string; id?: string; children?: ReactNode }) {
  return createElement(as, { id }, children);
}
