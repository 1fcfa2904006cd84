import { hrefFor } from '../links.ts';
import type { SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

export function Footer({ footer }: { footer: SiteChrome['footer'] }) {
  const isRow = footer.layout === 'row';
  return (
    <footer className={`${styles.footer} ${footer.style === 'dark' ? styles.dark : styles.light}`}>
      <div className={isRow ? styles.row : styles.columns}>
        {(footer.linkGroups ?? []).map((group) => (
          <div key={group._key}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => {
                const href = hrefFor(link);
                return href ? (
                  <li key={link._key}>
                    <SmartLink href={href}>{link.label}</SmartLink>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        {footer.logo?.asset && (
          <a href={footer.logoUrl ?? '/'}>
            <img src={footer.logo.asset.url} alt={footer.logo.alt} width={48} height={48} loading="lazy" />
          </a>
        )}
        {footer.copyright && <p className={styles.copyright}>{footer.copyright}</p>}
      </div>
    </footer>
  );
}
