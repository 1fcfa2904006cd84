import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/** Serves a built site with `npm run serve`'s server (as readers get it) on a loopback port, for the benches. */
export async function startSiteServer(
  dir: string,
  port = 9555,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../serve/server.ts'), '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(server.stdout, 'data');
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.kill();
      await once(server, 'exit');
    },
  };
}
