import { closestToTarget, listenForCopyClicks, listenForTabs } from '@react-redux-docs/web/preview/behaviour';
import { SITE_CSS } from '@react-redux-docs/web/preview/styles';
import { useEffect, useRef, useState } from 'react';

export type ColorMode = 'light' | 'dark';

export const PREVIEW_ROOT_ID = 'preview-root';

/** The frame's page: the site's styles, and a root the content is written into (so typing does not reload it). */
const FRAME_DOCUMENT = `<!doctype html>
<html lang="en" data-theme="light">
<head><meta charset="utf-8"><style>${SITE_CSS}</style><style id="page-css"></style></head>
<body><div id="${PREVIEW_ROOT_ID}"></div></body>
</html>`;

type Props = {
  /** The page's HTML, as the site's components render it. */
  html: string;
  /** Extra CSS the page needs (its code colours). */
  css: string;
  colorMode: ColorMode;
  title: string;
};

/** Links in the preview: a section of the page scrolls, another site opens in a new tab, a site route stays put. */
function followLinksSafely(frame: Document) {
  frame.addEventListener('click', (event) => {
    const link = closestToTarget<HTMLAnchorElement>(event, 'a[href]');
    const href = link?.getAttribute('href');
    if (!link || !href || href.startsWith('#')) return;
    event.preventDefault();
    if (/^(https?:|mailto:)/.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
  });
}

/**
 * A page of the site inside the Studio: a frame keeps the site's global styles
 * and colour modes away from the Studio's, and the site's own listeners make
 * its tabs and copy buttons work as they do for readers.
 */
export function PreviewFrame({ html, css, colorMode, title }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);

  const onLoad = () => {
    const loaded = frame.current?.contentDocument;
    if (!loaded) return;
    listenForCopyClicks(loaded);
    listenForTabs(loaded);
    followLinksSafely(loaded);
    setFrameDocument(loaded);
  };

  useEffect(() => {
    frameDocument?.documentElement.setAttribute('data-theme', colorMode);
  }, [frameDocument, colorMode]);

  useEffect(() => {
    if (!frameDocument) return;
    const root = frameDocument.getElementById(PREVIEW_ROOT_ID);
    const pageCss = frameDocument.getElementById('page-css');
    if (root) root.innerHTML = html;
    if (pageCss) pageCss.textContent = css;
  }, [frameDocument, html, css]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={FRAME_DOCUMENT}
      onLoad={onLoad}
      style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
    />
  );
}
