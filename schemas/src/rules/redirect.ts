/**
 * Rules of the site's redirect list, as Netlify's `_redirects` reads them:
 * `from` a path (with `*` at the end of it and `:name` parts matching any
 * value), `to` a path or address (`:splat` and the `:name` parts taken from
 * `from`), a status, and `force` to apply even where a page exists.
 */
export interface RedirectRuleValue {
  from?: string;
  to?: string;
  status?: number;
  force?: boolean;
}

/** Statuses a rule may have: redirects, a rewrite (200: the target's page answers at `from`), and not found. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308, 200, 404, 410] as const;
export const DEFAULT_REDIRECT_STATUS = 301;

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:name` parts of a `from` path, and `splat` when it ends in `*`. */
export function capturedNames(from: string): Set<string> {
  const names = new Set([...from.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''));
  if (from.endsWith('*')) names.add('splat');
  return names;
}

/** What is wrong with a redirect rule, in an editor's words, or undefined. */
export function redirectRuleProblem(rule: RedirectRuleValue): string | undefined {
  const from = rule.from ?? '';
  const to = rule.to ?? '';
  if (from === '') return 'Enter the old address, starting with "/", like "/docs/old-page".';
  if (!from.startsWith('/')) return `"${from}": the old address starts with "/", like "/docs/old-page".`;
  if (/[\s?#]/.test(from)) return `"${from}": the old address is a path only, without spaces, "?" or "#".`;
  if (from.slice(0, -1).includes('*')) return `"${from}": "*" may only end the old address, like "/docs/*".`;
  if (to === '') return 'Enter where readers go, like "/api/hooks" or a full web address.';
  if (!to.startsWith('/') && !/^https?:\/\/[^/\s]+/.test(to)) {
    return `"${to}": the new address starts with "/" or is a full web address (https://…).`;
  }
  if (/\s/.test(to)) return `"${to}": the new address cannot contain spaces.`;
  const captured = capturedNames(from);
  for (const match of to.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!captured.has(name)) {
      return name === 'splat'
        ? `"${to}" uses :splat, but the old address does not end in "*".`
        : `"${to}" uses :${name}, which the old address "${from}" does not have.`;
    }
  }
  const status = rule.status ?? DEFAULT_REDIRECT_STATUS;
  if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) {
    return `Status ${status} is not one a redirect can have (${REDIRECT_STATUSES.join(', ')}).`;
  }
  if (status === 200 && !to.startsWith('/')) return 'A rewrite (200) shows a page of this site: start it with "/".';
  if (from === '/.netlify' || from.startsWith('/.netlify/')) return `"${from}": Netlify keeps /.netlify for itself.`;
  if (rule.force && from === to && status >= 300 && status < 400)
    return `"${from}" leads to itself: readers would be sent round in a loop.`;
  return undefined;
}
