import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { isInternal } from './links.ts';

type Props = { href: string; className?: string; children: ReactNode; 'aria-current'?: 'page' };

/** Client-side navigation for routes of this site, a plain anchor for everything else. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isInternal(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
