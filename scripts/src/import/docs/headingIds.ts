import { anchorProblem } from '@react-redux-docs/schemas';
import type { Heading } from 'mdast';
import type { MarkdownSource } from '../markdown/source.ts';

/** Where a heading's Docusaurus `{#custom-id}` is kept once taken out of its text, for the conversion. */
export type HeadingData = { customId?: string };

/**
 * Docusaurus `## Heading {#custom-id}`: the id is taken out of the heading's text and kept on the node, so the
 * heading becomes one whose Anchor object names it. An id that is not a valid anchor name is dropped, said.
 */
export function stripHeadingId(heading: Heading, markdown: MarkdownSource): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = /\s*\{#([^{}\s]+)\}\s*$/.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  const id = match[1] ?? '';
  if (anchorProblem(id) === undefined) {
    heading.data = { ...heading.data, customId: id } as Heading['data'];
    return;
  }
  markdown.warn(
    heading,
    `custom heading id {#${id}} dropped: anchor names use lowercase letters (of any script), digits, - and _; the anchor comes from the heading text`,
  );
}
