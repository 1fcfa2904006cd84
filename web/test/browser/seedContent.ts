import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOCS_DIR = path.resolve(import.meta.dirname, '../../../content/docs');

export type SeedDoc = { route: string; title: string; headings: string[] };

/** Every route of the spec's table: the site must have exactly these doc pages. */
export const SPEC_DOC_ROUTES = [
  '/api/batch',
  '/api/connect',
  '/api/hooks',
  '/api/provider',
  '/introduction/getting-started',
  '/introduction/why-use-react-redux',
  '/troubleshooting',
  '/tutorials/connect',
  '/tutorials/quick-start',
  '/tutorials/typescript-quick-start',
  '/using-react-redux/accessing-store',
  '/using-react-redux/connect-mapdispatch',
  '/using-react-redux/connect-mapstate',
  '/using-react-redux/usage-with-typescript',
];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Inline Markdown to the text a reader sees: `code`, **bold**, [links](x) lose their syntax. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/**
 * Titles and h2 headings as written in the seed Markdown, read independently of
 * the importer so the site test checks what an author wrote, not what the importer made of it.
 */
export function seedDocs(): SeedDoc[] {
  return markdownFiles(DOCS_DIR).map((file) => {
    const text = readFileSync(file, 'utf8');
    const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(text)?.[1] ?? '';
    let inFence = false;
    const headings: string[] = [];
    for (const line of text.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      const match = inFence ? null : /^## (.+)$/.exec(line);
      if (match?.[1]) headings.push(plainText(match[1]));
    }
    const relative = path.relative(DOCS_DIR, file).replace(/\.md$/, '');
    return { route: `/${relative}`, title, headings };
  });
}
