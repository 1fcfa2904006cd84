// The site's own code, run on its Markdown at import time as its Docusaurus build runs it (see docs/migrating.md):
// its remark plugins, its rehype plugins, then its components, each turned into the Markdown of what it shows
// before the converter reads the file.
import { readFileSync } from 'node:fs';
import remarkMath from 'remark-math';
import { expandComponents } from '../components/expandComponents.ts';
import { plainStaticSources, statementsKeptWhole } from '../components/staticSources.ts';
import { Diagnostics, type NotCarriedKind } from '../diagnostics.ts';
import { splitFrontMatter } from '../docs/frontMatter.ts';
import { composeLineMaps } from '../markdown/linedText.ts';
import { runRehypePlugins } from './runRehypePlugins.ts';
import { runRemarkPlugins, type SitePlugin } from './runRemarkPlugins.ts';

export type { SitePlugin } from './runRemarkPlugins.ts';

/** The plugins of the docs a file belongs to, as the site's config lists them. */
export type SitePlugins = {
  remarkPlugins?: readonly SitePlugin[] | undefined;
  rehypePlugins?: readonly SitePlugin[] | undefined;
  /** Whether the docs read `$…$` and `$$` blocks as formulas (remark-math). */
  math?: boolean | undefined;
};

/** A file's body as the converter reads it, and the line of the file each of its lines comes from. */
export type PreparedText = { text: string; lineMap: number[] };

/** An import, on one line or several, that may bring in a component rendered here (componentScope decides). */
const MAY_IMPORT_COMPONENT = /^import\s[^;]*?['"](?:\.{1,2}\/|@site\/|@docusaurus\/|@theme\/)/m;

/** A line that starts with an HTML tag, in a text with JSX expressions: HTML written as JSX (findElements decides). */
const mayHoldJsxHtml = (text: string) => /^[ \t]*<[a-z]/m.test(text) && /[=>][ \t]*\{/.test(text);

const REMARK_MATH: SitePlugin = { name: 'remark-math', plugin: remarkMath, options: {} };

/** Files prepared at once: esbuild and the plugins wait on the disk as much as they compute. */
const AT_ONCE = 4;

/** The Markdown files of a site with its remark plugins run and its components rendered, by file. */
export class SiteCode {
  readonly #prepared = new Map<string, PreparedText>();
  readonly #math = new Set<string>();
  readonly #siteDir: string;
  readonly #siteConfig: Record<string, unknown>;

  constructor(siteDir: string, siteConfig: unknown) {
    this.#siteDir = siteDir;
    this.#siteConfig =
      typeof siteConfig === 'object' && siteConfig !== null ? (siteConfig as Record<string, unknown>) : {};
  }

  /**
   * Runs the plugins on each file and renders the components it uses; what cannot run or render is a warning at
   * its line. Files that fail to read are left to the pass that reads them, which reports them.
   */
  async prepare(files: readonly { file: string; plugins?: SitePlugins }[], diagnostics: Diagnostics): Promise<void> {
    const queue = [...files];
    const work = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { file } = next;
        if (next.plugins?.math) this.#math.add(file);
        const { rehypePlugins = [] } = next.plugins ?? {};
        // Formulas are read with the importer's own remark-math, first, as sites list it.
        const remarkPlugins = [...(next.plugins?.math ? [REMARK_MATH] : []), ...(next.plugins?.remarkPlugins ?? [])];
        let split: ReturnType<typeof splitFrontMatter>;
        try {
          split = splitFrontMatter(readFileSync(file, 'utf8'), file, new Diagnostics());
        } catch {
          continue;
        }
        const warn = (line: number, message: string, kind?: NotCarriedKind) =>
          diagnostics.warn(file, message, { line: line + split.lineOffset }, kind);
        let text = split.content;
        let lineMap: number[] | undefined;
        if (remarkPlugins.some((entry) => entry !== REMARK_MATH)) {
          const output = await runRemarkPlugins(text, file, remarkPlugins);
          for (const problem of output?.problems ?? []) warn(problem.line, problem.message, 'remark-plugin');
          if (output && output.problems.length === 0) ({ text, lineMap } = output);
        }
        if (rehypePlugins.length > 0) {
          const output = await runRehypePlugins(text, file, rehypePlugins, remarkPlugins);
          const toFile = (line: number) => lineMap?.[line - 1] ?? line;
          for (const problem of output?.problems ?? []) warn(toFile(problem.line), problem.message, 'rehype-plugin');
          if (output && output.problems.length === 0) {
            lineMap = lineMap ? composeLineMaps(lineMap, output.lineMap) : output.lineMap;
            text = output.text;
          }
        }
        const plain = plainStaticSources(text);
        if (plain !== text) {
          text = plain;
          lineMap ??= text.split('\n').map((_, index) => index + 1);
        }
        if (MAY_IMPORT_COMPONENT.test(text) || mayHoldJsxHtml(text)) {
          const expanded = await expandComponents(text, {
            file,
            siteDir: this.#siteDir,
            siteConfig: this.#siteConfig,
          });
          if (expanded) {
            const toFile = (line: number) => lineMap?.[line - 1] ?? line;
            for (const problem of expanded.problems) warn(toFile(problem.line), problem.message, 'component');
            text = expanded.text;
            lineMap = lineMap ? composeLineMaps(lineMap, expanded.lineMap) : expanded.lineMap;
          }
        }
        const whole = statementsKeptWhole(text);
        if (whole !== text) {
          text = whole;
          lineMap ??= text.split('\n').map((_, index) => index + 1);
        }
        if (lineMap) this.#prepared.set(file, { text, lineMap });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, work));
  }

  /** Whether the file reads `$…$` and `$$` blocks as formulas, as the site's remark-math makes its docs do. */
  readsMath(file: string): boolean {
    return this.#math.has(file);
  }

  /** The file's body as prepared, or undefined when no plugin changed it and it uses no component. */
  prepared(file: string): PreparedText | undefined {
    return this.#prepared.get(file);
  }
}
