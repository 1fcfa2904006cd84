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

function isClientNavigation(event: MouseEvent): boolean {
  if (event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return false;
  const url = new URL(link.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Gatsby has no hook at the start of a navigation (its "delayed" hook fires
 * after a fixed second), so the timer starts on the reader's own actions: a
 * click on a link to another page of the site, or the back and forward buttons.
 */
export function watchRouteChanges() {
  document.addEventListener('click', (event) => isClientNavigation(event) && routeChangeStarted());
  window.addEventListener('popstate', routeChangeStarted);
}
