import type { ActiveDoc } from '../DocSidebar/activeDoc.ts';
import { useDocsVersions } from '../DocsVersion/useDocsVersions.ts';
import { usePreferredVersion } from '../DocsVersion/usePreferredVersion.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

/**
 * Above a doc of any version but the latest release of its docs line (the main docs, or its docs section): which version this is
 * (not released yet, or older and no longer updated) and a link to the same
 * page in the latest release (or to its first doc). Following it makes the
 * latest release the reader's chosen version. With several versions, every
 * doc also shows a badge naming its version.
 */
export function DocVersionBanner({ active, siteTitle }: { active: ActiveDoc; siteTitle: string }) {
  const docsVersions = useDocsVersions(active.section);
  const { savePreferredVersion } = usePreferredVersion(docsVersions);
  const version = docsVersions.section === active.section ? docsVersions.byName(active.version) : undefined;
  if (!version || docsVersions.versions.length < 2) return null;
  const { last } = docsVersions;
  const badge = <p className={styles.badge}>Version: {version.label}</p>;
  if (version.name === last.name) return badge;
  const unreleased = docsVersions.versions.indexOf(version) < docsVersions.versions.indexOf(last);
  return (
    <>
      <div className={styles.banner} role="note">
        <p>
          {unreleased
            ? `You are reading the docs of ${siteTitle} ${version.label}, which is not released yet.`
            : `You are reading the docs of ${siteTitle} ${version.label}, an older version that is no longer updated.`}
        </p>
        <p>
          For the docs of the latest release, see{' '}
          <SmartLink
            href={active.sameDocIn[last.name] ?? last.mainDocRoute}
            onClick={() => savePreferredVersion(last.name)}
          >
            {last.label}
          </SmartLink>
          .
        </p>
      </div>
      {badge}
    </>
  );
}
