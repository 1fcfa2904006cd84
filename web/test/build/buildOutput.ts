import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const GATSBY_CLI = path.resolve(import.meta.dirname, '../../../node_modules/gatsby/cli.js');

/**
 * The lines of a build's output where Gatsby's reporter printed an error: the
 * " ERROR  #85923  GRAPHQL" heading of its terminal logger, or the "error …"
 * line of the plain one it uses on CI. Gatsby sends console.error there too,
 * so a Node warning (which Node prints with console.error) shows up as one.
 * A build that succeeds must have none.
 */
export function errorLines(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .filter((line) => /^\s*ERROR\b/.test(line) || /^error\s/.test(line));
}

/** Throws, quoting them, when a successful build's output has error lines. */
export function assertNoErrorLines(output: string, what: string): void {
  const lines = errorLines(output);
  if (lines.length > 0)
    throw new Error(
      `${what} succeeded but printed ${lines.length} error line(s); a successful build must print none:\n${lines.join('\n')}`,
    );
}

/**
 * `gatsby build` in a site folder, for the test command's builds: its output
 * goes to this process's as it comes (in colour on a terminal) and is kept;
 * throws when the build fails, or when it succeeds but printed an error line.
 */
export async function gatsbyBuild(options: { cwd: string; env: NodeJS.ProcessEnv; what: string }): Promise<void> {
  const child = spawn(process.execPath, [GATSBY_CLI, 'build'], {
    cwd: options.cwd,
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      output += chunk;
      to.write(chunk);
    });
  }
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`${options.what} failed (exit ${code}); its output is above`);
  assertNoErrorLines(output, options.what);
}
