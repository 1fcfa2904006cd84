import { DOC_CARDS_MARKER } from '../render/DocCards/index.ts';
import { type RenderedContent, renderPortableText } from '../render/index.ts';
import { type PreviewSources, type ResolvedPreview, resolvePreview } from './resolvePreview.ts';

export type { PreviewSources } from './resolvePreview.ts';

export type DocPreview = {
  title: string;
  hideTitle: boolean;
  rendered: RenderedContent;
  /** What the build would say about the doc (broken links, images it cannot show), in its words. */
  problems: string;
  /** The resolution it was rendered from, for the page around it. */
  resolved: ResolvedPreview;
};

/**
 * The place of a "Cards of this category" block, said in words: the site fills it from the sidebar as it builds,
 * which the Preview of one doc does not have.
 */
function withCardsNote(rendered: RenderedContent): RenderedContent {
  const note =
    '<p class="admonition admonition--info" data-preview-note="">Here the site shows a card for each page of this doc\u2019s sidebar category.</p>';
  return { ...rendered, html: rendered.html.split(DOC_CARDS_MARKER).join(note) };
}

/**
 * A doc rendered exactly as the site renders it, for the Studio's preview:
 * the source plugin's own resolution and the site's own rendering module,
 * not a copy of either, so what editors see before publishing is what readers will get.
 */
export async function renderDocPreview(sources: PreviewSources): Promise<DocPreview> {
  const resolved = resolvePreview(sources);
  const { data, problems } = resolved;
  const body = Array.isArray(data.body) ? data.body : [];
  return {
    title: typeof sources.doc.title === 'string' ? sources.doc.title : '',
    hideTitle: sources.doc.hideTitle === true,
    rendered: withCardsNote(await renderPortableText(body)),
    problems,
    resolved,
  };
}
