import {
  announcementPreview,
  docPagePreview,
  landingPreview,
  type PageChrome,
  type PreviewSources,
  renderDocPreview,
  standalonePagePreview,
} from '@react-redux-docs/web/preview';
import {
  AnnouncementBar,
  DocPage,
  docLayoutStyles,
  Landing,
  Layout,
  StandalonePage,
} from '@react-redux-docs/web/preview/components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlacedBlock } from './blockElements.ts';
import { StaticQueries } from './gatsbyShim.tsx';

/** The document types with a Preview view: what readers see of each is one page or one part of every page. */
export const PREVIEWED_TYPES = ['doc', 'page', 'snippet', 'landingPage', 'announcement'] as const;
export type PreviewedType = (typeof PREVIEWED_TYPES)[number];

export const isPreviewedType = (type: string): type is PreviewedType =>
  (PREVIEWED_TYPES as readonly string[]).includes(type);

export type PreviewPage = {
  html: string;
  /** CSS the page needs beyond the site's (its code colours). */
  css: string;
  /** What the build would say about the document, in its words ('' when nothing). */
  problems: string;
  /** Something editors should know that is not a problem (the announcement is switched off). */
  notice: string;
  /** The body the page was drawn from: a click on one of its blocks opens it in the editor. */
  body: readonly PlacedBlock[];
  /** The body's HTML as it is inside the page (`main [data-rich-text]`), so typing can redraw only it. */
  bodyHtml?: string;
};

const bodyOf = (sources: PreviewSources): PlacedBlock[] =>
  Array.isArray(sources.doc.body) ? (sources.doc.body as PlacedBlock[]) : [];

/** A snippet's text in an article as the doc page lays it out (a snippet is no page of its own). */
function article(bodyHtml: string): string {
  return renderToStaticMarkup(
    <main>
      <article className={docLayoutStyles.article} style={{ maxWidth: '52rem', margin: '0 auto' }}>
        <div
          data-rich-text=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's rendering module's HTML, as RichText inserts it
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
      </article>
    </main>,
  );
}

/** A whole page of the site: the theme's Layout (announcement, navbar, footer) around `content`. */
function wholePage(
  sources: PreviewSources,
  preview: PageChrome & { problems: string },
  content: ReactNode,
  page: { css: string; bodyHtml: string },
): PreviewPage {
  const html = renderToStaticMarkup(<StaticQueries answer={preview.answer}>{content}</StaticQueries>);
  return {
    html,
    css: page.css + preview.chromeCss,
    problems: preview.problems,
    notice: '',
    body: bodyOf(sources),
    bodyHtml: page.bodyHtml,
  };
}

/**
 * The doc's whole page as the doc page template renders it: DocPage (sidebar at the doc's place, breadcrumbs,
 * title, body, table of contents, previous and next) in the Layout.
 */
async function docPage(sources: PreviewSources): Promise<PreviewPage> {
  const preview = await docPagePreview(sources);
  const content = (
    <Layout pathname={preview.pathname} activeDoc={preview.active}>
      <DocPage doc={preview.doc} active={preview.active} position={preview.position} />
    </Layout>
  );
  return wholePage(sources, preview, content, { css: preview.rendered.codeCss, bodyHtml: preview.doc.bodyHtml });
}

/** A standalone page as its template renders it: the page in the Layout, without a docs sidebar. */
async function standalonePage(sources: PreviewSources): Promise<PreviewPage> {
  const preview = await standalonePagePreview(sources);
  const content = (
    <Layout pathname={preview.pathname}>
      <StandalonePage page={preview.page} />
    </Layout>
  );
  return wholePage(sources, preview, content, { css: preview.page.codeCss, bodyHtml: preview.page.bodyHtml });
}

/** A snippet's text as a doc that includes it shows it: the site's rendering of its blocks, without a title. */
async function snippetText(sources: PreviewSources): Promise<PreviewPage> {
  const { rendered, problems } = await renderDocPreview(sources);
  return {
    html: article(rendered.html),
    css: rendered.codeCss,
    problems,
    notice: 'Every doc that includes this snippet shows this text where its Snippet block is.',
    body: bodyOf(sources),
  };
}

async function announcementBar(sources: PreviewSources): Promise<PreviewPage> {
  const { announcement, codeCss, problems } = await announcementPreview(sources);
  return {
    html: renderToStaticMarkup(<AnnouncementBar announcement={announcement} />),
    css: codeCss,
    problems,
    notice: announcement.enabled
      ? ''
      : 'The announcement is switched off, so readers do not see it. Turn on "Show the announcement" to show it.',
    body: [],
  };
}

function landing(sources: PreviewSources): PreviewPage {
  const { content, problems } = landingPreview(sources);
  return { html: renderToStaticMarkup(<Landing content={content} />), css: '', problems, notice: '', body: [] };
}

/** The document rendered by the site's own modules and components, as readers will get it. */
export function renderPreviewPage(type: PreviewedType, sources: PreviewSources): Promise<PreviewPage> {
  switch (type) {
    case 'doc':
      return docPage(sources);
    case 'page':
      return standalonePage(sources);
    case 'snippet':
      return snippetText(sources);
    case 'announcement':
      return announcementBar(sources);
    case 'landingPage':
      return Promise.resolve(landing(sources));
  }
}
