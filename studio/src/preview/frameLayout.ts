/** How wide the Preview draws the page: as on a desktop, or as on a phone. */
export type FrameWidth = 'desktop' | 'phone';

/** A phone's width in CSS pixels (an iPhone 14's), where the site shows its mobile navbar and no sidebars. */
export const PHONE_WIDTH = 390;

/**
 * The narrowest window the site lays out as on a desktop (sidebar, table of contents and full navbar all shown
 * from 1280 px). A narrower pane shows that page scaled down, as a whole, rather than the tablet layout a reader
 * with a window that narrow would get.
 */
export const DESKTOP_WIDTH = 1280;

/** The frame's size in page pixels and the scale it is drawn at, to fill a pane of `pane` size. */
export function frameLayout(width: FrameWidth, pane: { width: number; height: number }) {
  if (width === 'phone' || pane.width <= 0) return { width: PHONE_WIDTH, height: pane.height, scale: 1 };
  const layoutWidth = Math.max(pane.width, DESKTOP_WIDTH);
  const scale = pane.width / layoutWidth;
  return { width: layoutWidth, height: pane.height / scale, scale };
}
