import { graphql, useStaticQuery } from 'gatsby';
import { requireDocument } from '../requireDocument.ts';

type SiteChromeQuery = Queries.SiteChromeQuery;

/** The site-wide documents, each present: the source plugin refuses content without them. */
export type SiteChrome = {
  settings: NonNullable<SiteChromeQuery['settings']>;
  navbar: NonNullable<SiteChromeQuery['navbar']>;
  footer: NonNullable<SiteChromeQuery['footer']>;
  /** Optional: without one the bar is not shown. */
  announcement: SiteChromeQuery['announcement'];
};
export type NavbarItem = NonNullable<SiteChrome['navbar']['items']>[number];

/** Site-wide documents every page shows: settings, navbar, footer, announcement. */
export function useSiteChrome(): SiteChrome {
  const data = useStaticQuery<SiteChromeQuery>(graphql`
    fragment LinkTargetFields on SanitySiteLink {
      _key
      label
      anchor
      url
      doc {
        route {
          current
        }
        inVersions {
          version
          section
          route
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
        hideNavbarOnScroll
        tocMaxHeadingLevel
        studioUrl
        showEditLinks
        analytics {
          provider
          scriptUrl
          siteId
        }
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
        socialCard {
          asset {
            url
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
          kind
          label
          position
          anchor
          url
          doc {
            route {
              current
            }
            inVersions {
              version
              section
              route
            }
          }
          docsSection {
            name
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
  return {
    settings: requireDocument(data.settings, 'siteSettings'),
    navbar: requireDocument(data.navbar, 'navbar'),
    footer: requireDocument(data.footer, 'footer'),
    announcement: data.announcement,
  };
}
