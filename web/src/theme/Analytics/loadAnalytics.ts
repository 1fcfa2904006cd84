/** The attribute each service reads the site's id from. */
const SITE_ID_ATTRIBUTE: Record<string, string> = { umami: 'data-website-id', plausible: 'data-domain' };

/** Do Not Track or Global Privacy Control: the reader asked not to be tracked. */
export function readerOptedOut(): boolean {
  const legacy = (window as unknown as { doNotTrack?: string }).doNotTrack;
  const globalPrivacyControl = (navigator as unknown as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return navigator.doNotTrack === '1' || legacy === '1' || globalPrivacyControl === true;
}

let requested = false;

/**
 * Adds the analytics script once per visit (both services count later pages
 * of a visit themselves, from the history changes), after the page has loaded
 * and the browser is idle; never when the reader opted out.
 */
export function loadAnalytics(settings: { provider: string; scriptUrl: string; siteId: string }) {
  if (requested || readerOptedOut()) return;
  const attribute = SITE_ID_ATTRIBUTE[settings.provider];
  if (!attribute) return;
  requested = true;
  const add = () => {
    const script = document.createElement('script');
    script.src = settings.scriptUrl;
    script.defer = true;
    script.setAttribute(attribute, settings.siteId);
    script.dataset.analytics = settings.provider;
    document.head.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(add, { timeout: 5000 }) : setTimeout(add, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
