import { useEffect } from 'react';
import type { ReaderVersions } from '../DocsVersion/usePreferredVersion.ts';
import { ErrorBoundary } from '../ErrorBoundary/index.tsx';
import { hrefFor } from '../links.ts';
import type { NavbarItem as NavbarItemData } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import { Dropdown } from './Dropdown/index.tsx';
import * as styles from './styles.module.css';

function NavbarItemContent({ item, versions }: { item: NavbarItemData; versions: ReaderVersions }) {
  if (item.dropdown?.length) {
    return (
      <Dropdown
        label={item.label}
        links={item.dropdown.flatMap((link, index) => {
          const href = hrefFor(link, versions);
          return href ? [{ key: link._key ?? String(index), label: link.label, href }] : [];
        })}
      />
    );
  }
  const href = hrefFor(item, versions);
  if (!href) return null;
  return (
    <SmartLink href={href} className={styles.item} activeClassName={styles.active}>
      {item.label}
    </SmartLink>
  );
}

function NavbarItemError({ item, error }: { item: NavbarItemData; error: Error }) {
  useEffect(() => {
    console.error(
      new Error(
        `A navbar item failed to render. Check the navbar items configuration (the Items of the Navbar document in the Studio); this item: ${JSON.stringify(item)}`,
        { cause: error },
      ),
    );
  }, [item, error]);
  return null;
}

/**
 * One broken item (say, a malformed document from an API import) must not take
 * the whole navbar down; the maintainer is told which item to fix. Links to
 * docs lead to their page in the docs version the reader is in (`versions`, per docs line).
 */
export function NavbarItem({ item, versions }: { item: NavbarItemData; versions: ReaderVersions }) {
  return (
    <ErrorBoundary fallback={({ error }) => <NavbarItemError item={item} error={error} />}>
      <NavbarItemContent item={item} versions={versions} />
    </ErrorBoundary>
  );
}
