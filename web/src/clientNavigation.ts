type Navigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

let routerListens = false;

/**
 * Every client-side navigation (Gatsby's <Link>, `navigate()`,
 * gatsby-plugin-catch-links) goes through `window.___navigate`; this wraps it.
 *
 * Until the router listens, a navigation to another page loads it in full.
 * Gatsby's router reads the address when it first renders, but subscribes to
 * history only in an effect that runs after hydration has committed. A
 * client-side navigation that changes history in between is lost: the address
 * shows the new page while the old one stays on screen. One that runs before the
 * router renders is no better: React then hydrates the new page over the old
 * page's HTML, a hydration mismatch. Paint-first scripts and hydration in slices
 * make that window long enough for a reader to click in it. A full load is what
 * the browser does anyway for a click before any script has run.
 *
 * Once the router listens, `onLeave` runs as a navigation to another page
 * starts: the one moment Gatsby has no hook for. A navigation within the page on
 * screen (another #anchor) goes through as usual.
 */
export function guardClientNavigation(onLeave: () => void) {
  const gatsby = window as unknown as { ___navigate: Navigate };
  const navigate = gatsby.___navigate;
  gatsby.___navigate = (to, options) => {
    const url = typeof to === 'string' ? new URL(to, window.location.href) : undefined;
    if (url && url.pathname !== window.location.pathname) {
      if (!routerListens) return options?.replace ? window.location.replace(url) : window.location.assign(url);
      onLeave();
    }
    navigate(to, options);
  };
}

/**
 * Call once the router has subscribed to history. Gatsby's onInitialClientRender
 * runs in the app's outermost effect, and React runs a tree's effects from the
 * leaves up, so the router's subscription is in place by then.
 */
export function routerIsListening() {
  routerListens = true;
}
