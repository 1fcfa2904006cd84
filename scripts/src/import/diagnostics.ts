import path from 'node:path';

export type Severity = 'warning' | 'error';

/** Where a problem is: a line in a Markdown/JS file, or a field path in a JSON file. */
export interface Location {
  line?: number;
  path?: string;
}

/** What a warning says is not carried over, for the import's summary (see notCarried.ts). */
export type NotCarriedKind =
  | 'component'
  | 'jsx'
  | 'html'
  | 'remark-plugin'
  | 'rehype-plugin'
  | 'docusaurus-plugin'
  | 'theme'
  | 'locale';

export interface Problem extends Location {
  severity: Severity;
  /** Set on a warning about something the site does not carry over. */
  kind?: NotCarriedKind;
  /** Absolute path of the file the problem is in. */
  file: string;
  message: string;
}

/** Collects warnings and errors so one run reports every problem, not just the first. */
export class Diagnostics {
  readonly problems: Problem[] = [];

  warn(file: string, message: string, at: Location = {}, kind?: NotCarriedKind): void {
    const warning = problem('warning', file, message, at);
    if (kind) warning.kind = kind;
    this.problems.push(warning);
  }

  error(file: string, message: string, at: Location = {}): void {
    this.problems.push(problem('error', file, message, at));
  }

  get warnings(): Problem[] {
    return sortProblems(this.problems.filter((p) => p.severity === 'warning'));
  }

  get errors(): Problem[] {
    return sortProblems(this.problems.filter((p) => p.severity === 'error'));
  }

  /** Throws an ImportError listing every error collected so far. */
  throwIfErrors(): void {
    const errors = this.errors;
    if (errors.length > 0) throw new ImportError(errors, this.warnings);
  }
}

function problem(severity: Severity, file: string, message: string, at: Location): Problem {
  const result: Problem = { severity, file, message };
  if (at.line !== undefined) result.line = at.line;
  if (at.path !== undefined) result.path = at.path;
  return result;
}

/** Orders problems by file, then line; problems without a line keep their order before the lined ones. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems
    .map((p, index) => ({ p, index }))
    .sort((a, b) => {
      if (a.p.file !== b.p.file) return a.p.file < b.p.file ? -1 : 1;
      const lineA = a.p.line ?? 0;
      const lineB = b.p.line ?? 0;
      return lineA !== lineB ? lineA - lineB : a.index - b.index;
    })
    .map(({ p }) => p);
}

/** `<file>:<line>: warning: <path>: <message>`, with the file relative to `baseDir`. */
export function formatProblem(p: Problem, baseDir: string = process.cwd()): string {
  const file = displayPath(p.file, baseDir);
  const line = p.line !== undefined ? `:${p.line}` : '';
  const field = p.path !== undefined ? `${p.path}: ` : '';
  return `${file}${line}: ${p.severity}: ${field}${p.message}`;
}

export function displayPath(file: string, baseDir: string = process.cwd()): string {
  const relative = path.relative(baseDir, file);
  const shown = relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  return shown.split(path.sep).join('/');
}

/** Thrown when the input cannot be imported; `problems` lists every error found. */
export class ImportError extends Error {
  readonly problems: Problem[];
  /** Warnings found before the import stopped. */
  readonly warnings: Problem[];

  constructor(problems: Problem[], warnings: Problem[] = []) {
    super(
      problems.length === 1 && problems[0]
        ? formatProblem(problems[0])
        : `${problems.length} errors:\n${problems.map((p) => formatProblem(p)).join('\n')}`,
    );
    this.name = 'ImportError';
    this.problems = problems;
    this.warnings = warnings;
  }
}

/** Shorthand for throwing a single located error. */
export function fail(file: string, message: string, at: Location = {}): never {
  throw new ImportError([problem('error', file, message, at)]);
}
