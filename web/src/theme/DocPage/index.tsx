import { graphql } from 'gatsby';
import { DocSidebar, type Sidebar } from '../DocSidebar/index.tsx';
import { RichText } from '../RichText/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { SmartLink } from '../SmartLink.tsx';
import { TOC, TOCCollapsible } from '../TOC/index.tsx';
import * as styles from './styles.module.css';

export const docFragment = graphql`
  fragment DocPageFields on SanityDoc {
    id
    title
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

function neighbours(sidebar: Sidebar, docId: string) {
  const order = sidebar.categories.flatMap((category) => category.docs);
  const index = order.findIndex((doc) => doc.id === docId);
  return { previous: index > 0 ? order[index - 1] : undefined, next: index >= 0 ? order[index + 1] : undefined };
}

export function DocPage({ doc, sidebar }: { doc: Queries.DocPageFieldsFragment; sidebar: Sidebar }) {
  const { previous, next } = neighbours(sidebar, doc.id);
  const { settings } = useSiteChrome();
  const toc = {
    headings: doc.headings,
    minLevel: settings.tocMinHeadingLevel,
    maxLevel: settings.tocMaxHeadingLevel,
  };
  return (
    <div className={styles.docLayout}>
      <aside className={styles.sidebarColumn}>
        <DocSidebar sidebar={sidebar} activeDocId={doc.id} />
      </aside>
      <article className={styles.article}>
        {doc.hideTitle ? <h1 className={styles.visuallyHidden}>{doc.title}</h1> : <h1>{doc.title}</h1>}
        <TOCCollapsible {...toc} />
        <RichText html={doc.bodyHtml} />
        {doc.updatedAt && (
          <p className={styles.lastUpdated}>
            Last updated on <time dateTime={doc.updatedAtIso ?? undefined}>{doc.updatedAt}</time>
          </p>
        )}
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
