import type { Paragraph } from 'mdast';

const ESM_START = /^(?:import|export)\s/;

/** A paragraph of MDX `import`/`export` lines (ESM): MDX runs it and shows nothing. */
export function isEsmParagraph(node: Paragraph): boolean {
  const first = node.children[0];
  return first?.type === 'text' && ESM_START.test(first.value);
}

/**
 * A paragraph that shows nothing but space: only whitespace and no-break spaces (`&nbsp;`, which Docusaurus
 * renders as an empty-looking paragraph), line breaks (`<br />`), and comments (`{/* … *\/}`, `<!-- … -->`).
 */
export function isBlankParagraph(node: Paragraph): boolean {
  return node.children.every((child) => {
    if (child.type === 'break') return true;
    if (child.type === 'html') return isBlankHtml(child.value);
    return child.type === 'text' && /^\s*$/.test(child.value.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ''));
  });
}

/** HTML that shows nothing but space: comments and `<br>` tags. */
export function isBlankHtml(html: string): boolean {
  return /^\s*$/.test(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<br\s*\/?>/gi, ''));
}
