import { isRecord } from '@react-redux-docs/schemas/is-record';
import { announcement } from './announcement.ts';
import { analyticsFromConfig, reportUncarried } from './carriedConfig.ts';
import { docsPluginOptions } from './docsOptions.ts';
import { footer } from './footer.ts';
import { landingPage } from './landingPage.ts';
import { navbar } from './navbar.ts';
import { siteSettings } from './siteSettings.ts';
import type { ConfigContext, Json, Warn } from './types.ts';

/**
 * What site.json would hold, read from a Docusaurus config: site settings
 * (title, tagline, address, favicon, colour mode, table of contents levels,
 * Algolia), navbar, footer, announcement bar, and a home page made of the
 * title and tagline (the config's React home page cannot be converted).
 * Whatever the site cannot show is reported as a warning at its config path.
 */
export function siteFromConfig(config: unknown, context: ConfigContext): Json {
  const root = isRecord(config) ? config : {};
  const theme = isRecord(root.themeConfig) ? root.themeConfig : {};
  const warn: Warn = (at, message, kind) => context.diagnostics.warn(context.file, `${at}: ${message}`, {}, kind);

  const docs = docsPluginOptions(root);
  const settings = siteSettings(root, theme, context, warn);
  const analytics = analyticsFromConfig(root, warn);
  if (analytics) settings.analytics = analytics;
  if (docs !== false && docs.editUrl !== undefined) {
    // "Edit this page" went to the docs' source; the source is the Studio now.
    settings.showEditLinks = true;
    warn(
      'docs.editUrl',
      '"Edit this page" now opens the doc in the Studio: enter the Studio\'s address in Site settings to show the links',
    );
  }
  reportUncarried(root, docs === false ? undefined : docs, warn);
  const site: Json = {
    siteSettings: settings,
    navbar: navbar(isRecord(theme.navbar) ? theme.navbar : {}, siteTitleOf(root), context, warn),
    footer: footer(isRecord(theme.footer) ? theme.footer : {}, siteTitleOf(root) ?? 'Site', context, warn),
    landingPage: landingPage(root, context, warn),
  };
  if (isRecord(theme.announcementBar)) site.announcement = announcement(theme.announcementBar, warn);
  else site.announcement = { enabled: false, id: 'announcement', content: 'Announcement', isCloseable: true };
  return site;
}

function siteTitleOf(root: Json): string | undefined {
  return typeof root.title === 'string' && root.title !== '' ? root.title : undefined;
}
