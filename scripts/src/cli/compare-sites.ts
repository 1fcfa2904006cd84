#!/usr/bin/env node
/**
 * `npm run compare -- --docusaurus DIR`: compares a Docusaurus site's build folder with ours page by page, the
 * migration's check that every page shows what it showed before.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareSites, reportLines } from '../compare/compareSites.ts';

const USAGE = `Usage: compare [--docusaurus DIR] [--ours DIR] [--threshold PERCENT] [--json FILE] [--gaps N]

  --docusaurus DIR     the Docusaurus site's build folder (what \`docusaurus build\` wrote)
  --ours DIR           our site's build folder                  (default: web/public)
  --threshold PERCENT  least share of a Docusaurus page's words a page of ours
                       shows to count as alike                   (default: 98)
  --json FILE          also write every page's figures and gaps as JSON
  --gaps N             missing passages listed per page           (default: 5)

Compares the docs pages and Markdown pages of both builds by route. Lists pages below
the threshold, with their missing words in context, titles that differ, tags shown as
text and pages only one build has, then a summary line. Exits 1 when a page is below
the threshold, shows a tag as text or is missing from ours.`;

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function main(argv: string[]): number {
  let values: { docusaurus?: string; ours?: string; threshold?: string; json?: string; gaps?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        docusaurus: { type: 'string' },
        ours: { type: 'string' },
        threshold: { type: 'string' },
        json: { type: 'string' },
        gaps: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`compare: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const threshold = Number(values.threshold ?? 98);
  const gaps = Number(values.gaps ?? 5);
  if (!values.docusaurus || !(threshold >= 0 && threshold <= 100) || !Number.isInteger(gaps) || gaps < 0) {
    process.stderr.write(
      `compare: ${values.docusaurus ? '--threshold takes a percentage and --gaps a whole number' : '--docusaurus DIR is required'}\n\n${USAGE}\n`,
    );
    return 2;
  }
  // npm sets INIT_CWD to where `npm run` was typed; workspace scripts run in scripts/.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  let comparison: ReturnType<typeof compareSites>;
  try {
    comparison = compareSites(
      path.resolve(cwd, values.docusaurus),
      path.resolve(cwd, values.ours ?? path.join(repoRoot, 'web/public')),
      threshold,
    );
  } catch (error) {
    process.stderr.write(`compare: ${(error as Error).message}\n`);
    return 1;
  }
  if (values.json) writeFileSync(path.resolve(cwd, values.json), `${JSON.stringify(comparison, null, 2)}\n`);
  process.stdout.write(`${reportLines(comparison, gaps).join('\n')}\n`);
  const { summary } = comparison;
  return summary.below > 0 || summary.pagesWithLiteralTags > 0 || comparison.onlyDocusaurus.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
