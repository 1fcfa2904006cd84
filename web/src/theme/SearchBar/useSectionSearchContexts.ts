import { useMemo } from 'react';
import { docsContext, type RecordContext } from '../../search/records/index.ts';
import type { ReaderVersions } from '../DocsVersion/usePreferredVersion.ts';

/**
 * The docs sections beside the main docs, each in the version the reader is in there: every search takes them in,
 * as Docusaurus's does. The same array while `versions` is the same map: searches and the modal are made anew when
 * it changes.
 */
export function useSectionSearchContexts(versions: ReaderVersions): readonly RecordContext[] {
  return useMemo(
    () => [...versions].flatMap(([section, version]) => (section === null ? [] : [docsContext(version, section)])),
    [versions],
  );
}
