/**
 * What a link in the content points at, judged before it reaches a page:
 * another website (http, https, mailto), a path of this site, a section of
 * the same page, or something no reader should be sent to (javascript:,
 * data:, file: and every other scheme), which the build leaves out.
 */
export type ClassifiedLink =
  | { kind: 'external' }
  | { kind: 'site'; route: string; anchor: string }
  | { kind: 'section'; anchor: string }
  | { kind: 'unsafe' };

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** `href` as written in a document whose page is at `/fromRoute`. */
export function classifyLink(href: string, fromRoute = ''): ClassifiedLink {
  const compact = href.replace(IGNORED_CHARACTERS, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme) return SAFE_SCHEMES.has(scheme) ? { kind: 'external' } : { kind: 'unsafe' };
  if (compact.startsWith('//')) return { kind: 'external' };
  if (compact.startsWith('#')) return { kind: 'section', anchor: decodeAnchor(compact.slice(1)) };
  const resolved = new URL(href.trim(), `https://site.invalid/${fromRoute}`);
  const route = decodeSafely(resolved.pathname, decodeURI)
    .replace(/\/index\.html$|\.html$/, '')
    .replace(/^\/+|\/+$/g, '');
  return { kind: 'site', route, anchor: decodeAnchor(resolved.hash.slice(1)) };
}

function decodeAnchor(anchor: string): string {
  return decodeSafely(anchor, decodeURIComponent);
}

/** Content may hold a stray "%": kept as written rather than crashing the build. */
function decodeSafely(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}
