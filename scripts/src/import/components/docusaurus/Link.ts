import { createElement, type ReactNode } from 'react';

type Props = { to?: string; href?: string; children?: ReactNode; [prop: string]: unknown };

/** `@docusaurus/Link`: a plain link; the importer resolves its address as it resolves a Markdown link's. */
export default function Link({ to, href, children }: Props) {
  return createElement('a', { href: to ?? href }, children);
}
