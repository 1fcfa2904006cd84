import { graphql } from 'gatsby';
import { markdownTwinPath } from '../../docPages/markdownTwin.ts';
import { CopyPageButton } from '../CopyPageButton/index.tsx';
import { RichText } from '../RichText/index.tsx';
import { useSiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { TOC, TOCCollapsible } from '../TOC/index.tsx';
import * as styles from './styles.module.css';

export const standalonePageFragment = graphql`
  fragment StandalonePageFields on SanityPage {
    id
    title
    browserTitle
    description
    keywords
    hideTableOfContents
    route {
      current
    }
    bodyHtml
    codeCss
    headings {
      id
      text
      level
    }
  }
`;

/**
 * A page outside the docs, laid out as Docusaurus lays out its Markdown pages: the text with its table of contents
 * beside it, and no docs sidebar, breadcrumbs or previous/next links. Without a table of contents the text is
 * centred.
 */
export function StandalonePage({ page }: { page: Queries.StandalonePageFieldsFragment }) {
  const { settings } = useSiteChrome();
  const toc = {
    headings: page.hideTableOfContents ? [] : page.headings,
    minLevel: settings.tocMinHeadingLevel,
    maxLevel: settings.tocMaxHeadingLevel,
  };
  const withToc = toc.headings.length > 0;
  return (
    <div className={withToc ? styles.layout : `${styles.layout} ${styles.withoutToc}`}>
      <article className={styles.article}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{page.title}</h1>
          <CopyPageButton markdownUrl={markdownTwinPath(page.route.current)} />
        </div>
        <TOCCollapsible {...toc} />
        <RichText html={page.bodyHtml} />
      </article>
      {withToc && (
        <div className={styles.asideColumn}>
          <TOC {...toc} />
        </div>
      )}
    </div>
  );
}
