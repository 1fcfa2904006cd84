import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { isInternal } from './links.ts';

type Props = {
  href: string;
  className?: string;
  /** Added on the link to the page being shown (Gatsby also sets aria-current). */
  activeClassName?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
};

/** Client-side navigation for routes of this site, a plain anchor for everything else. */
export function SmartLink({ href, children, activeClassName, ...rest }: Props) {
  if (isInternal(href)) {
    return (
      <Link to={href} activeClassName={activeClassName} {...rest}>
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
