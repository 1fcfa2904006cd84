import { docsContext } from '../../search/records/index.ts';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { InlineScripts } from './InlineScripts.tsx';
import { SITE_LOCALE } from './locale.ts';
import { NOINDEX_ROUTES } from './robots.ts';

/**
 * React 19 moves any <title>, <meta> or <link> it renders into <head> by itself. Gatsby prevents that for Head
 * exports by patching React.createElement, which the automatic JSX runtime never calls, so without this marker
 * hydration added a second copy of every tag until Gatsby removed the server's copies a moment later (a test
 * reading the canonical link then found two). Gatsby removes exactly this value from the HTML and the live head.
 */
const inPlace = { itemProp: 'gatsby-do-not-hoist-me-react' } as const;

type Props = {
  title?: string;
  description?: string | null;
  pathname: string;
  keywords?: readonly string[] | null;
  /** The not-found page is served at any path, so it has no address to check. */
  notFound?: boolean;
  /** On doc pages: the docs version, which DocSearch's crawler reads (as Docusaurus writes it) to tag the records. */
  docsVersion?: string;
  /** On pages of a docs section other than the main docs: its name, which the DocSearch tag carries. */
  docsSection?: string | null;
  /** On doc pages: the address of the page's Markdown twin, which tools that read docs look for. */
  markdownTwin?: string;
};

/** Title, description, canonical URL and social tags for one page, from site settings and the page. */
export function SiteHead({
  title,
  description,
  pathname,
  keywords,
  notFound = false,
  docsVersion,
  docsSection,
  markdownTwin,
}: Props) {
  const { settings, announcement } = useSiteChrome();
  const fullTitle = title ? `${title}${settings.titleDelimiter}${settings.title}` : settings.title;
  const canonical = `${settings.url.replace(/\/$/, '')}${pathname === '/' ? '' : pathname}`;
  const summary = description || settings.tagline;
  // Sharing previews fetch the card from elsewhere, so its address must be absolute; local datasets serve it from
  // the site itself.
  const card = settings.socialCard?.asset && new URL(settings.socialCard.asset.url, `${settings.url}/`).href;
  return (
    <>
      <title {...inPlace}>{fullTitle}</title>
      {/* Written into the HTML only. They have run before React starts, so the browser bundle leaves them out
          (webpack drops the branch, and the scripts' code with it). */}
      {(process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html') && (
        <InlineScripts settings={settings} announcement={announcement} route={notFound ? undefined : pathname} />
      )}
      <meta {...inPlace} name="description" content={summary} />
      {NOINDEX_ROUTES.includes(pathname) && <meta {...inPlace} name="robots" content="noindex, follow" />}
      {keywords && keywords.length > 0 && <meta {...inPlace} name="keywords" content={keywords.join(', ')} />}
      <link {...inPlace} rel="canonical" href={canonical} />
      {markdownTwin && <link {...inPlace} rel="alternate" type="text/markdown" href={markdownTwin} />}
      <meta {...inPlace} property="og:title" content={fullTitle} />
      <meta {...inPlace} property="og:description" content={summary} />
      <meta {...inPlace} property="og:url" content={canonical} />
      <meta {...inPlace} property="og:locale" content={SITE_LOCALE} />
      {card && <meta {...inPlace} property="og:image" content={card} />}
      <meta {...inPlace} name="twitter:card" content="summary" />
      {card && <meta {...inPlace} name="twitter:image" content={card} />}
      {settings.favicon?.asset && <link {...inPlace} rel="icon" href={settings.favicon.asset.url} />}
      {docsVersion && (
        <>
          <meta {...inPlace} name="docsearch:language" content={docsContext(docsVersion).language} />
          <meta {...inPlace} name="docsearch:version" content={docsVersion} />
          <meta
            {...inPlace}
            name="docsearch:docusaurus_tag"
            content={docsContext(docsVersion, docsSection ?? undefined).tag}
          />
        </>
      )}
    </>
  );
}
