/**
 * Redirects in Netlify's `_redirects` format, written by the build into the
 * published folder: one rule a line, `from to status[!]`, tried in file order,
 * the first that matches winning. Netlify reads the file when it deploys;
 * `npm run serve` reads the same file with Netlify's own parser and matcher
 * (serve/netlifyRules.ts), so both answer alike.
 *
 * This module has no dependencies: the build and the importer use it.
 */

export interface RedirectRule {
  /**
   * The requests the rule applies to: a decoded path (`/guides/what's new`),
   * whose `:name` segments and final `*` capture what the request has there;
   * or an `http://` or `https://` URL, for requests to another host name.
   */
  from: string;
  /**
   * Where they go: a decoded path, which may use what `from` captured
   * (`:name`, `:splat`) and may end in a query of its own (`?tab=hooks`) and
   * a fragment (`#useSelector`); or an `https://` URL of another site (for
   * redirects only). (In `from`, `?` and `#` are characters of the path.)
   */
  to: string;
  /**
   * 301 (the default), 302, 303, 307 or 308: redirect to `to`. 200: answer
   * with `to`'s content at the requested URL. 404 or 410: answer with `to`'s
   * content as not found, or as gone for good.
   */
  status?: number;
  /** Apply the rule even where a file exists at the requested path (`301!`); otherwise the file wins. */
  force?: boolean;
}

/** Statuses that send the browser elsewhere with a Location header. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Every status a rule may have: the redirects, a rewrite (200), and a page answering not found (404) or gone (410). */
const RULE_STATUSES: ReadonlySet<number> = new Set([...REDIRECT_STATUSES, 200, 404, 410]);

const DEFAULT_HEADER = "Written by the build from the docs' old routes (previousRoutes); do not edit.";

const ABSOLUTE_URL = /^https?:\/\//;

/** Paths as a URL carries them: spaces and other characters percent-encoded, so a line splits on whitespace. */
export function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/#/g, '%23').replace(/\?/g, '%3F');
}

export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname).replace(/%23/gi, '#').replace(/%3F/gi, '?');
  } catch {
    return pathname;
  }
}

/**
 * Text that is a URL already (an absolute URL, a query): only what cannot
 * stand in a URL at all (spaces, characters beyond ASCII) is percent-encoded;
 * `%`, `?`, `&` and `#` keep their meaning.
 */
export function encodeUrlText(text: string): string {
  return text.replace(/[^\x21-\x7e]+/gu, (run) => encodeURI(run));
}

function encodeFrom(from: string): string {
  return ABSOLUTE_URL.test(from) ? encodeUrlText(from) : encodePath(from);
}

