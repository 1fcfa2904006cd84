// The site's own React components, rendered at import time with the site's code (see docs/migrating.md): each
// element becomes the Markdown of what it shows before the converter reads the file.
import { readFileSync } from 'node:fs';
import { Diagnostics } from '../diagnostics.ts';
import { splitFrontMatter } from '../docs/frontMatter.ts';
import { type ExpandedText, expandComponents } from './expandComponents.ts';

export type { ExpandedText } from './expandComponents.ts';

/** An import line that may bring in a component rendered here (componentScope decides). */
const MAY_IMPORT_COMPONENT = /^import\s[^\n]*['"](?:\.{1,2}\/|@site\/|@docusaurus\/|@theme\/)/m;

/** Files rendered at once: esbuild works in parallel, and each file's module is small. */
const AT_ONCE = 4;

/** The Markdown files of a site with their components' elements rendered, by file. */
export class SiteComponents {
  readonly #expanded = new Map<string, ExpandedText>();
  readonly #siteDir: string;
  readonly #siteConfig: Record<string, unknown>;

  constructor(siteDir: string, siteConfig: unknown) {
    this.#siteDir = siteDir;
    this.#siteConfig =
      typeof siteConfig === 'object' && siteConfig !== null ? (siteConfig as Record<string, unknown>) : {};
  }

  /**
   * Renders the elements of every file that imports a component; what cannot be rendered is a warning at its line.
   * Files that fail to read are left to the pass that reads them, which reports them.
   */
  async render(files: readonly string[], diagnostics: Diagnostics): Promise<void> {
    const queue = [...files];
    const work = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        let split: ReturnType<typeof splitFrontMatter>;
        try {
          split = splitFrontMatter(readFileSync(file, 'utf8'), file, new Diagnostics());
        } catch {
          continue;
        }
        if (!MAY_IMPORT_COMPONENT.test(split.content)) continue;
        const expanded = await expandComponents(split.content, {
          file,
          siteDir: this.#siteDir,
          siteConfig: this.#siteConfig,
        });
        if (!expanded) continue;
        this.#expanded.set(file, expanded);
        for (const problem of expanded.problems)
          diagnostics.warn(file, problem.message, { line: problem.line + split.lineOffset });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, work));
  }

  /** The file's body with its components rendered, or undefined when it uses none. */
  expanded(file: string): ExpandedText | undefined {
    return this.#expanded.get(file);
  }
}
