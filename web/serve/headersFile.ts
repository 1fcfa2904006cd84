/**
 * Response headers in Netlify's `_headers` format: a path pattern on its own
 * line, then its headers indented below it. The build writes the file into
 * the published folder; Netlify reads it, and `npm run serve` reads the same
 * file with Netlify's own parser (@netlify/headers-parser, in
 * serve/netlifyRules.ts) and applies it the same way, so local measurements
 * see production's headers.
 *
 * parseHeaders and headersFor stay here, synchronous and dependency-free, for
 * the build's checks of what it writes: Netlify's parser only reads files,
 * asynchronously. test/unit/serve/server.test.ts holds them to the same answers as Netlify's
 * parser for the rules the build writes.
 */

export interface HeaderRule {
  /** A path, or a pattern ending in `/*` for everything under a folder (`/*` for every path). */
  path: string;
  headers: Record<string, string>;
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  const lines = ['# Written by the build from what it emitted; do not edit.'];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_headers` file, in file order; comments and blank lines are skipped. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0)
      throw new Error(`_headers line ${index + 1}: "${line.trim()}" is not "Name: value" under a path`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/**
 * Whether a rule's path applies to a request path. As Netlify matches: letter
 * case aside, and a trailing slash on the request path aside (`/api/hooks/`
 * gets `/api/hooks`'s headers, on its way to the clean URL).
 */
function matches(pattern: string, pathname: string): boolean {
  const rule = pattern.toLowerCase();
  const request = pathname.length > 1 ? pathname.toLowerCase().replace(/\/$/, '') : pathname;
  if (rule.endsWith('/*')) return request.startsWith(rule.slice(0, -1)) || request === rule.slice(0, -2);
  return rule === request;
}

/** The headers for a request path: every matching rule's, in file order (the build writes no overlaps). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.path, pathname)) Object.assign(headers, rule.headers);
  return headers;
}
