const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** HTML as plain text: tags dropped (a `<br>` a space), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The announcement bar's HTML as the Markdown the site's announcement holds: links, bold, italics and code are
 * kept; other tags are dropped with their text kept (and named).
 */
export function htmlToMarkdown(html: string): { text: string; dropped: string[] } {
  const dropped = new Set<string>();
  const text = html
    .replace(/<a\s[^>]*href\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a>/gis, (_all, _q, href: string, inner: string) => {
      return `[${inner}](${href})`;
    })
    .replace(/<\/?(b|strong)\b[^>]*>/gi, '**')
    .replace(/<\/?(i|em)\b[^>]*>/gi, '_')
    .replace(/<\/?code\b[^>]*>/gi, '`')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_all, tag: string) => {
      dropped.add(`<${tag.toLowerCase()}>`);
      return '';
    });
  return { text: decodeEntities(text).replace(/\s+/g, ' ').trim(), dropped: [...dropped] };
}
