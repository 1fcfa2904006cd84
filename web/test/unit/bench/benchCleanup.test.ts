/**
 * The benches stop what they start, however they end: `npm run bench:search`
 * is run for real on a tiny site, with Chromium missing or never starting, and
 * must exit on its own with the site server's port closed behind it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, type TestContext, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

const SEARCH_BENCH = path.resolve(import.meta.dirname, '../../../bench/search.ts');
/** Far more than a bench that stops needs (a second or two), far less than one that hangs. */
const HANG_GUARD_MS = 30_000;

let dir: string;
let site: string;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bench-cleanup-'));
  // What the site server and the bench check for before they start: no page needs to be real.
  site = path.join(dir, 'site');
  mkdirSync(path.join(site, 'search-index'), { recursive: true });
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(site, '_headers'), '');
  writeFileSync(path.join(site, 'search-index', 'manifest.json'), '{}');
});

after(() => rmSync(dir, { recursive: true, force: true }));

type BenchRun = {
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** Resolves with the origin the bench says it serves, once it says so. */
  serving: Promise<string>;
  signal: (name: NodeJS.Signals) => void;
};

/**
 * Starts the search bench with `chromium` as its Chromium. It leads its own
 * process group, so that whatever a broken bench leaves behind can be killed
 * after the test.
 */
function startSearchBench(t: TestContext, chromium: string): BenchRun {
  const child = spawn(process.execPath, [SEARCH_BENCH, '--site', site, '--port', '0', '--sizes', 'seed'], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let announced: (origin: string) => void = () => {};
  const serving = new Promise<string>((resolve) => {
    announced = resolve;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const origin = / at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (origin) announced(origin);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Not 'close': a server the bench left running would hold its pipes open.
  const exit = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
  t.after(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Nothing of it is left, as it should be.
    }
  });
  return { exit, output: () => output, serving, signal: (name) => child.kill(name) };
}

async function withinGuard<T>(promise: Promise<T>, what: string, run: BenchRun): Promise<T> {
  const guard = sleep(HANG_GUARD_MS, undefined, { ref: false }).then(() => {
    throw new Error(`${what} took over ${HANG_GUARD_MS / 1000} s; output so far:\n${run.output()}`);
  });
  return Promise.race([promise, guard]);
}

/** Whether something still accepts connections at `origin`. */
async function accepts(origin: string): Promise<boolean> {
  const url = new URL(origin);
  const socket = connect(Number(url.port), url.hostname);
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** Whether a process runs: it exists and is not a zombie waiting for a parent to reap it (Linux's /proc). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Polls until `done` holds, within the hang guard. */
async function until(done: () => boolean, what: string, run: BenchRun): Promise<void> {
  const deadline = Date.now() + HANG_GUARD_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} took over ${HANG_GUARD_MS / 1000} s; output:\n${run.output()}`);
    await sleep(50);
  }
}

test('with Chromium missing, the search bench exits 1 on its own, says why, and its site server is gone', async (t) => {
  const missing = path.join(dir, 'no-chromium-here');
  const run = startSearchBench(t, missing);
  const { code } = await withinGuard(run.exit, 'the bench to exit', run);

  assert.equal(code, 1, run.output());
  assert.match(run.output(), /bench:search failed: Chromium did not start/);
  assert.ok(run.output().includes(missing), `the message names the missing file:\n${run.output()}`);
  // The server had started: the failure came after it, where the bench used to leave it running.
  const origin = await withinGuard(run.serving, 'the bench to say where it serves', run);
  assert.equal(await accepts(origin), false, `${origin} still accepts connections`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`on ${signal} while Chromium starts, the search bench stops its site server and Chromium, then exits`, async (t) => {
    // A "Chromium" that never says it is ready, so the bench is waiting for it when the signal comes.
    const pidFile = path.join(dir, `${signal}.pid`);
    const chromium = path.join(dir, `hanging-chromium-${signal}`);
    writeFileSync(chromium, `#!/bin/sh\necho $$ > '${pidFile}'\nexec sleep 60\n`);
    chmodSync(chromium, 0o755);
    const run = startSearchBench(t, chromium);
    const origin = await withinGuard(run.serving, 'the bench to start its site server', run);
    await until(
      () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '',
      'Chromium to be launched',
      run,
    );
    const chromiumPid = Number(readFileSync(pidFile, 'utf8'));
    // Chromium leads a process group of its own, out of reach of the bench's.
    t.after(() => {
      if (isRunning(chromiumPid)) process.kill(chromiumPid, 'SIGKILL');
    });
    assert.equal(await accepts(origin), true, 'the site server runs before the signal');

    run.signal(signal);
    const { code } = await withinGuard(run.exit, `the bench to exit after ${signal}`, run);

    assert.equal(await accepts(origin), false, `${origin} still accepts connections`);
    assert.equal(code, signal === 'SIGTERM' ? 143 : 130, run.output());
    assert.match(run.output(), new RegExp(`bench:search: ${signal}, stopping what it started`));
    // Killed as the bench exited; the kill takes a moment to land.
    await until(() => !isRunning(chromiumPid), `Chromium (pid ${chromiumPid}) to end`, run);
  });
}
