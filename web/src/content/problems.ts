/**
 * What is wrong with the content, collected over the whole build so one
 * message lists every problem: each names the document (title and id), the
 * field, what is wrong and what to do, under a heading per kind.
 */

export type ProblemKind = keyof typeof HEADINGS;

export type ProblemSource = { id: string; type: string; title?: string };

export type Problem = {
  kind: ProblemKind;
  level: 'error' | 'warning';
  /** Undefined for problems of the dataset as a whole (a missing singleton). */
  document?: ProblemSource;
  /** The field, e.g. `body[3].markDefs[0].href`; '' for the document itself. */
  field?: string;
  message: string;
};

/** Headings in the order they are listed. */
const HEADINGS = {
  'missing-document': 'Missing documents',
  'invalid-document': 'Documents that break the schema',
  'unknown-type': 'Unknown block and mark types',
  'broken-link': 'Broken links',
  image: 'Images that cannot be shown',
  'unsafe-link': 'Unsafe links left out',
  'duplicate-route': 'Duplicate routes',
  'missing-anchor': 'Links to a section that does not exist',
  'jsx-as-text': 'Text that reads as JSX',
  'content-warning': 'Content warnings',
} as const;

/** How documents are named in messages: the Studio's name for their type. */
const TYPE_NAMES: Record<string, string> = {
  doc: 'Doc',
  page: 'Standalone page',
  snippet: 'Snippet',
  siteSettings: 'Site settings',
  landingPage: 'Home page',
  announcement: 'Announcement bar',
  navbar: 'Navbar',
  footer: 'Footer',
  sidebarCategory: 'Sidebar category',
  sidebarLink: 'Sidebar link',
  docsVersion: 'Docs version',
  redirects: 'Redirects',
  'sanity.imageAsset': 'Image',
};

export class Problems {
  readonly list: Problem[] = [];
  /** A snippet's text is resolved once for itself and once per doc that includes it; each problem is told once. */
  readonly #told = new Set<string>();

  error(kind: ProblemKind, document: ProblemSource | undefined, field: string | undefined, message: string) {
    this.#add({ kind, level: 'error', document, field, message });
  }

  warn(kind: ProblemKind, document: ProblemSource | undefined, field: string | undefined, message: string) {
    this.#add({ kind, level: 'warning', document, field, message });
  }

  #add(problem: Problem) {
    const key = JSON.stringify([problem.kind, problem.level, problem.document?.id, problem.field, problem.message]);
    if (this.#told.has(key)) return;
    this.#told.add(key);
    this.list.push(problem);
  }

  get errors(): Problem[] {
    return this.list.filter((problem) => problem.level === 'error');
  }

  get warnings(): Problem[] {
    return this.list.filter((problem) => problem.level === 'warning');
  }
}

/** The heading a problem is listed under ("Broken links"). */
export function problemHeading(kind: ProblemKind): string {
  return HEADINGS[kind];
}

/** The kinds in the order they are listed. */
export const PROBLEM_KINDS = Object.keys(HEADINGS) as ProblemKind[];

export function describeSource(document: ProblemSource): string {
  const type = TYPE_NAMES[document.type] ?? document.type;
  return document.title ? `${type} "${document.title}" (${document.id})` : `${type} (${document.id})`;
}

/** The Studio's address for editing a document, from SANITY_STUDIO_URL (e.g. https://docs.sanity.studio). */
export function studioEditUrl(studioUrl: string, document: ProblemSource): string {
  const id = encodeURIComponent(document.id);
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${id};type=${encodeURIComponent(document.type)}`;
}

function line(problem: Problem, studioUrl: string | undefined): string {
  const where = problem.document
    ? `${describeSource(problem.document)}${problem.field ? `, ${problem.field}` : ''}: `
    : '';
  const edit = problem.document && studioUrl ? `\n    Edit: ${studioEditUrl(studioUrl, problem.document)}` : '';
  return `  - ${where}${problem.message}${edit}`;
}

/** Problems of one level as one text, grouped under their headings, each group in document order. */
export function formatProblems(problems: readonly Problem[], options: { studioUrl?: string } = {}): string {
  const sections: string[] = [];
  for (const [kind, heading] of Object.entries(HEADINGS)) {
    const group = problems
      .filter((problem) => problem.kind === kind)
      .sort((a, b) => (a.document?.id ?? '').localeCompare(b.document?.id ?? ''));
    if (group.length === 0) continue;
    sections.push(
      `${heading} (${group.length}):\n${group.map((problem) => line(problem, options.studioUrl)).join('\n')}`,
    );
  }
  return sections.join('\n\n');
}

/** The message a build stops with: every error at once. */
export function errorReport(
  errors: readonly Problem[],
  options: { studioUrl?: string; hosted?: boolean } = {},
): string {
  const count = errors.length === 1 ? 'one problem' : `${errors.length} problems`;
  const hint =
    options.hosted && !options.studioUrl
      ? "\n\nSet SANITY_STUDIO_URL to your Studio's address (e.g. https://docs.sanity.studio) to get a link to each document here."
      : '';
  return `The content cannot be built into a site. Fix ${count} in the Studio, publish, and the site rebuilds:\n\n${formatProblems(errors, options)}${hint}`;
}
