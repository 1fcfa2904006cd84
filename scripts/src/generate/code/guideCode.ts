/**
 * Code blocks for guides: any kind of snippet, written around the doc's
 * subject entity and the generated function names it defines or mentions, so
 * search finds those names in code as it does in real docs.
 */
import type { CodeBlock } from '../../import/types.ts';
import { type Random, weighted } from '../random.ts';
import { toCodeBlock } from './codeBlock.ts';
import { componentSnippet, connectedSnippet, diffSnippet } from './componentSnippets.ts';
import { jsonSnippet, shellSnippet, yamlSnippet } from './projectFileSnippets.ts';
import {
  middlewareSnippet,
  selectorsSnippet,
  sliceSnippet,
  storeSnippet,
  testSnippet,
  thunkSnippet,
} from './storeSnippets.ts';
import type { CodeSubject, Snippet } from './types.ts';

type SnippetMaker = (random: Random, subject: CodeSubject) => Snippet;

/** Snippet kinds by how often docs show them. */
const GUIDE_SNIPPETS: readonly (readonly [SnippetMaker, number])[] = [
  [sliceSnippet, 10],
  [selectorsSnippet, 8],
  [(r, s) => storeSnippet(r, s, true), 6],
  [(r, s) => storeSnippet(r, s, false), 3],
  [(r, s) => componentSnippet(r, s, true), 12],
  [(r, s) => componentSnippet(r, s, false), 8],
  [connectedSnippet, 4],
  [middlewareSnippet, 4],
  [thunkSnippet, 5],
  [testSnippet, 5],
  [shellSnippet, 10],
  [jsonSnippet, 9],
  [diffSnippet, 3],
  [yamlSnippet, 2],
];

/** A code block for a guide: any of the snippet kinds, by how often docs show them. */
export function guideCode(random: Random, subject: CodeSubject): CodeBlock {
  const make = weighted(random, GUIDE_SNIPPETS);
  return toCodeBlock(random, make(random, subject), 0.45);
}
