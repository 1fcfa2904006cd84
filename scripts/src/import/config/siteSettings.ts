import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { ConfigContext, Json, Warn } from './types.ts';

/** Site settings from the config: title, tagline, address, favicon, social card, colour mode, table of contents, Algolia. */
export function siteSettings(root: Json, theme: Json, context: ConfigContext, warn: Warn): Json {
  const settings: Json = {};
  if (typeof root.title === 'string') settings.title = root.title;
  if (typeof root.tagline === 'string' && root.tagline !== '') settings.tagline = root.tagline;
  else if (typeof root.title === 'string') {
    // Docusaurus's tagline may be empty; here it is the home page's subtitle and the pages' default description.
    settings.tagline = root.title;
    warn('tagline', `the config has none; the site's title stands in (Site settings › Tagline)`);
  }
  if (typeof root.url === 'string') {
    const base = typeof root.baseUrl === 'string' ? root.baseUrl : '/';
    settings.url = `${root.url.replace(/\/+$/, '')}${base}`.replace(/\/+$/, '');
  }
  if (typeof root.favicon === 'string') settings.favicon = root.favicon;
  // themeConfig.image: the social card Docusaurus puts in og:image and twitter:image.
  if (typeof theme.image === 'string' && theme.image !== '') settings.socialCard = theme.image;
  const colorMode = isRecord(theme.colorMode) ? theme.colorMode : {};
  const mode: Json = {};
  if (colorMode.defaultMode === 'light' || colorMode.defaultMode === 'dark') mode.defaultMode = colorMode.defaultMode;
  if (typeof colorMode.respectPrefersColorScheme === 'boolean')
    mode.respectPrefersColorScheme = colorMode.respectPrefersColorScheme;
  if (typeof colorMode.disableSwitch === 'boolean') mode.showSwitch = !colorMode.disableSwitch;
  if (Object.keys(mode).length > 0) settings.colorMode = mode;
  const toc = isRecord(theme.tableOfContents) ? theme.tableOfContents : {};
  if (typeof toc.minHeadingLevel === 'number') settings.tocMinHeadingLevel = toc.minHeadingLevel;
  if (typeof toc.maxHeadingLevel === 'number') settings.tocMaxHeadingLevel = toc.maxHeadingLevel;
  const navbar = isRecord(theme.navbar) ? theme.navbar : {};
  if (typeof navbar.hideOnScroll === 'boolean') settings.hideNavbarOnScroll = navbar.hideOnScroll;
  const algolia = isRecord(theme.algolia) ? theme.algolia : undefined;
  if (algolia && typeof algolia.appId === 'string' && typeof algolia.apiKey === 'string') {
    settings.algolia = { appId: algolia.appId, searchApiKey: algolia.apiKey, indexName: algolia.indexName };
  }
  settings.docsVersionLabel = context.currentDocs.label;
  settings.docsVersionPath = context.currentDocs.path;
  return settings;
}
