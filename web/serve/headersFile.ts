/**
 * Response headers in Netlify's `_headers` format: a path pattern on its own
 * line, then its headers indented below it. The build writes the file into
 * the published folder; Netlify reads it, and `npm run serve` reads the same
 * file and applies it the same way, so local measurements see production's
 * headers.
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

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pattern === pathname;
}

/** The headers for a request path: every matching rule's, in file order (the build writes no overlaps). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.path, pathname)) Object.assign(headers, rule.headers);
  return headers;
}
