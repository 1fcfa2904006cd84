import { graphql, useStaticQuery } from 'gatsby';
import type { ColorModeSettings } from '../ColorModeToggle/colorModeScript.ts';
import type { LinkTarget } from '../links.ts';

export type ImageAsset = { url: string; width: number; height: number };
export type Logo = { alt: string | null; asset: ImageAsset | null } | null;
export type SiteLink = LinkTarget & { _key: string; label: string };
export type NavbarItem = SiteLink & { position: 'left' | 'right'; dropdown: SiteLink[] | null };

export type SiteChrome = {
  settings: {
    title: string;
    tagline: string;
    url: string;
    titleDelimiter: string;
    favicon: { asset: ImageAsset | null } | null;
    colorMode: ColorModeSettings | null;
    tocMinHeadingLevel: number | null;
    docsVersionLabel: string;
    hideNavbarOnScroll: boolean | null;
    tocMaxHeadingLevel: number | null;
  };
  navbar: { title: string; logo: Logo; items: NavbarItem[] };
  footer: {
    style: 'dark' | 'light';
    layout: 'columns' | 'row';
    logo: Logo;
    logoUrl: string | null;
    copyright: string;
    linkGroups: { _key: string; title: string; links: SiteLink[] }[];
  };
  announcement: {
    enabled: boolean | null;
    announcementId: string;
    /** The message as HTML, rendered at build time. */
    contentHtml: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean | null;
  } | null;
};

/** Site-wide documents every page shows: settings, navbar, footer, announcement. */
export function useSiteChrome(): SiteChrome {
  return useStaticQuery(graphql`
    fragment LinkTargetFields on SanitySiteLink {
      _key
      label
      anchor
      url
      doc {
        route {
          current
        }
      }
    }
    fragment LogoFields on SanityLogo {
      alt
      asset {
        url
        width
        height
      }
    }
    query SiteChrome {
      settings: sanitySiteSettings {
        title
        tagline
        url
        titleDelimiter
        tocMinHeadingLevel
        docsVersionLabel
        hideNavbarOnScroll
        tocMaxHeadingLevel
        colorMode {
          defaultMode
          respectPrefersColorScheme
          showSwitch
        }
        favicon {
          asset {
            url
            width
            height
          }
        }
      }
      navbar: sanityNavbar {
        title
        logo {
          ...LogoFields
        }
        items {
          _key
          label
          position
          anchor
          url
          doc {
            route {
              current
            }
          }
          dropdown {
            ...LinkTargetFields
          }
        }
      }
      footer: sanityFooter {
        style
        layout
        logoUrl
        copyright
        logo {
          ...LogoFields
        }
        linkGroups {
          _key
          title
          links {
            ...LinkTargetFields
          }
        }
      }
      announcement: sanityAnnouncement {
        enabled
        announcementId
        contentHtml
        backgroundColor
        textColor
        isCloseable
      }
    }
  `);
}
