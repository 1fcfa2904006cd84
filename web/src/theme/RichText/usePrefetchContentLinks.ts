import { prefetchPathname } from 'gatsby';
import { type RefObject, useEffect } from 'react';
import { isInternal } from '../links.ts';

/**
 * What Gatsby's <Link> does for the theme's own links, done for the plain anchors
 * of rendered content: a route is prefetched once its link scrolls into view.
 * Gatsby's loader itself skips prefetching on 2g connections and with data saver on.
 */
export function usePrefetchContentLinks(container: RefObject<HTMLElement | null>, html: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML means new links to watch
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetchPathname(new URL((entry.target as HTMLAnchorElement).href).pathname);
      }
    });
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (isInternal(link.getAttribute('href') ?? '')) observer.observe(link);
    }
    return () => observer.disconnect();
  }, [container, html]);
}
