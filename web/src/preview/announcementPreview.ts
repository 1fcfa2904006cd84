import { renderPortableText } from '../render/index.ts';
import type { SiteChrome } from '../theme/SiteChrome/useSiteChrome.ts';
import { type PreviewSources, resolvePreview } from './resolvePreview.ts';

export type AnnouncementPreview = {
  /** The props of the site's AnnouncementBar, as its query gives them. */
  announcement: NonNullable<SiteChrome['announcement']>;
  /** Code colours the message uses ('' without code). */
  codeCss: string;
  problems: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The announcement bar as every page will show it, message rendered by the site's rendering module. */
export async function announcementPreview(sources: PreviewSources): Promise<AnnouncementPreview> {
  const { data, problems } = resolvePreview(sources);
  const rendered = await renderPortableText(Array.isArray(data.content) ? data.content : []);
  return {
    announcement: {
      enabled: data.enabled === true,
      announcementId: text(data.announcementId),
      contentHtml: rendered.html,
      backgroundColor: text(data.backgroundColor),
      textColor: text(data.textColor),
      isCloseable: data.isCloseable === true,
    },
    codeCss: rendered.codeCss,
    problems,
  };
}
