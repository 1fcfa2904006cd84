import type { AnchorCheck, DocTarget } from './types.ts';

/**
 * The heading anchor of `target` that `anchor` means when it differs only in letter case (`#useStore` for the
 * heading anchor `usestore`: the site's anchors, like Docusaurus's, are lowercase), or undefined.
 */
export function headingAnchorLike(target: DocTarget, anchor: string): string | undefined {
  const lower = anchor.toLowerCase();
  for (const heading of target.anchors) if (heading.toLowerCase() === lower) return heading;
  return undefined;
}

/** Reports each link whose `#anchor` no heading of its target has, now that every doc's headings are known. */
export function checkAnchors(anchorChecks: readonly AnchorCheck[], fileName: (file: string) => string): void {
  for (const check of anchorChecks) {
    if (!check.target.anchors.has(check.anchor)) {
      check.report(`anchor "#${check.anchor}" is not a heading in ${fileName(check.target.file)}`);
    }
  }
}
