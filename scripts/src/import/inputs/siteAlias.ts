import path from 'node:path';

const SITE_ALIAS = '@site/';

/**
 * A path written with `@site/`, the alias Docusaurus gives the site folder in Markdown and imports
 * (`@site/static/img/a.png`), as a path of that folder; undefined for a path written otherwise.
 */
export function fromSiteAlias(written: string, siteDir: string): string | undefined {
  return written.startsWith(SITE_ALIAS) ? path.join(siteDir, written.slice(SITE_ALIAS.length)) : undefined;
}
