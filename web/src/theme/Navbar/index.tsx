import { Link } from 'gatsby';
import { useEffect } from 'react';
import { ColorModeToggle } from '../ColorModeToggle/index.tsx';
import { ErrorBoundary } from '../ErrorBoundary/index.tsx';
import { hrefFor } from '../links.ts';
import type { NavbarItem, SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

/**
 * One broken item (say, a malformed document from an API import) must not take
 * the whole navbar down; the maintainer is told which item to fix.
 */
function SafeNavbarLink({ item }: { item: NavbarItem }) {
  return (
    <ErrorBoundary fallback={({ error }) => <NavbarItemError item={item} error={error} />}>
      <NavbarLink item={item} />
    </ErrorBoundary>
  );
}

function NavbarItemError({ item, error }: { item: NavbarItem; error: Error }) {
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

function NavbarLink({ item }: { item: NavbarItem }) {
  const href = hrefFor(item);
  if (item.dropdown?.length) {
    return (
      <details className={styles.dropdown}>
        <summary className={styles.item}>{item.label}</summary>
        <ul className={styles.dropdownMenu}>
          {item.dropdown.map((link) => {
            const linkHref = hrefFor(link);
            return linkHref ? (
              <li key={link._key}>
                <SmartLink href={linkHref}>{link.label}</SmartLink>
              </li>
            ) : null;
          })}
        </ul>
      </details>
    );
  }
  if (!href) return null;
  return (
    <SmartLink href={href} className={styles.item}>
      {item.label}
    </SmartLink>
  );
}

export function Navbar({
  navbar,
  showColorModeSwitch,
}: {
  navbar: SiteChrome['navbar'];
  showColorModeSwitch: boolean;
}) {
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <nav className={styles.navbar} aria-label="Main">
      <Link to="/" className={styles.brand}>
        {navbar.logo?.asset && (
          <img src={navbar.logo.asset.url} alt={navbar.logo.alt ?? ''} width={32} height={32} className={styles.logo} />
        )}
        <span>{navbar.title}</span>
      </Link>
      <div className={styles.items}>
        {left.map((item) => (
          <SafeNavbarLink key={item._key} item={item} />
        ))}
      </div>
      <div className={`${styles.items} ${styles.right}`}>
        {right.map((item) => (
          <SafeNavbarLink key={item._key} item={item} />
        ))}
        {showColorModeSwitch && <ColorModeToggle />}
      </div>
    </nav>
  );
}
