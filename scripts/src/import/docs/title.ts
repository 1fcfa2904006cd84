import type { Heading } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { isBlankHtml, isBlankParagraph, isEsmParagraph } from '../markdown/blankContent.ts';
import { restoreBraces } from '../markdown/literalBraces.ts';
import type { FlowNode } from '../markdown/types.ts';
import type { DocFrontMatter } from './types.ts';

/**
 * The doc's title, taken out of `children` where it is a heading of the body: with a body that starts with
 * "# Heading", that heading, whatever the front matter says (see visibleTitle); else the front matter's `title`,
 * else the first h1. Undefined when the doc has none.
 */
export function takeTitle(children: FlowNode[], frontMatter: DocFrontMatter): string | undefined {
  let title = frontMatter.title;
  const lead = leadingTitle(children);
  if (title === undefined) {
    const h1 = lead ?? children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    const heading = children[h1];
    if (heading) {
      title = restoreBraces(mdastToString(heading).trim());
      children.splice(h1, 1);
      if (h1 === lead) dropSpacers(children, h1);
    }
  } else if (lead !== undefined) {
    title = visibleTitle(title, children, lead, frontMatter);
    dropSpacers(children, lead);
  }
  return title;
}

/**
 * Where the body's first heading is when it is an h1 that only invisible content comes before, else undefined.
 * Docusaurus takes the first heading of a doc, if it is an h1, as the page's title wherever it stands; the title
 * is shown at the top of the page here, so only content that shows nothing may come before it: blank paragraphs
 * (`&nbsp;` spacers, `<br />`), comments, wrappers' opening tags, and MDX `import`/`export` lines.
 */
function leadingTitle(children: readonly FlowNode[]): number | undefined {
  for (const [index, node] of children.entries()) {
    if (node.type === 'heading') return node.depth === 1 ? index : undefined;
    if (!isSpacer(node) && !(node.type === 'paragraph' && isEsmParagraph(node))) return undefined;
  }
  return undefined;
}

/** Content that shows only space: blank paragraphs, comments, `<br />`, a wrapper's opening tag (`<div class="x">`). */
function isSpacer(node: FlowNode): boolean {
  return (
    (node.type === 'paragraph' && isBlankParagraph(node)) ||
    (node.type === 'html' && (isBlankHtml(node.value) || WRAPPER_OPENING.test(node.value)))
  );
}

/** Opening tags of elements that only wrap what follows; the text inside them is the page's. */
const WRAPPER_OPENING = /^(?:\s*<(?:div|section|article|main)(?:\s[^<>]*)?>)+\s*$/i;

/** Removes the spacers before `end` (the title's place): above a title at the top of the page they are empty blocks. */
function dropSpacers(children: FlowNode[], end: number): void {
  for (let index = end - 1; index >= 0; index--)
    if (children[index] && isSpacer(children[index] as FlowNode)) children.splice(index, 1);
}

/**
 * A front-matter title with a body that starts with `# Heading` (after spacers such as `&nbsp;`, see
 * leadingTitle), `hide_title` or not: Docusaurus shows the heading as the page's h1 and not the front matter's
 * title (it draws a title of its own only for a body without one). Here the heading becomes the doc's (shown)
 * title and leaves the body, so the page has one h1 and the heading is not in the table of contents. A
 * front-matter title that differs still names the browser tab and, without a sidebar_label, the sidebar entry,
 * as in Docusaurus.
 */
function visibleTitle(title: string, children: FlowNode[], index: number, frontMatter: DocFrontMatter): string {
  const [heading] = children.splice(index, 1) as [Heading];
  const text = restoreBraces(mdastToString(heading).trim());
  frontMatter.hideTitle = false;
  if (text === title) return text;
  // As in Docusaurus, the front-matter title still names the browser tab, and the sidebar unless it has a label.
  frontMatter.browserTitle = title;
  frontMatter.sidebarLabel ??= title;
  return text;
}
