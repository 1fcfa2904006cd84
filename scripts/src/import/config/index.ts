// The Docusaurus config: loaded as Docusaurus loads it (loadDocusaurusConfig), its docs plugin's options read
// before any doc (docsOptions), and, once the docs are known, mapped to what site.json would hold: site settings,
// navbar, footer, home page and announcement (siteFromConfig).

export { docsOptions } from './docsOptions.ts';
export { CONFIG_FILES, loadDocusaurusConfig } from './loadConfig.ts';
export { importModuleFile } from './moduleFile.ts';
export { siteFromConfig } from './siteFromConfig.ts';
export type { ConfigContext, DocsOptions } from './types.ts';
