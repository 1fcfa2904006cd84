import type { Heading } from 'mdast';
import type { MarkdownSource } from '../markdown/source.ts';

/**
 * Docusaurus `## Heading {#custom-id}`: the site makes anchors from the
 * heading text, so the id is dropped (with a warning) and the text kept.
 */
export function stripHeadingId(heading: Heading, markdown: MarkdownSource): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = /\s*\{#([^{}\s]+)\}\s*$/.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  markdown.warn(heading, `custom heading id {#${match[1]}} dropped: anchors come from the heading text`);
}
