import { Link } from 'gatsby';
import type { MouseEvent } from 'react';
import { ColorModeToggle } from '../ColorModeToggle/index.tsx';
import { type ActiveDoc, DocSidebar } from '../DocSidebar/index.tsx';
import { useReaderVersions } from '../DocsVersion/usePreferredVersion.ts';
import { SearchBar } from '../SearchBar/index.tsx';
import type { NavbarItem as NavbarItemData, SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { MobileSidebar } from './MobileSidebar/index.tsx';
import { useMobileSidebar } from './MobileSidebar/useMobileSidebar.ts';
import { NavbarItem } from './NavbarItems.tsx';
import * as styles from './styles.module.css';
import { useHideableNavbar } from './useHideableNavbar.ts';
import { VersionDropdown } from './VersionDropdown.tsx';

export type NavbarProps = {
  navbar: SiteChrome['navbar'];
  settings: { showColorModeSwitch: boolean; hideOnScroll: boolean };
  pathname: string;
  /** On doc pages: the page being read, so the mobile menu offers its version's sidebar and search looks in its version. */
  activeDoc?: ActiveDoc;
};

function Brand({ navbar }: { navbar: SiteChrome['navbar'] }) {
  return (
    <Link to="/" className={styles.brand}>
      {navbar.logo?.asset && (
        <img src={navbar.logo.asset.url} alt={navbar.logo.alt} width={32} height={32} className={styles.logo} />
      )}
      {navbar.title && <span>{navbar.title}</span>}
    </Link>
  );
}

export function Navbar({ navbar, settings, pathname, activeDoc }: NavbarProps) {
  const hidden = useHideableNavbar(settings.hideOnScroll);
  // Links to docs follow the page's version; elsewhere the one the reader chose, else the latest release.
  const readerVersions = useReaderVersions(activeDoc);
  const mobile = useMobileSidebar();
  const items = navbar.items ?? [];
  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  // Editors place the version and language menus among the items (or leave them out), as in Docusaurus's config.
  const entry = (item: NavbarItemData) => {
    if (item.kind === 'docsVersionDropdown')
      return (
        <VersionDropdown
          key={item._key}
          pathname={pathname}
          activeDoc={activeDoc}
          section={item.docsSection?.name ?? null}
        />
      );
    if (item.kind === 'localeDropdown') return <LocaleDropdown key={item._key} pathname={pathname} />;
    return <NavbarItem key={item._key} item={item} versions={readerVersions} />;
  };
  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) mobile.hide();
  };
  return (
    <nav aria-label="Main" className={hidden ? `${styles.navbar} ${styles.hidden}` : styles.navbar}>
      <button
        ref={mobile.toggleRef}
        type="button"
        className={styles.hamburger}
        aria-label="Toggle navigation bar"
        aria-expanded={mobile.open}
        onClick={mobile.show}
      >
        <svg viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      <Brand navbar={navbar} />
      <div className={`${styles.items} ${styles.desktopOnly}`}>{left.map(entry)}</div>
      <div className={`${styles.items} ${styles.right}`}>
        <div className={`${styles.items} ${styles.desktopOnly}`}>{right.map(entry)}</div>
        {settings.showColorModeSwitch && <ColorModeToggle />}
        <SearchBar versions={readerVersions} />
      </div>
      {mobile.open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: delegates link clicks; the links themselves are interactive
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
        <div onClick={closeOnLinkClick}>
          <MobileSidebar
            panelRef={mobile.panelRef}
            brand={<Brand navbar={navbar} />}
            onClose={mobile.hide}
            primary={items.map(entry)}
            secondary={activeDoc?.inSidebar && <DocSidebar active={activeDoc} />}
          />
        </div>
      )}
    </nav>
  );
}
