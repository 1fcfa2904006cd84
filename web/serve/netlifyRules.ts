/**
 * The published folder's `_redirects` and `_headers`, read and matched by
 * Netlify's own code, for `npm run serve`: @netlify/redirect-parser and
 * @netlify/headers-parser (what a Netlify build reads these files with) and
 * netlify-redirector (the matcher the Netlify CLI's dev server uses). Read
 * once, when the server starts.
 */
import { access } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { decodePath, encodePath } from './redirectsFile.ts';

/** The rule that answers a request, `to` with its placeholders filled in. */
export interface RuleMatch {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface Redirects {
  /** The rules read (lines Netlify would skip are in `errors` instead). */
  readonly count: number;
  /** Whether any rule applies even where a file exists; if none does, requests for files need no matching. */
  readonly anyForced: boolean;
  /**
   * The first rule, in file order, whose `from` (and query and conditions)
   * the request fits. Whether a file shadows it is for the caller, who knows
   * the files.
   */
  match(url: URL, headers: IncomingHttpHeaders): RuleMatch | undefined;
}

/** A rule as @netlify/redirect-parser returns it (its declared type is `unknown`). */
interface ParsedRedirect {
  from: string;
  path: string;
  to: string;
  status?: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  host?: string;
  scheme?: string;
}

/**
 * One spelling of a path for rules and requests alike: percent-encoded the way
 * formatRedirects writes paths. A browser sends `/what's%20new` and
 * `/caf%C3%A9`; a rule may be written `/caf%C3%A9` or `/café`; both sides
 * become the same text, and what a `*` captures stays encoded for Location.
 */
function canonicalPath(pathname: string): string {
  return encodePath(decodePath(pathname));
}

const NO_RULES: Redirects = { count: 0, anyForced: false, match: () => undefined };

/** The rules of a `_redirects` file (none when there is no file) and the lines Netlify would skip, with why. */
export async function readRedirects(file: string): Promise<{ redirects: Redirects; errors: string[] }> {
  const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  const errors = parsed.errors.map((error: Error) => error.message);
  const rules = parsed.redirects as ParsedRedirect[];
  if (rules.length === 0) return { redirects: NO_RULES, errors };
  // The matcher's JSON names the parser's `query` `params`, and takes `path` as the pattern.
  const matcher = await redirector.parseJSON(
    JSON.stringify(
      rules.map((rule) => ({
        path: canonicalPath(rule.path),
        to: rule.to,
        status: rule.status ?? 301,
        force: rule.force,
        params: rule.query,
        conditions: rule.conditions,
        ...(rule.host ? { host: rule.host, scheme: rule.scheme } : {}),
      })),
    ),
    {},
  );
  const redirects: Redirects = {
    count: rules.length,
    anyForced: rules.some((rule) => rule.force),
    match(url, headers) {
      const found = matcher.match({
        scheme: url.protocol.slice(0, -1),
        host: url.hostname,
        path: canonicalPath(url.pathname),
        query: url.search.slice(1),
        getHeader: (name) => {
          const value = headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(', ') : (value ?? '');
        },
        getCookie: () => '',
      });
      return found ? { from: found.from, to: found.to, status: found.status, force: found.force } : undefined;
    },
  };
  return { redirects, errors };
}

/** The header rules of a `_headers` file, and the lines Netlify would skip, with why. Throws when there is no file. */
export async function readHeaders(
  file: string,
): Promise<{ headersFor: (pathname: string) => Record<string, string>; count: number; errors: string[] }> {
  // The parser treats a missing file as an empty one; the build always writes this one.
  await access(file);
  const parsed = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  const rules = parsed.headers.flatMap((rule) => ('forRegExp' in rule ? [rule] : []));
  return {
    count: rules.length,
    errors: parsed.errors.map((error) => error.message),
    // Every matching rule's headers, in file order, a later rule's value winning (as the Netlify CLI applies them).
    headersFor: (pathname) =>
      Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values)),
  };
}
