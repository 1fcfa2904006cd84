import { closestToTarget, listenForCopyClicks, listenForTabs } from '@react-redux-docs/web/preview/behaviour';
import { SITE_CSS } from '@react-redux-docs/web/preview/styles';
import { useEffect, useRef, useState } from 'react';
import { type PlacedBlock, placeBlocks } from './blockElements.ts';
import { type FrameWidth, frameLayout } from './frameLayout.ts';

export type { FrameWidth } from './frameLayout.ts';

export type ColorMode = 'light' | 'dark';

export const PREVIEW_ROOT_ID = 'preview-root';

/** The size of an element, as it changes. */
function useSize(element: HTMLElement | null) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** What a click in the Preview asks the editor to open: a block of the body (by key) or the title. */
export type PreviewPick = { block: string } | { field: 'title' };

/**
 * The frame's page: the site's styles, and a root the page is written into (so typing does not reload it), laid
 * out as Gatsby's root is (a column at least as tall as the window, the footer at its foot).
 */
const FRAME_DOCUMENT = `<!doctype html>
<html lang="en" data-theme="light">
<head><meta charset="utf-8"><title>Preview</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>${SITE_CSS}</style><style id="page-css"></style>
<style>#${PREVIEW_ROOT_ID}{display:flex;flex-direction:column;min-height:100vh}[data-rich-text] :is(p,li,h2,h3,h4,h5,h6,pre,table,figure,blockquote,details,.admonition):hover{outline:1px dashed color-mix(in srgb,currentColor 35%,transparent);outline-offset:2px;cursor:pointer}</style></head>
<body><div id="${PREVIEW_ROOT_ID}"></div></body>
</html>`;

type Props = {
  /** The page's HTML, as the site's components render it. */
  html: string;
  /** Extra CSS the page needs (its code colours). */
  css: string;
  colorMode: ColorMode;
  width: FrameWidth;
  title: string;
  /** The body's HTML as the page holds it: when only it changed, only it is written again. */
  bodyHtml?: string | undefined;
  /** The body the page was drawn from, to know which block each part of the page shows. */
  body: readonly PlacedBlock[];
  /** The block (key) or 'title' last edited: the Preview scrolls it into view. */
  follow: { target: string; at: number } | null;
  onPick: (pick: PreviewPick) => void;
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

/** The controls a reader uses in the page (tabs, copy buttons, section links, collapsibles) keep their own clicks. */
const READER_CONTROLS = 'button, summary, input, select, a[href^="#"]';

/**
 * A page of the site inside the Studio: a frame keeps the site's global styles
 * and colour modes away from the Studio's, and the site's own listeners make
 * its tabs and copy buttons work as they do for readers. A click on a block of
 * the body, or on the title, opens it in the editor.
 */
export function PreviewFrame({ html, css, colorMode, width, title, bodyHtml, body, follow, onPick }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const placed = useRef(new Map<string, Element>());
  const shownShell = useRef<string | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [placedCount, setPlacedCount] = useState(0);
  const [pane, setPane] = useState<HTMLDivElement | null>(null);
  const layout = frameLayout(width, useSize(pane));

  const onLoad = () => {
    const loaded = frame.current?.contentDocument;
    if (!loaded) return;
    listenForCopyClicks(loaded);
    listenForTabs(loaded);
    followLinksSafely(loaded);
    loaded.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      if (!target?.closest || target.closest(READER_CONTROLS)) return;
      if (target.closest('main h1')) {
        pick.current({ field: 'title' });
        return;
      }
      for (const [key, element] of placed.current) {
        if (element.contains(target)) {
          // The innermost: a list item holds the items nested in it.
          const inner = [...placed.current].find(
            ([, candidate]) => candidate !== element && element.contains(candidate) && candidate.contains(target),
          );
          pick.current({ block: inner?.[0] ?? key });
          return;
        }
      }
    });
    setFrameDocument(loaded);
  };

  useEffect(() => {
    frameDocument?.documentElement.setAttribute('data-theme', colorMode);
  }, [frameDocument, colorMode]);

  useEffect(() => {
    if (!frameDocument) return;
    const root = frameDocument.getElementById(PREVIEW_ROOT_ID);
    const pageCss = frameDocument.getElementById('page-css');
    // Typing in the body changes the body alone: the navbar, sidebar and footer around it stay as they are.
    const shell = bodyHtml && html.includes(bodyHtml) ? html.replace(bodyHtml, '') : null;
    const shownContent = root?.querySelector('main [data-rich-text]');
    if (shell !== null && shell === shownShell.current && shownContent && bodyHtml !== undefined) {
      shownContent.innerHTML = bodyHtml;
    } else if (root) {
      root.innerHTML = html;
    }
    shownShell.current = shell;
    if (pageCss && pageCss.textContent !== css) pageCss.textContent = css;
    const content = root?.querySelector('main [data-rich-text]');
    placed.current = content ? placeBlocks(content, body) : new Map();
    setPlacedCount(placed.current.size);
  }, [frameDocument, html, css, body, bodyHtml]);

  // After the page is drawn again too: an edit is followed once the page shows it (a new block has no place before).
  // biome-ignore lint/correctness/useExhaustiveDependencies: html is what places the edited block
  useEffect(() => {
    if (!frameDocument || !follow) return;
    const element =
      follow.target === 'title' ? frameDocument.querySelector('main h1') : placed.current.get(follow.target);
    element?.scrollIntoView({ block: 'nearest' });
  }, [frameDocument, follow, html]);

  return (
    <div ref={setPane} style={{ width: '100%', height: '100%', overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={onLoad}
        // How many of the body's blocks a click in the page can reach (all of them, unless the page and the document disagree).
        data-blocks-placed={`${placedCount}/${body.length}`}
        data-scale={layout.scale.toFixed(3)}
        style={{
          display: 'block',
          width: `${layout.width}px`,
          height: `${layout.height}px`,
          margin: width === 'phone' ? '0 auto' : 0,
          border: 0,
          transform: layout.scale === 1 ? undefined : `scale(${layout.scale})`,
          transformOrigin: '0 0',
          boxShadow: width === 'phone' ? '0 0 0 1px var(--card-border-color, #ccc)' : undefined,
        }}
      />
    </div>
  );
}
