import path from 'node:path';

/** The Docusaurus modules answered at import time, by the name components import them by, and their files here. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'Link.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Head': 'Head.ts',
  '@docusaurus/Translate': 'Translate.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/theme-common': 'themeCommon.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/plugin-content-docs/client': 'docsClient.ts',
  '@theme/Tabs': 'Tabs.ts',
  '@theme/TabItem': 'TabItem.ts',
  '@theme/CodeBlock': 'CodeBlock.ts',
  '@theme/Admonition': 'Admonition.ts',
  '@theme/Details': 'Details.ts',
  '@theme/DocCardList': 'DocCardList.ts',
  '@theme/Heading': 'Heading.ts',
  '@theme/ThemedImage': 'ThemedImage.ts',
  '@theme/MDXComponents': 'MDXComponents.ts',
  '@theme-original/MDXComponents': 'MDXComponents.ts',
};

/** The file that answers a Docusaurus module, or undefined when none does. */
export function docusaurusModuleFile(name: string): string | undefined {
  const file = DOCUSAURUS_MODULES[name];
  return file === undefined ? undefined : path.join(import.meta.dirname, file);
}
