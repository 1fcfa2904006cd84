/**
 * The one URL each page answers to: no `.html`, no `/index.html`, no trailing
 * slash. Returns undefined when the path is already clean.
 */
export function cleanPath(pathname: string): string | undefined {
  let clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '') clean = '/';
  return clean === pathname ? undefined : clean;
}
