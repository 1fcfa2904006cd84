import { scriptValue } from '../SiteHead/scriptValue.ts';
import { STORAGE_KEYS } from '../storage/index.ts';

export const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * Inline script for <head>: hides a bar the reader already closed before the
 * first paint (no flash, no layout shift), and forgets that choice when the
 * editors publish an announcement with a new id.
 */
export function announcementScript(announcementId: string): string {
  const keys = JSON.stringify({ id: STORAGE_KEYS.announcementId, dismissed: STORAGE_KEYS.announcementDismissed });
  return `(function(){var k=${keys},id=${scriptValue(announcementId)};try{var s=localStorage;if(s.getItem(k.id)!==id){s.setItem(k.id,id);s.removeItem(k.dismissed)}if(s.getItem(k.dismissed)==='true')document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},'')}catch(e){}})();`;
}
