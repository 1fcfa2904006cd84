import { readdirSync, readFileSync } from 'node:fs';

/** The process and all its descendants, from /proc (Linux). */
function descendants(pid: number): number[] {
  const all = [pid];
  for (let index = 0; index < all.length; index++) {
    const current = all[index] as number;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${current}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) all.push(...children.split(/\s+/).map(Number));
      } catch {
        // The task ended while we looked.
      }
    }
  }
  return all;
}

/** Resident memory of a process and its descendants, in bytes. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const id of descendants(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
