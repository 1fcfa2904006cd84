import type { Crumb } from '../../docPages/docPagePlan.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

/** The labels down to this step: unique along one path, where a label alone might repeat. */
const pathKey = (crumbs: readonly Crumb[], index: number) =>
  crumbs
    .slice(0, index + 1)
    .map((crumb) => crumb.label)
    .join('\u0000');

/**
 * Where the page sits in the sidebar: a link home, each category above it (a link when it has a page), then
 * the page itself. Nothing for a page the sidebar does not list.
 */
export function DocBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
      <ol className={styles.list}>
        <li className={styles.item}>
          <SmartLink href="/" className={styles.link} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.home}>
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </SmartLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={pathKey(crumbs, index)} className={styles.item}>
              {crumb.href && !last ? (
                <SmartLink href={crumb.href} className={styles.link}>
                  {crumb.label}
                </SmartLink>
              ) : (
                <span
                  className={last ? `${styles.text} ${styles.current}` : styles.text}
                  aria-current={last ? 'page' : undefined}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
