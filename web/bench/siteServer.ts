import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { BenchScope, stopProcess, unlessExited } from './lifetime.ts';

/** A served site, stopped when disposed. */
export type SiteServer = AsyncDisposable & { origin: string };

/**
 * Serves a built site with `npm run serve`'s server (as readers get it) on a
 * loopback port, for the benches; port 0 picks a free one.
 */
export async function startSiteServer(dir: string, port = 9555): Promise<SiteServer> {
  await using starting = new BenchScope();
  const server = starting.adopt(
    spawn(
      process.execPath,
      [
        path.join(import.meta.dirname, '../serve/server.ts'),
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--dir',
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    ),
    (child) => stopProcess(child),
  );
  const [line] = await unlessExited(server, once(server.stdout, 'data'), `The site server for ${dir}`);
  // It prints "Serving <dir> at http://127.0.0.1:<port>/" once it listens.
  const origin = / at (http:\/\/[^/\s]+)\/?\s*$/.exec(String(line))?.[1];
  if (!origin) throw new Error(`The site server said "${String(line).trim()}", not where it serves`);
  const running = starting.move();
  return { origin, [Symbol.asyncDispose]: () => running[Symbol.asyncDispose]() };
}
