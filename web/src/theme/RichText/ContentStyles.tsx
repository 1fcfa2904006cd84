/** The CSS a page's rendered content needs beyond the site's own: the colours of its code tokens. */
export function ContentStyles({ css }: { css: string }) {
  return css ? <style>{css}</style> : null;
}
