import type { ReactNode } from 'react';

/** `@docusaurus/router`: the page being rendered is the site's root, as far as components can tell here. */
export function useLocation() {
  return { pathname: '/', search: '', hash: '', state: undefined, key: 'import' };
}

export function useHistory() {
  return { push: () => {}, replace: () => {}, location: useLocation(), listen: () => () => {} };
}

export function Redirect(): null {
  return null;
}

export function Route({ children }: { children?: ReactNode }) {
  return children ?? null;
}
