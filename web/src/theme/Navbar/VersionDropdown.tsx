import { type ActiveDoc, versionIn } from '../DocSidebar/activeDoc.ts';
import { useDocsVersions } from '../DocsVersion/useDocsVersions.ts';
import { usePreferredVersion } from '../DocsVersion/usePreferredVersion.ts';
import { Dropdown } from './Dropdown/index.tsx';

/**
 * The versions menu of a docs line (`section`: a docs section's name; null for the main docs). On a doc page of
 * that line it names the page's version and links each version's copy of the page (or, where a version has none,
 * its first doc); elsewhere it names the version the reader chose last (else the latest release) and links each
 * version's first doc. Choosing one remembers it.
 */
export function VersionDropdown({
  pathname,
  activeDoc,
  section = null,
}: {
  pathname: string;
  activeDoc?: ActiveDoc;
  section?: string | null;
}) {
  const docsVersions = useDocsVersions(section);
  const { preferred, savePreferredVersion } = usePreferredVersion(docsVersions);
  const activeVersion = versionIn(activeDoc, docsVersions.section);
  const shown = docsVersions.byName(activeVersion) ?? docsVersions.byName(preferred) ?? docsVersions.last;
  return (
    <Dropdown
      label={shown.label}
      ariaLabel={`${docsVersions.sectionLabel ? `${docsVersions.sectionLabel} docs version` : 'Docs version'}: ${shown.label}`}
      align="right"
      links={docsVersions.versions.map((version) => ({
        key: version.name,
        label: version.label,
        href: activeVersion === version.name ? pathname : (activeDoc?.sameDocIn[version.name] ?? version.mainDocRoute),
        isActive: version.name === shown.name,
        onSelect: () => savePreferredVersion(version.name),
      }))}
    />
  );
}
