import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * DocSearch 3.9 sets its "error" status when the client fails with a
 * RetryError, but the autocomplete core it pins sets the status back to idle
 * as the failed request settles, so its error screen never stays up and the
 * reader sees "No results" instead. This shows the error screen, in
 * DocSearch's own markup, while the current query's search has failed.
 */
export function ErrorScreen() {
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => setContainer(document.querySelector('.DocSearch-Dropdown')), []);
  if (!container) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 10h14M10 3c2 2 3 4.5 3 7s-1 5-3 7c-2-2-3-4.5-3-7s1-5 3-7z" fill="none" stroke="currentColor" />
          <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    container,
  );
}
