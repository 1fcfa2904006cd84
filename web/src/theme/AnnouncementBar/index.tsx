import { RichText } from '../PortableText/index.tsx';
import type { SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import * as styles from './styles.module.css';

type Props = { announcement: NonNullable<SiteChrome['announcement']> };

export function AnnouncementBar({ announcement }: Props) {
  return (
    <div
      className={styles.bar}
      data-announcement-id={announcement.announcementId}
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      <div className={styles.content}>
        <RichText value={announcement.content} />
      </div>
    </div>
  );
}
