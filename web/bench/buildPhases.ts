/**
 * Where a build's time went, read off its stamped log (each line starts with
 * `[elapsed s, memory]`, see build.ts). A phase ends at the first line that
 * marks its end; its time is from the end of the phase before. A phase whose
 * mark a build does not print (a rebuild skips webpack's bundles) is counted
 * in the next one, so the phases always add up to the whole build.
 */

type Phase = { name: string; endsAt: RegExp };

const PHASES: readonly Phase[] = [
  { name: "starting Gatsby, compiling Gatsby's files", endsAt: /success load gatsby config/ },
  { name: 'loading plugins, up to sourcing', endsAt: /success createSchemaCustomization/ },
  { name: 'sourcing: reading and checking the content, making nodes', endsAt: /success source and transform nodes/ },
  { name: 'schema, createPages, finding queries', endsAt: /success write out requires/ },
  { name: 'webpack: bundles and HTML renderer', endsAt: /success Caching Webpack compilations/ },
  { name: 'page queries (rendering the docs)', endsAt: /success Writing page-data\.json/ },
  { name: 'HTML of the pages', endsAt: /success Building static HTML for pages/ },
  { name: 'stitching, types', endsAt: /success Generating TypeScript types/ },
  { name: 'search index', endsAt: /info Search: / },
  { name: 'first paint (loader in pages)', endsAt: /info Entry scripts start after the first paint/ },
  { name: 'Markdown twins, llms.txt, llms-full.txt', endsAt: /info Markdown: / },
  { name: 'sitemap, headers', endsAt: /info Headers: / },
  { name: "waiting for the schema's rules", endsAt: /the schema's rules had checked every document/ },
  { name: 'finishing', endsAt: /info Done building/ },
];

export type PhaseTime = { name: string; seconds: number };

const STAMP = /^\[([\d.]+) s, /;

/** The phases of the stamped log `log`, in order, with their seconds; `total` closes the last one. */
export function buildPhases(log: string, totalSeconds: number): PhaseTime[] {
  const lines = log.split('\n');
  const phases: PhaseTime[] = [];
  let previousEnd = 0;
  let line = 0;
  let pending: string[] = [];
  for (const phase of PHASES) {
    pending.push(phase.name);
    const at = lines.findIndex((text, index) => index >= line && phase.endsAt.test(text));
    if (at < 0) continue;
    const end = Number(STAMP.exec(lines[at] ?? '')?.[1] ?? previousEnd);
    phases.push({ name: pending.join('; '), seconds: end - previousEnd });
    previousEnd = end;
    line = at + 1;
    pending = [];
  }
  phases.push({ name: pending.length > 0 ? pending.join('; ') : 'the rest', seconds: totalSeconds - previousEnd });
  return phases.filter((phase) => phase.seconds > 0.05 || phase.name !== 'the rest');
}
