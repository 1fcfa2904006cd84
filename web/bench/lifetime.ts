/**
 * What a bench starts (servers, browsers, child processes, temporary folders)
 * is stopped on its way out, however it leaves. Each bench holds what it
 * starts in a `BenchScope` with `await using`, so it is stopped when the
 * scope ends, after success or an error. A signal ends a process without
 * unwinding its scopes, so `runBench` also stops every scope still open when
 * the bench gets SIGINT, SIGTERM or SIGHUP, innermost first, before it exits.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { constants } from 'node:os';

/** Scopes not yet stopped, in the order they were opened. */
const open = new Set<BenchScope>();

/** A scope of things a bench started, stopped in reverse order when it is disposed (or interrupted). */
export class BenchScope implements AsyncDisposable {
  private readonly stack = new AsyncDisposableStack();
  private stopping?: Promise<void>;

  constructor() {
    open.add(this);
  }

  /** Holds a resource that stops itself when disposed. */
  use<T extends AsyncDisposable>(resource: T): T {
    return this.stack.use(resource);
  }

  /** Holds `resource`, stopped by `stop`. */
  adopt<T>(resource: T, stop: (resource: T) => unknown): T {
    return this.stack.adopt(resource, async (value) => {
      await stop(value);
    });
  }

  defer(stop: () => unknown): void {
    this.stack.defer(async () => {
      await stop();
    });
  }

  /** A new scope holding what this one held, for a function that starts something and hands it on. */
  move(): BenchScope {
    const moved = new BenchScope();
    moved.stack.use(this.stack.move());
    open.delete(this);
    this.stopping = Promise.resolve();
    return moved;
  }

  /** Stops what the scope holds, once: an interrupted bench and the scope's own end may both ask. */
  [Symbol.asyncDispose](): Promise<void> {
    this.stopping ??= this.stack.disposeAsync().finally(() => open.delete(this));
    return this.stopping;
  }
}

/** How long a child process gets to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Ends a child process and waits for it. A child spawned `detached` leads its
 * own process group, and the whole group is signalled, even when the leader
 * has already exited: a site build's own children (Gatsby's workers) end too.
 */
export async function stopProcess(child: ChildProcess, detached = false): Promise<void> {
  if (child.pid === undefined) return;
  const exited = hasExited(child) ? undefined : once(child, 'exit');
  const signal = (name: NodeJS.Signals) => {
    try {
      if (detached && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Nothing of it is left.
    }
  };
  signal('SIGTERM');
  if (!exited) return;
  const grace = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
  try {
    await exited;
  } finally {
    clearTimeout(grace);
  }
}

/** Rejects when the child ends before `ready` settles, so a start that fails does not wait forever. */
export async function unlessExited<T>(child: ChildProcess, ready: Promise<T>, what: string): Promise<T> {
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`${what} ended before it was ready (${signal ?? `exit code ${code}`})`);
  });
  return Promise.race([ready, exited]);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why a bench failed. A plain Error says it (the benches throw those, and so
 * do the tools they drive); any other kind is a bug, shown with where it is.
 */
function failure(error: unknown): string {
  // `await using` reports a failure to stop something alongside the error that ended the scope.
  if (error instanceof SuppressedError)
    return `${failure(error.suppressed)}\nand stopping what it started failed too: ${failure(error.error)}`;
  if (!(error instanceof Error) || error.constructor === Error) return message(error);
  return error.stack ?? message(error);
}

/**
 * Runs a bench: exit code 1 when it returns true (a target missed) or fails,
 * with the failure's message. On a signal, what it started is stopped first.
 */
export async function runBench(name: string, bench: () => Promise<boolean>): Promise<void> {
  const interrupted = async (signal: (typeof SIGNALS)[number]) => {
    console.error(`\n${name}: ${signal}, stopping what it started`);
    for (const scope of [...open].reverse())
      await scope[Symbol.asyncDispose]().catch((error: unknown) => console.error(`${name}: ${message(error)}`));
    // The bench's own code is still waiting on what was stopped; exiting is the signal's default, done late.
    process.exit(128 + constants.signals[signal]);
  };
  for (const signal of SIGNALS) process.once(signal, interrupted);
  try {
    if (await bench()) process.exitCode = 1;
  } catch (error) {
    console.error(`${name} failed: ${failure(error)}`);
    process.exitCode = 1;
  } finally {
    for (const signal of SIGNALS) process.off(signal, interrupted);
  }
}
