import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from './builtPages.ts';
import { docusaurusPageText, ourPageText } from './pageText.ts';
import { type MissingRun, wordCoverage } from './wordCoverage.ts';

export type PageComparison = {
  route: string;
  /** Where our build sends readers of `route`, when it redirects it (docs-only mode's `/` → `/home`). */
  redirectedTo?: string;
  kind: 'doc' | 'page';
  docusaurusTitle: string;
  ourTitle: string;
  /** Words on the Docusaurus page, and how many of them ours shows. */
  words: number;
  shownWords: number;
  /** `shownWords / words` as a percentage; 100 for a page without words. */
  shownPercent: number;
  missing: MissingRun[];
  /** JSX or HTML tags our page shows as text where the Docusaurus page does not. */
  literalTags: string[];
};

export type SiteComparison = {
  /** The least share of words a page may show to count as alike, in percent. */
  threshold: number;
  pages: PageComparison[];
  /** Content pages of the Docusaurus build that ours lacks, and the other way round. */
  onlyDocusaurus: string[];
  onlyOurs: string[];
  summary: {
    pages: number;
    /** Pages that show at least `threshold` percent of the Docusaurus page's words. */
    alike: number;
    below: number;
    lowest?: { route: string; shownPercent: number };
    words: number;
    shownWords: number;
    pagesWithLiteralTags: number;
    titlesDiffering: number;
  };
};

/**
 * Whether the two pages show different titles. A Docusaurus page with no title on it (`hide_title` and no heading)
 * matches any of ours: ours then has its title for screen readers only.
 */
const titleDiffers = (page: PageComparison) => page.docusaurusTitle !== '' && page.docusaurusTitle !== page.ourTitle;

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

/** Compares a Docusaurus build folder with ours page by page: docs pages and Markdown pages, by route. */
export function compareSites(docusaurusDir: string, ourDir: string, threshold = 98): SiteComparison {
  const theirs = builtPages(docusaurusDir, docusaurusPageText);
  const ours = builtPages(ourDir, ourPageText);
  const pages: PageComparison[] = [];
  const redirects = simpleRedirects(ourDir);
  for (const [route, page] of theirs) {
    const target = ours.has(route) ? undefined : redirects.get(route);
    const our = ours.get(target ?? route);
    if (!our) continue;
    const coverage = wordCoverage(page.words, our.words);
    pages.push({
      route,
      ...(target ? { redirectedTo: target } : {}),
      kind: page.kind,
      docusaurusTitle: page.title,
      ourTitle: our.title,
      words: coverage.total,
      shownWords: coverage.shown,
      shownPercent: percent(coverage.shown, coverage.total),
      missing: coverage.missingRuns,
      literalTags: our.literalTags.filter((tag) => !page.literalTags.includes(tag)),
    });
  }
  const compared = new Set(pages.map((page) => page.route));
  const reached = new Set(pages.flatMap((page) => (page.redirectedTo ? [page.redirectedTo] : [])));
  const below = pages.filter((page) => page.shownPercent < threshold);
  const lowest = [...pages].sort((a, b) => a.shownPercent - b.shownPercent)[0];
  return {
    threshold,
    pages,
    onlyDocusaurus: [...theirs.keys()].filter((route) => !compared.has(route)),
    onlyOurs: [...ours.keys()].filter((route) => !theirs.has(route) && !reached.has(route)),
    summary: {
      pages: pages.length,
      alike: pages.length - below.length,
      below: below.length,
      ...(lowest ? { lowest: { route: lowest.route, shownPercent: lowest.shownPercent } } : {}),
      words: pages.reduce((sum, page) => sum + page.words, 0),
      shownWords: pages.reduce((sum, page) => sum + page.shownWords, 0),
      pagesWithLiteralTags: pages.filter((page) => page.literalTags.length > 0).length,
      titlesDiffering: pages.filter(titleDiffers).length,
    },
  };
}

/**
 * Our build's redirects from one path to another (`_redirects`, as the build writes it): a page Docusaurus serves
 * at a path ours sends elsewhere is compared with the page readers land on. Rules with placeholders are left out.
 */
function simpleRedirects(ourDir: string): Map<string, string> {
  const redirects = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(path.join(ourDir, '_redirects'), 'utf8');
  } catch {
    return redirects;
  }
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || /[*:]/.test(from + to) || !to.startsWith('/')) continue;
    const clean = (route: string) => decodeURI(route.replace(/\/+$/, '')) || '/';
    if (!redirects.has(clean(from))) redirects.set(clean(from), clean(to));
  }
  return redirects;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** One line that says how close the two builds are. */
export function summaryLine(comparison: SiteComparison): string {
  const { summary, threshold } = comparison;
  const lowest = summary.lowest ? ` (lowest ${summary.lowest.shownPercent}%, ${summary.lowest.route})` : '';
  return [
    `${plural(summary.pages, 'page')} compared: ${summary.alike} show at least ${threshold}% of the Docusaurus page's words, ${summary.below} fewer${lowest}`,
    `words shown ${percent(summary.shownWords, summary.words)}% (${summary.shownWords.toLocaleString('en-US')} of ${summary.words.toLocaleString('en-US')})`,
    `${plural(summary.pagesWithLiteralTags, 'page')} with tags shown as text`,
    `${plural(summary.titlesDiffering, 'title')} differing`,
    `${plural(comparison.onlyDocusaurus.length, 'page')} only in the Docusaurus build, ${comparison.onlyOurs.length} only in ours`,
  ].join('; ');
}

const SHOWN_MISSING_WORDS = 40;

/** A long passage's first words, and how long it is. */
function clipped(words: string): string {
  const list = words.split(' ');
  return list.length <= SHOWN_MISSING_WORDS
    ? words
    : `${list.slice(0, SHOWN_MISSING_WORDS).join(' ')} … (${list.length} words)`;
}

/** The report a person reads: pages below the threshold or with problems, worst first, then the summary line. */
export function reportLines(comparison: SiteComparison, missingPerPage = 5): string[] {
  const lines: string[] = [];
  const worth = comparison.pages
    .filter((page) => page.shownPercent < comparison.threshold || page.literalTags.length > 0 || titleDiffers(page))
    .sort((a, b) => a.shownPercent - b.shownPercent || (a.route < b.route ? -1 : 1));
  for (const page of worth) {
    const route = page.redirectedTo ? `${page.route} (ours: ${page.redirectedTo})` : page.route;
    lines.push(`${route}: ${page.shownPercent}% of ${plural(page.words, 'word')}`);
    if (titleDiffers(page)) lines.push(`  title: Docusaurus "${page.docusaurusTitle}", ours "${page.ourTitle}"`);
    for (const tag of [...new Set(page.literalTags)].slice(0, missingPerPage))
      lines.push(`  tag shown as text: ${tag}`);
    for (const run of page.missing.slice(0, missingPerPage))
      lines.push(`  missing: …${run.before} [${clipped(run.missing)}] ${run.after}…`);
    if (page.missing.length > missingPerPage) lines.push(`  … and ${page.missing.length - missingPerPage} more gaps`);
  }
  for (const route of comparison.onlyDocusaurus) lines.push(`${route}: only in the Docusaurus build`);
  for (const route of comparison.onlyOurs) lines.push(`${route}: only in ours`);
  lines.push(summaryLine(comparison));
  return lines;
}
