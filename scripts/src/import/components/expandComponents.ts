import { LinedText } from '../markdown/linedText.ts';
import { componentScope, type FoundElement, findElements, parseForElements } from './findElements.ts';
import { CHILDREN_MARKER, htmlToMarkdown } from './htmlToMarkdown.ts';
import { type Rendered, renderElements } from './renderElements.ts';

/** A Markdown text with its components' elements replaced by the Markdown of what they render. */
export type ExpandedText = {
  text: string;
  /** `lineMap[n - 1]` is the line of the original text that line `n` of `text` comes from. */
  lineMap: number[];
  /** Elements that could not be rendered, by the line they start on. */
  problems: { line: number; message: string }[];
};

const blockName = (element: FoundElement) => `<${element.name}>`;

/**
 * Renders the site's components used in a Markdown text and puts the Markdown of what each shows in its place:
 * a link where an inline element was, blocks where an element stood on its own lines. The Markdown its children
 * were written in stays as written, in the place the component shows them. Undefined when the text uses none.
 */
export async function expandComponents(
  text: string,
  options: { file: string; siteDir: string; siteConfig: Record<string, unknown> },
): Promise<ExpandedText | undefined> {
  const root = parseForElements(text);
  const scope = componentScope(text, root);
  const elements = findElements(text, root, scope.names);
  if (elements.length === 0) return undefined;
  const rendered = await renderElements({ ...options, text, scope, elements });
  const problems: ExpandedText['problems'] = [];

  const piece = (from: number, to: number, inside: readonly FoundElement[]): LinedText => {
    const out = new LinedText(text);
    let at = from;
    for (const element of inside) {
      out.copy(at, element.start);
      const line = out.lineAt(element.start);
      const children = element.children
        ? piece(element.children.start, element.children.end, element.nested)
        : undefined;
      const result = rendered.get(element) as Rendered;
      if ('error' in result) {
        problems.push({
          line,
          message: `${blockName(element)} could not be rendered here (${result.error}); ${children ? 'its text is kept' : 'it is left out'}`,
        });
        if (children) out.insertPiece(trimmedLines(children));
      } else {
        const markdown = htmlToMarkdown(result.html, element.flow);
        const [before, after] = splitAtChildren(markdown);
        const gap = element.flow ? '\n\n' : '';
        out.insert(`${gap}${before}`, line);
        if (after !== undefined && children) {
          out.insert(element.flow ? '\n\n' : '', line);
          out.insertPiece(element.flow ? trimmedLines(children) : children);
          out.insert(`${element.flow ? '\n\n' : ''}${after}`, line);
        } else if (after !== undefined) out.insert(after, line);
        out.insert(gap, line);
      }
      at = element.end;
    }
    out.copy(at, to);
    return out;
  };
  const whole = piece(0, text.length, elements);
  return { text: whole.text, lineMap: whole.lineMap, problems };
}

/** The Markdown before and after the children's place; no second part when the component does not show them. */
function splitAtChildren(markdown: string): [string, string | undefined] {
  const at = markdown.indexOf(CHILDREN_MARKER);
  if (at < 0) return [markdown, undefined];
  // A component may show its children twice; the Markdown shows them once, at the first place.
  return [
    markdown.slice(0, at),
    markdown
      .slice(at + CHILDREN_MARKER.length)
      .split(CHILDREN_MARKER)
      .join(''),
  ];
}

/** Children written on their own lines, without the blank lines around them. */
function trimmedLines(piece: LinedText): { text: string; lineMap: number[] } {
  const lines = piece.text.split('\n');
  let first = 0;
  let last = lines.length - 1;
  while (first < last && (lines[first] ?? '').trim() === '') first++;
  while (last > first && (lines[last] ?? '').trim() === '') last--;
  return { text: lines.slice(first, last + 1).join('\n'), lineMap: piece.lineMap.slice(first, last + 1) };
}
