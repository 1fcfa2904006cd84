/** `@docusaurus/plugin-content-docs/client`: the hooks a category's doc calls, as `@docusaurus/theme-common` has them. */
export { useCurrentSidebarCategory } from './themeCommon.ts';
