/**
 * The Versions tool: release the current docs as a version, relabel or remove a version, each as one publish.
 * Add `versionsTool()` to the Studio's plugins.
 */
import { definePlugin } from 'sanity';
import { VersionsIcon } from './VersionsIcon.tsx';
import { VersionsTool } from './VersionsTool.tsx';

export const versionsTool = definePlugin({
  name: 'react-redux-docs-versions',
  tools: [{ name: 'versions', title: 'Versions', icon: VersionsIcon, component: VersionsTool }],
});
