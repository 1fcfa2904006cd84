/** The first line of `text`, cut at 80 characters, with "…" where anything was left out. */
export function clip(text: string): string {
  const line = text.split('\n')[0] ?? '';
  const more = line.length > 80 || text.includes('\n');
  return more ? `${line.slice(0, 80)}…` : line;
}

/** `decodeURI`, or the text as written where it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
