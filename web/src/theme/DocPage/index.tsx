import { graphql } from 'gatsby';
import { markdownTwinPath } from '../../docPages/markdownTwin.ts';
import { CopyPageButton } from '../CopyPageButton/index.tsx';
import { type ActiveDoc, DocSidebar } from '../DocSidebar/index.tsx';
import { DocVersionBanner } from '../DocVersionBanner/index.tsx';
import { RichText } from '../RichText/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import { TOC, TOCCollapsible } from '../TOC/index.tsx';
import * as styles from './styles.module.css';

export const docFragment = graphql`
  fragment DocPageFields on SanityDoc {
    id
    _id
    title
    browserTitle
    hideTitle
    description
    route {
      current
    }
    updatedAt: _updatedAt(formatString: "MMM D, YYYY")
    updatedAtIso: _updatedAt
    bodyHtml
    headings {
      id
      text
      level
    }
  }
`;

/** A neighbouring page in sidebar order, linked at the foot of the page. */
export type Neighbour = Queries.DocNeighbourFieldsFragment | null;

export const neighbourFragment = graphql`
  fragment DocNeighbourFields on SanityDoc {
    title
    sidebarLabel
    route {
      current
    }
  }
`;

/** The doc in the Studio: an intent link, which opens the document wherever the Studio's structure lists it. */
function studioEditUrl(studioUrl: string, id: string): string {
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=doc/`;
}

type Props = {
  doc: Queries.DocPageFieldsFragment;
  active: ActiveDoc;
  previous: Neighbour;
  next: Neighbour;
};

export function DocPage({ doc, active, previous, next }: Props) {
  const { settings } = useSiteChrome();
  const toc = {
    headings: doc.headings,
    minLevel: settings.tocMinHeadingLevel,
    maxLevel: settings.tocMaxHeadingLevel,
  };
  return (
    <div className={styles.docLayout}>
      <aside className={styles.sidebarColumn}>
        <DocSidebar active={active} />
      </aside>
      <article className={styles.article}>
        <DocVersionBanner active={active} siteTitle={settings.title} />
        <div className={styles.titleRow}>
          {doc.hideTitle ? (
            <h1 className={styles.visuallyHidden}>{doc.title}</h1>
          ) : (
            <h1 className={styles.title}>{doc.title}</h1>
          )}
          <CopyPageButton markdownUrl={markdownTwinPath(doc.route.current)} />
        </div>
        <TOCCollapsible {...toc} />
        <RichText html={doc.bodyHtml} />
        <div className={styles.pageMeta}>
          {settings.showEditLinks && settings.studioUrl && (
            <a className={styles.editLink} href={studioEditUrl(settings.studioUrl, doc._id)}>
              Edit this page
            </a>
          )}
          {doc.updatedAt && (
            <p className={styles.lastUpdated}>
              Last updated on <time dateTime={doc.updatedAtIso ?? undefined}>{doc.updatedAt}</time>
            </p>
          )}
        </div>
        <nav className={styles.pagination} aria-label="Docs pages">
          {previous && (
            <SmartLink href={`/${previous.route.current}`} className={styles.pageLink}>
              <span className={styles.pageLinkLabel}>Previous</span>
              {previous.sidebarLabel || previous.title}
            </SmartLink>
          )}
          {next && (
            <SmartLink href={`/${next.route.current}`} className={`${styles.pageLink} ${styles.nextLink}`}>
              <span className={styles.pageLinkLabel}>Next</span>
              {next.sidebarLabel || next.title}
            </SmartLink>
          )}
        </nav>
      </article>
      <div className={styles.tocColumn}>
        <TOC {...toc} />
      </div>
    </div>
  );
}
