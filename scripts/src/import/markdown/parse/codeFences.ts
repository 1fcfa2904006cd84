import type { Code } from 'mdast';

const FENCE = /^(`{3,}|~{3,})/;

/** The fence a fenced code block opens with (```` ``` ````, `~~~~`…), or undefined for indented code. */
export function openingFence(node: Code, lines: readonly string[]): string | undefined {
  const start = node.position?.start;
  if (!start) return undefined;
  return FENCE.exec((lines[start.line - 1] ?? '').slice(start.column - 1))?.[1];
}

/**
 * The opening line of a fenced code block that is never closed (CommonMark and MDX then run it to the end of
 * its container, swallowing everything after), or undefined. A closed block ends on a line holding only a fence
 * of its character at least as long as the opening one.
 */
export function unclosedFence(node: Code, lines: readonly string[]): string | undefined {
  const start = node.position?.start;
  const end = node.position?.end;
  const fence = openingFence(node, lines);
  if (!start || !end || !fence) return undefined;
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1).replace(/^[\s>]*/, '');
  const closing = FENCE.exec(last)?.[1];
  const closed =
    end.line > start.line &&
    closing !== undefined &&
    closing[0] === fence[0] &&
    closing.length >= fence.length &&
    last.slice(closing.length).trim() === '';
  return closed ? undefined : (lines[start.line - 1] ?? '').slice(start.column - 1).trim();
}
