/**
 * The one URL each page answers to: no `.html`, no `/index.html`, no trailing
 * slash. Returns undefined when the path is already clean. The clean path is
 * clean in one step (`/a.html/` gives `/a`, not `/a.html`), so a request needs
 * one redirect at most.
 */
export function cleanPath(pathname: string): string | undefined {
  let clean = pathname;
  for (let previous = ''; clean !== previous; ) {
    previous = clean;
    clean = clean.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (clean.length > 1) clean = clean.replace(/\/+$/, '');
    if (clean === '') clean = '/';
  }
  return clean === pathname ? undefined : clean;
}
