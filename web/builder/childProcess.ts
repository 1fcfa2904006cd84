import { fork } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';

const LINES_PER_WRITE = 200;

/**
 * Runs a script in a child process over many items, and resolves with the one
 * message it answers with. The items travel through a temporary NDJSON file,
 * named by the script's first argument, that the child reads as it goes:
 * handed over in a message, all of them would sit in the child's memory at
 * once, gigabytes at 10,000 docs. Used by build steps that must not share
 * Gatsby's process (its heap, or its cores at full priority).
 */
export async function runInChildProcess<Answer>(options: {
  /** A path, not import.meta.url: Gatsby bundles plugins' gatsby-node into .cache. */
  script: string;
  items: readonly unknown[];
  /** Arguments after the items file. */
  args?: readonly string[];
  /** What the child does, for the error when it stops without answering. */
  what: string;
  /** At the lowest CPU priority, so it uses only time a core would sit idle. */
  lowPriority?: boolean;
}): Promise<Answer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'build-step-'));
  const file = path.join(folder, 'items.ndjson');
  try {
    const handle = await open(file, 'w');
    try {
      for (let start = 0; start < options.items.length; start += LINES_PER_WRITE)
        await handle.write(
          options.items
            .slice(start, start + LINES_PER_WRITE)
            .map((item) => `${JSON.stringify(item)}\n`)
            .join(''),
        );
    } finally {
      await handle.close();
    }
    // The caller's options were the last reference to the items: let them go while the child runs.
    options.items = [];
    return await answerOf<Answer>(options, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function answerOf<Answer>(
  options: { script: string; args?: readonly string[]; what: string; lowPriority?: boolean },
  file: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const child = fork(options.script, [file, ...(options.args ?? [])], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (options.lowPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here (some containers): the step still runs, at normal priority.
      }
    }
    let answer: { value: Answer } | undefined;
    child.once('message', (message) => {
      answer = { value: message as Answer };
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && code === 0) resolve(answer.value);
      else reject(new Error(`${options.what} stopped with exit code ${code} before it answered (its error is above)`));
    });
  });
}
