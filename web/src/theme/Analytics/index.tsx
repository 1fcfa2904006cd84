import { useEffect } from 'react';
import { loadAnalytics } from './loadAnalytics.ts';

export type AnalyticsSettings = { provider: string | null; scriptUrl: string | null; siteId: string | null } | null;

/**
 * The visitor analytics of site settings, if any: its script is added once
 * the page is interactive and the browser is idle, so it is never part of
 * what a reader waits for, and not at all for readers who ask not to be
 * tracked. Renders nothing.
 */
export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  useEffect(() => {
    if (settings?.provider && settings.scriptUrl && settings.siteId) {
      loadAnalytics({ provider: settings.provider, scriptUrl: settings.scriptUrl, siteId: settings.siteId });
    }
  }, [settings]);
  return null;
}
