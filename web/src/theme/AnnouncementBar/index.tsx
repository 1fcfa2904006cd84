import { useState } from 'react';
import { RichText } from '../RichText/index.tsx';
import type { SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { STORAGE_KEYS, writeStorage } from '../storage/index.ts';
import { DISMISSED_ATTRIBUTE } from './announcementScript.ts';
import * as styles from './styles.module.css';

type Props = { announcement: NonNullable<SiteChrome['announcement']> };

export function AnnouncementBar({ announcement }: Props) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, 'true');
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
    setClosed(true);
  };
  return (
    <section
      aria-label="Announcement"
      className={styles.bar}
      data-announcement-id={announcement.announcementId}
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      <div className={styles.content}>
        <RichText html={announcement.contentHtml} />
      </div>
      {announcement.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          <svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l12 12M13 1L1 13" />
          </svg>
        </button>
      )}
    </section>
  );
}
