import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageText } from './pageText.ts';

/** The route a built HTML file answers: `a/b/index.html` and `a/b.html` are `/a/b`. */
export function routeOfHtmlFile(relative: string): string {
  const route = `/${relative.split(path.sep).join('/')}`.replace(/(?:\/index)?\.html$/, '');
  return route === '' ? '/' : route;
}

/** Every page of a build folder that `read` takes as content, by route. `404.html` is never one. */
export function builtPages(dir: string, read: (html: string) => PageText | undefined): Map<string, PageText> {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${dir}: build folder not found`);
  const pages = new Map<string, PageText>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== '404.html') {
        const page = read(readFileSync(full, 'utf8'));
        if (page) pages.set(routeOfHtmlFile(path.relative(dir, full)), page);
      }
    }
  };
  walk(dir);
  return pages;
}
