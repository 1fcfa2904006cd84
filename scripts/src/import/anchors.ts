import GithubSlugger from 'github-slugger';
import type { BodyBlock } from './types.ts';

const HEADING_STYLES = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The anchors the site gives a body's headings: github-slugger slugs of each
 * h2–h6 block's text, in order, repeats numbered (`props`, `props-1`). Same
 * rule as web/src/theme/PortableText/headingIds.ts, so checked links match
 * the rendered ids.
 */
export function headingAnchors(body: readonly BodyBlock[]): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const block of body) {
    if (block._type !== 'block' || !HEADING_STYLES.has(block.style)) continue;
    anchors.add(slugger.slug(block.children.map((span) => span.text).join('')));
  }
  return anchors;
}
