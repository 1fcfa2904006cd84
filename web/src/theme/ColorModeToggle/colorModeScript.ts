import type { SiteChrome } from '../SiteChrome/useSiteChrome.ts';
import { STORAGE_KEYS } from '../storage/index.ts';

type ColorModeSettings = SiteChrome['settings']['colorMode'];

/**
 * Inline script for <head>: sets data-theme on <html> before the first paint,
 * so a reader who chose dark mode never sees a flash of light.
 */
export function colorModeScript(settings: ColorModeSettings): string {
  const config = JSON.stringify({
    defaultMode: settings.defaultMode === 'dark' ? 'dark' : 'light',
    respect: settings.respectPrefersColorScheme,
    remember: settings.showSwitch,
  });
  return `(function(){var c=${config},t=null;if(c.remember){try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}}if(t!=='light'&&t!=='dark'){t=c.respect&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.defaultMode}document.documentElement.setAttribute('data-theme',t)})();`;
}
