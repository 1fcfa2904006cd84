import { diffArrays } from 'diff';

/** Words of the Docusaurus page our page does not show, with the words around them on the Docusaurus page. */
export type MissingRun = { before: string; missing: string; after: string };

export type WordCoverage = {
  /** Words on the Docusaurus page. */
  total: number;
  /** Of those, how many our page shows (each word of ours counts once). */
  shown: number;
  missingRuns: MissingRun[];
};

const CONTEXT_WORDS = 5;
/** Missing words this close together make one run, so a sentence with one word kept reads as one gap. */
const JOIN_GAP = 2;

function countWords(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * How many of the Docusaurus page's words ours shows, counting each word as often as it occurs, wherever it
 * stands (a tab shown in another order still shows its words). The missing ones are placed by aligning the two
 * texts: of the Docusaurus words the alignment leaves out, those ours lacks are the ones reported, in runs.
 */
export function wordCoverage(docusaurus: readonly string[], ours: readonly string[]): WordCoverage {
  const lacking = countWords(docusaurus);
  for (const [word, count] of countWords(ours)) {
    const left = (lacking.get(word) ?? 0) - count;
    if (left > 0) lacking.set(word, left);
    else lacking.delete(word);
  }
  const missingCount = [...lacking.values()].reduce((sum, count) => sum + count, 0);
  const missingAt: number[] = [];
  let position = 0;
  for (const change of missingCount === 0 ? [] : diffArrays([...docusaurus], [...ours])) {
    if (change.added) continue;
    if (change.removed)
      for (let index = position; index < position + change.count; index++) {
        const word = docusaurus[index] as string;
        const left = lacking.get(word) ?? 0;
        if (left === 0) continue;
        lacking.set(word, left - 1);
        missingAt.push(index);
      }
    position += change.count;
  }
  return {
    total: docusaurus.length,
    shown: docusaurus.length - missingCount,
    missingRuns: runsOf(docusaurus, missingAt),
  };
}

function runsOf(words: readonly string[], positions: readonly number[]): MissingRun[] {
  const runs: [number, number][] = [];
  for (const position of positions) {
    const last = runs.at(-1);
    if (last && position - last[1] <= JOIN_GAP + 1) last[1] = position;
    else runs.push([position, position]);
  }
  return runs.map(([start, end]) => ({
    before: words.slice(Math.max(0, start - CONTEXT_WORDS), start).join(' '),
    missing: words.slice(start, end + 1).join(' '),
    after: words.slice(end + 1, end + 1 + CONTEXT_WORDS).join(' '),
  }));
}
