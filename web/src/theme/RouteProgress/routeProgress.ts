/**
 * A thin bar at the top of the window while a route change is slow. Fast
 * changes (most, since pages are prefetched) never show it; there is no spinner.
 * Plain DOM, no React, so it costs a few hundred bytes.
 */
export const PROGRESS_DELAY_MS = 200;

const BAR_ID = 'route-progress';
let timer: number | undefined;

function bar(): HTMLElement {
  let element = document.getElementById(BAR_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = BAR_ID;
    element.setAttribute('aria-hidden', 'true');
    document.body.appendChild(element);
  }
  return element;
}

export function routeChangeStarted() {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => bar().setAttribute('data-active', ''), PROGRESS_DELAY_MS);
}

export function routeChangeFinished() {
  window.clearTimeout(timer);
  document.getElementById(BAR_ID)?.removeAttribute('data-active');
}

/** Back and forward start a route change too; clicks and `navigate()` start theirs through clientNavigation.ts. */
export function watchBackAndForward() {
  window.addEventListener('popstate', routeChangeStarted);
}
