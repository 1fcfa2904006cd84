import { useMemo } from 'react';
import { DOCS_PLUGIN_ID, type DocsVersion, usePreferredVersion } from '../DocsVersion/usePreferredVersion.ts';
import { Dropdown } from './Dropdown/index.tsx';

/** One docs version today ("current", at /); the menu links each version's copy of the page being read. */
export function VersionDropdown({ label, pathname }: { label: string; pathname: string }) {
  const versions = useMemo<DocsVersion[]>(() => [{ name: 'current', label, path: '/' }], [label]);
  const { savePreferredVersion } = usePreferredVersion(DOCS_PLUGIN_ID, versions);
  return (
    <Dropdown
      label={label}
      ariaLabel={`Docs version: ${label}`}
      align="right"
      links={versions.map((version) => ({
        key: version.name,
        label: version.label,
        href: pathname.startsWith(version.path) ? pathname : version.path,
        isActive: true,
        onSelect: () => savePreferredVersion(version.name),
      }))}
    />
  );
}
