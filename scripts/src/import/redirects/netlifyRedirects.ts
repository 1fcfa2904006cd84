import { readFileSync } from 'node:fs';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { DEFAULT_REDIRECT_STATUS, redirectRuleProblem } from '@react-redux-docs/schemas';
import type { Diagnostics } from '../diagnostics.ts';
import type { RedirectRuleJson } from './types.ts';

/** What Netlify's parser gives for one rule (the fields read here). */
interface ParsedRule {
  from: string;
  to?: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
  headers?: Record<string, string>;
  proxy?: boolean;
}

/**
 * The rules of a Netlify `_redirects` file, in its order, with the comment lines above a rule as its note. A rule
 * the redirect list cannot hold is left out with a warning naming its line.
 */
export async function netlifyRedirects(
  file: string,
  diagnostics: Diagnostics,
  docRoutes: readonly string[] = [],
): Promise<RedirectRuleJson[]> {
  const pages = new Set(docRoutes.map(routeKey));
  const lines = readFileSync(file, 'utf8').split('\n');
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  // Netlify's parser names the line of a rule it cannot read, and returns the others in file order.
  const unreadable = new Set<number>();
  for (const error of errors as Error[]) {
    const [first = '', ...rest] = String(error.message ?? error).split('\n');
    const line = Number(/line (\d+)/.exec(first)?.[1]);
    if (Number.isInteger(line)) unreadable.add(line);
    const reason = rest.at(-1)?.trim() || first;
    diagnostics.warn(file, `Netlify cannot read this redirect (${reason}); not imported`, {
      ...(Number.isInteger(line) ? { line } : {}),
    });
  }
  const ruleLines: number[] = [];
  const notes = new Map<number, string>();
  let comment: string[] = [];
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('#')) {
      comment.push(trimmed.replace(/^#+\s*/, ''));
      return;
    }
    if (comment.length > 0) notes.set(index + 1, comment.join(' '));
    comment = [];
    if (!unreadable.has(index + 1)) ruleLines.push(index + 1);
  });
  const parsed = redirects as ParsedRule[];
  const lineOf = (index: number) => (ruleLines.length === parsed.length ? ruleLines[index] : undefined);
  return parsed.flatMap((rule, index) => {
    const line = lineOf(index);
    const at = line === undefined ? {} : { line };
    const warn = (message: string) => {
      diagnostics.warn(file, `redirect ${rule.from} ${rule.to ?? ''}: ${message}; not imported`, at);
      return [];
    };
    if (!rule.from.startsWith('/')) return warn('rules for other host names are set at the host, not in the site');
    if (rule.query && Object.keys(rule.query).length > 0)
      return warn(
        `it matches query parameters (${Object.keys(rule.query).join(', ')}), which the redirect list cannot`,
      );
    if (rule.conditions && Object.keys(rule.conditions).length > 0)
      return warn(`it has conditions (${Object.keys(rule.conditions).join(', ')}), which the redirect list cannot`);
    if (rule.signed) return warn('signed proxy rules are set at the host, not in the site');
    if (rule.headers && Object.keys(rule.headers).length > 0) return warn('rules that send headers are not kept');
    const kept: RedirectRuleJson = {
      from: rule.from,
      to: rule.to ?? '',
      status: rule.status ?? DEFAULT_REDIRECT_STATUS,
      force: rule.force === true,
    };
    if (rule.proxy) return warn('proxying to another site (status 200 to a full address) is not kept');
    // Netlify applies a rule that is not forced (no "!") only where no file answers; a doc's page does.
    if (!kept.force && pages.has(routeKey(kept.from))) {
      return warn(
        `${kept.from} is a doc's page, which Netlify serves instead of a rule without "!", so it never applied`,
      );
    }
    const problem = redirectRuleProblem(kept);
    if (problem) return warn(problem.replace(/\.$/, ''));
    const note = line === undefined ? undefined : notes.get(line);
    return [note ? { ...kept, note } : kept];
  });
}

/** A route as pages and rules are compared: no slashes at its ends, any letter case. */
const routeKey = (route: string) => route.replace(/^\/+|\/+$/g, '').toLowerCase();
