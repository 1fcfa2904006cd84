import { announcementScript } from '../AnnouncementBar/announcementScript.ts';
import { colorModeScript } from '../ColorModeToggle/colorModeScript.ts';
import type { SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { BASE_URL_ROUTE_ATTRIBUTE, baseUrlScript } from '../SiteWarning/baseUrlScript.ts';
import { loadFailureScript } from '../SiteWarning/loadFailureScript.ts';

type Props = {
  settings: SiteChrome['settings'];
  announcement: SiteChrome['announcement'];
  /** The route the page was built for; absent on the not-found page, which is served at any path. */
  route?: string;
};

/**
 * The scripts that must run before the first paint or before React: colour
 * mode, a closed announcement, the load-failure and site-address warnings.
 * Each is the same on every page (what differs sits in attributes), so the
 * Content-Security-Policy allows them by hash.
 */
export function InlineScripts({ settings, announcement, route }: Props) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, built from site settings */}
      <script dangerouslySetInnerHTML={{ __html: colorModeScript(settings.colorMode) }} />
      {announcement?.enabled && announcement.isCloseable && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, built from the announcement id
        <script dangerouslySetInnerHTML={{ __html: announcementScript(announcement.announcementId) }} />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
      <script dangerouslySetInnerHTML={{ __html: loadFailureScript() }} />
      {route !== undefined && (
        <script
          {...{ [BASE_URL_ROUTE_ATTRIBUTE]: route }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from site settings
          dangerouslySetInnerHTML={{ __html: baseUrlScript({ siteUrl: settings.url }) }}
        />
      )}
    </>
  );
}
