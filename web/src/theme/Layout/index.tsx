import type { ReactNode } from 'react';
import { Analytics } from '../Analytics/index.tsx';
import { AnnouncementBar } from '../AnnouncementBar/index.tsx';
import { Footer } from '../Footer/index.tsx';
import { Navbar, type NavbarProps } from '../Navbar/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import '../global.css';
// The styles of content rendered at build time (src/render); global class names, as that HTML is made outside webpack.
import '../../render/Admonition/styles.css';
import '../../render/CodeBlock/styles.css';
import '../../render/Collapsible/styles.css';
import '../../render/Divider/styles.css';
import '../../render/Math/styles.css';
import '../../render/Embed/styles.css';
import '../../render/Figure/styles.css';
import '../../render/Heading/styles.css';
import '../../render/Table/styles.css';
import '../../render/Tabs/styles.css';
import '../../render/marks.css';
// The banners' styles; the banners themselves are built by inline scripts (SiteWarning/).
import '../SiteWarning/styles.css';
import * as styles from './styles.module.css';

export const MAIN_CONTENT_ID = '__main';

type Props = {
  children: ReactNode;
  pathname: string;
  /** On doc pages, so the mobile menu can offer the docs sidebar. */
  activeDoc?: NavbarProps['activeDoc'];
};

export function Layout({ children, pathname, activeDoc }: Props) {
  const chrome = useSiteChrome();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {chrome.announcement?.enabled && <AnnouncementBar announcement={chrome.announcement} />}
      <Navbar
        navbar={chrome.navbar}
        pathname={pathname}
        activeDoc={activeDoc}
        settings={{
          showColorModeSwitch: chrome.settings.colorMode.showSwitch,
          hideOnScroll: chrome.settings.hideNavbarOnScroll,
        }}
      />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer footer={chrome.footer} />
      <Analytics settings={chrome.settings.analytics} />
    </>
  );
}
