import GithubSlugger from 'github-slugger';
import type { ContentNode } from './resolveContent.ts';

const HEADING_STYLE = /^h[2-6]$/;

/**
 * Gives every heading of every Portable Text body its anchor, made the way
 * GitHub and Docusaurus make them (so `hooks.md#useselector` links keep
 * working), once per document and in order so repeated titles get -1, -2.
 * Done here, at build time, so no slug library ships to the browser.
 */
export function addHeadingAnchors(nodes: ContentNode[]): void {
  for (const node of nodes) {
    for (const value of Object.values(node.data)) {
      if (!Array.isArray(value)) continue;
      const slugger = new GithubSlugger();
      for (const block of value as { _type?: string; style?: string; children?: { text?: string }[] }[]) {
        if (block?._type !== 'block' || !HEADING_STYLE.test(block.style ?? '')) continue;
        const text = (block.children ?? []).map((child) => child.text ?? '').join('');
        Object.assign(block, { anchor: slugger.slug(text) });
      }
    }
  }
}
