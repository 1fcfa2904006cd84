import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { InlineScripts } from './InlineScripts.tsx';

type Props = {
  title?: string;
  description?: string | null;
  pathname: string;
  keywords?: readonly string[] | null;
  /** The not-found page is served at any path, so it has no address to check. */
  notFound?: boolean;
};

/** Title, description, canonical URL and social tags for one page, from site settings and the page. */
export function SiteHead({ title, description, pathname, keywords, notFound = false }: Props) {
  const { settings, announcement } = useSiteChrome();
  const fullTitle = title ? `${title}${settings.titleDelimiter}${settings.title}` : settings.title;
  const canonical = `${settings.url.replace(/\/$/, '')}${pathname === '/' ? '' : pathname}`;
  const summary = description || settings.tagline;
  return (
    <>
      <title>{fullTitle}</title>
      {/* Written into the HTML only. They have run before React starts, so the browser bundle leaves them out
          (webpack drops the branch, and the scripts' code with it). */}
      {(process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') && (
        <InlineScripts settings={settings} announcement={announcement} route={notFound ? undefined : pathname} />
      )}
      <meta name="description" content={summary} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      {settings.favicon?.asset && <link rel="icon" href={settings.favicon.asset.url} />}
    </>
  );
}