function encodeTo(to: string): string {
  if (ABSOLUTE_URL.test(to)) return encodeUrlText(to);
  const pathEnd = to.search(/[?#]/);
  if (pathEnd < 0) return encodePath(to);
  return `${encodePath(to.slice(0, pathEnd))}${encodeUrlText(to.slice(pathEnd))}`;
}

/**
 * The text of a `_redirects` file: the header as `#` comment lines (each line
 * given with its `#` or without; '' for no header), then one line a rule, in
 * the given order, its status written out (301 when it has none) and `!`
 * after it when forced. Throws, naming the rule, when a rule has a problem
 * (see redirectRuleProblem): Netlify would skip its line or not do as meant.
 */
export function formatRedirects(rules: readonly RedirectRule[], header: string = DEFAULT_HEADER): string {
  const headerLines = header.replace(/\n+$/, '');
  const lines =
    headerLines === ''
      ? []
      : headerLines.split('\n').map((line) => (line.startsWith('#') ? line : `# ${line}`.trimEnd()));
  for (const [index, rule] of rules.entries()) {
    const problem = redirectRuleProblem(rule);
    if (problem) throw new Error(`Redirect ${index + 1} (from ${rule.from} to ${rule.to}): ${problem}`);
    lines.push(`${encodeFrom(rule.from)} ${encodeTo(rule.to)} ${rule.status ?? 301}${rule.force ? '!' : ''}`);
  }
  return lines.map((line) => `${line}\n`).join('');
}

/** The path part of a rule's `from` or `to`, where captures and placeholders are. */
function pathPart(value: string): string {
  if (!ABSOLUTE_URL.test(value)) return value;
  const afterHost = value.indexOf('/', value.indexOf('//') + 2);
  return afterHost < 0 ? '' : value.slice(afterHost);
}

/** False when the text holds a lone surrogate, which has no UTF-8 form and so no URL form. */
function isWellFormed(text: string): boolean {
  try {
    encodeURI(text);
    return true;
  } catch {
    return false;
  }
}

function textProblem(field: 'from' | 'to', value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return `${field} is missing`;
  if (!isWellFormed(value)) return `${field} "${value}" holds text that is not valid Unicode (a lone surrogate)`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  if (/[\u0000-\u001f\u007f]/.test(value))
    return `${field} "${JSON.stringify(value).slice(1, -1)}" holds a control character (a tab or a line break, say), which no URL has`;
  if (value.trim() !== value) return `${field} "${value}" starts or ends with whitespace`;
  if (!value.startsWith('/') && !ABSOLUTE_URL.test(value))
    return `${field} "${value}" must start with "/" (a path of this site) or with "http://" or "https://" (a URL)`;
  if (ABSOLUTE_URL.test(value) && !URL.canParse(encodeUrlText(value))) return `${field} "${value}" is not a valid URL`;
  return undefined;
}

/**
 * Why Netlify cannot write or apply a rule as meant, in plain words; undefined
 * when it can. Netlify's parser (@netlify/redirect-parser) only reads files,
 * asynchronously, so this checks synchronously what it checks (a `to` that is
 * a path or a URL, a whole-number status, no `/.netlify` paths, valid URLs),
 * plus what it lets through but Netlify does not do as meant: statuses other
 * than those in RULE_STATUSES, placeholders in `to` that `from` does not
 * capture, whitespace at the ends, control characters, proxying to another
 * site, and a forced redirect to itself. test/unit/serve/server.test.ts holds the two to the
 * same verdicts.
 */
export function redirectRuleProblem(rule: RedirectRule): string | undefined {
  const textProblems = textProblem('from', rule.from) ?? textProblem('to', rule.to);
  if (textProblems) return textProblems;
  const { from, to, status = 301, force = false } = rule;
  if (pathPart(from) === '/.netlify' || pathPart(from).startsWith('/.netlify/'))
    return `from "${from}" is under /.netlify, which Netlify keeps for itself`;
  if (!Number.isInteger(status) || !RULE_STATUSES.has(status))
    return `status ${status} is not one Netlify applies here: use 301, 302, 303, 307 or 308 to redirect, 200 to answer with to's content, or 404 or 410 to answer with it as not found or gone`;
  if (typeof force !== 'boolean') return `force must be true or false, not ${JSON.stringify(force)}`;
  if (!REDIRECT_STATUSES.has(status) && ABSOLUTE_URL.test(to))
    return `a ${status} rule to another site ("${to}") would make Netlify fetch that site's content (a proxy); this site only redirects to other sites, so use 301, 302, 303, 307 or 308`;
  const captured = new Set(
    pathPart(from)
      .split('/')
      .filter((segment) => segment.startsWith(':') && segment.length > 1)
      .map((segment) => segment.slice(1)),
  );
  if (from.includes('*')) captured.add('splat');
  for (const [, name] of pathPart(to).matchAll(/:([A-Za-z_]\w*)/g)) {
    if (name && !captured.has(name)) {
      const has =
        captured.size === 0 ? 'captures nothing' : `captures only ${[...captured].map((n) => `:${n}`).join(', ')}`;
      return `to "${to}" uses :${name}, but from "${from}" ${has}${name === 'splat' ? ' (:splat needs a * at the end of from)' : ''}`;
    }
  }
  if (force && REDIRECT_STATUSES.has(status) && from === to)
    return `from and to are both "${from}": a forced redirect to itself sends browsers round in a loop`;
  return undefined;
}
