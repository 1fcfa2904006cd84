import {
  announcementPreview,
  landingPreview,
  type PreviewSources,
  renderDocPreview,
} from '@react-redux-docs/web/preview';
import { AnnouncementBar, docLayoutStyles, docPageStyles, Landing } from '@react-redux-docs/web/preview/components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

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
};

/** An article as the doc page lays it out, around the body the site's rendering module made. */
function article(bodyHtml: string, heading: ReactNode = null): string {
  return renderToStaticMarkup(
    <main>
      <article className={docLayoutStyles.article} style={{ maxWidth: '52rem', margin: '0 auto' }}>
        {heading}
        <div data-preview-body="">
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's rendering module's HTML, as the page inserts it
            dangerouslySetInnerHTML={{ __html: bodyHtml }}
          />
        </div>
      </article>
    </main>,
  );
}

/** The doc's article as the doc page renders it: its title (or the hidden one) and the rendered body. */
async function docPage(sources: PreviewSources): Promise<PreviewPage> {
  const { title, hideTitle, rendered, problems } = await renderDocPreview(sources);
  const heading = hideTitle ? <h1 className={docPageStyles.visuallyHidden}>{title}</h1> : <h1>{title}</h1>;
  return { html: article(rendered.html, heading), css: rendered.codeCss, problems, notice: '' };
}

/** A standalone page's article: its title and the rendered body, as the page shows them without its sidebar. */
async function standalonePage(sources: PreviewSources): Promise<PreviewPage> {
  const { title, rendered, problems } = await renderDocPreview(sources);
  return { html: article(rendered.html, <h1>{title}</h1>), css: rendered.codeCss, problems, notice: '' };
}

/** A snippet's text as a doc that includes it shows it: the site's rendering of its blocks, without a title. */
async function snippetText(sources: PreviewSources): Promise<PreviewPage> {
  const { rendered, problems } = await renderDocPreview(sources);
  return {
    html: article(rendered.html),
    css: rendered.codeCss,
    problems,
    notice: 'Every doc that includes this snippet shows this text where its Snippet block is.',
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
  };
}

function landing(sources: PreviewSources): PreviewPage {
  const { content, problems } = landingPreview(sources);
  return { html: renderToStaticMarkup(<Landing content={content} />), css: '', problems, notice: '' };
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
