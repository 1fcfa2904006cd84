/**
 * What the site's theme components take from `gatsby`, for rendering them to
 * HTML in the Studio's preview (sanity.cli.ts points `gatsby` here): page
 * queries are the build's business, and a link is the anchor Gatsby's Link renders.
 */
import type { ReactNode } from 'react';

export const graphql = (): void => undefined;

export const prefetchPathname = (): void => undefined;

export function useStaticQuery(): never {
  throw new Error('The preview renders components with their data given; a static query cannot run in the Studio.');
}

type LinkProps = { to: string; activeClassName?: string; children?: ReactNode; [attribute: string]: unknown };

export function Link({ to, activeClassName: _active, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
