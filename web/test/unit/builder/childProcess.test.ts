import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runInChildProcess } from '../../../builder/childProcess.ts';

test('a child process reads the items from its file and answers; one that stops without answering is named', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'child-process-test-'));
  try {
    const counter = path.join(folder, 'counter.mjs');
    await writeFile(
      counter,
      `import { readFileSync } from 'node:fs';
const [file, factor] = process.argv.slice(2);
const items = readFileSync(file, 'utf8').split('\\n').filter(Boolean).map((line) => JSON.parse(line));
process.send({ count: items.length, sum: items.reduce((sum, item) => sum + item.n * Number(factor), 0) });`,
    );
    const items = Array.from({ length: 450 }, (_, index) => ({ n: index }));
    const answer = await runInChildProcess<{ count: number; sum: number }>({
      script: counter,
      items,
      args: ['2'],
      what: 'the counter',
    });
    assert.deepEqual(answer, { count: 450, sum: 2 * ((449 * 450) / 2) });

    const failing = path.join(folder, 'failing.mjs');
    await writeFile(failing, `process.exit(3);`);
    await assert.rejects(runInChildProcess({ script: failing, items, what: 'the failing step' }), {
      message: 'the failing step stopped with exit code 3 before it answered (its error is above)',
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
