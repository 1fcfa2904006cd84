import { isRecord } from '@react-redux-docs/schemas/is-record';
import type { RedirectRuleJson } from '../redirects/types.ts';

/** Adds the website's redirects to the site's redirect list, after site.json's own: editors wrote those after the files the migrated site had. */
export function addRedirectRules(siteValue: Record<string, unknown>, rules: readonly RedirectRuleJson[]): void {
  const own =
    isRecord(siteValue.redirects) && Array.isArray(siteValue.redirects.rules) ? siteValue.redirects.rules : [];
  siteValue.redirects = {
    ...(isRecord(siteValue.redirects) ? siteValue.redirects : {}),
    rules: [...own, ...rules],
  };
}
