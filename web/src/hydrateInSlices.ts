import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the page as a transition. React then works in slices of a few
 * milliseconds and lets the browser scroll, paint and take taps in between,
 * instead of one long task that a slow phone spends hundreds of milliseconds
 * on for a long docs page. The HTML is already the whole page, so nothing the
 * reader sees waits for it. A click on a part React has not hydrated yet makes
 * React finish hydrating at once and then handle it; a link clicked before the
 * router listens loads its page in full (clientNavigation.ts).
 */
export function hydrateInSlices(element: ReactNode, container: Element) {
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
