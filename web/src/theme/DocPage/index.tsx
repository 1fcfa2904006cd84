import { graphql } from 'gatsby';
import type { CategoryCard } from '../../docPages/categoryCards.ts';
import type { SidebarPosition } from '../../docPages/docPagePlan.ts';
import { markdownTwinPath } from '../../docPages/markdownTwin.ts';
import { withCategoryCards } from '../CategoryIndex/cardsHtml.ts';
import { CopyPageButton } from '../CopyPageButton/index.tsx';
import { DocBreadcrumbs } from '../DocBreadcrumbs/index.tsx';
import { DocLayout } from '../DocLayout/index.tsx';
import { DocPagination } from '../DocPagination/index.tsx';
import type { ActiveDoc } from '../DocSidebar/index.tsx';
import { DocVersionBanner } from '../DocVersionBanner/index.tsx';
import { RichText } from '../RichText/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
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

/** The doc in the Studio: an intent link, which opens the document wherever the Studio's structure lists it. */
function studioEditUrl(studioUrl: string, id: string): string {
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=doc/`;
}

type Props = {
  doc: Queries.DocPageFieldsFragment;
  active: ActiveDoc;
  /** Its breadcrumbs and neighbours in the sidebar. */
  position: SidebarPosition;
  /** Its category's cards, where its body shows them. */
  cards?: readonly CategoryCard[] | undefined;
};

export function DocPage({ doc, active, position, cards }: Props) {
  const { settings } = useSiteChrome();
  const toc = {
    headings: doc.headings,
    minLevel: settings.tocMinHeadingLevel,
    maxLevel: settings.tocMaxHeadingLevel,
  };
  return (
    <DocLayout active={active} aside={<TOC {...toc} />}>
      <DocVersionBanner active={active} siteTitle={settings.title} />
      <DocBreadcrumbs crumbs={position.breadcrumbs} />
      <div className={styles.titleRow}>
        {doc.hideTitle ? (
          <h1 className={styles.visuallyHidden}>{doc.title}</h1>
        ) : (
          <h1 className={styles.title}>{doc.title}</h1>
        )}
        <CopyPageButton markdownUrl={markdownTwinPath(doc.route.current)} />
      </div>
      <TOCCollapsible {...toc} />
      <RichText html={withCategoryCards(doc.bodyHtml, cards)} />
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
      <DocPagination previous={position.previous} next={position.next} />
    </DocLayout>
  );
}
