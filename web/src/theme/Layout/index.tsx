import type { ReactNode } from 'react';
import { AnnouncementBar } from '../AnnouncementBar/index.tsx';
import { Footer } from '../Footer/index.tsx';
import { Navbar } from '../Navbar/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import '../global.css';
import * as styles from './styles.module.css';

export const MAIN_CONTENT_ID = '__main';

export function Layout({ children }: { children: ReactNode }) {
  const chrome = useSiteChrome();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {chrome.announcement?.enabled && <AnnouncementBar announcement={chrome.announcement} />}
      <Navbar navbar={chrome.navbar} showColorModeSwitch={chrome.settings.colorMode?.showSwitch !== false} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer footer={chrome.footer} />
    </>
  );
}
