import { jsxTagsInText } from '@react-redux-docs/schemas';
import type { Text } from 'mdast';
import { clip } from '../conversion/text.ts';
import type { Conversion, InlineOut } from '../conversion/types.ts';
import { restoreBraces } from '../literalBraces.ts';
import { ELEMENT_MARK } from '../parse/embedElements.ts';

/** Text as one span: line breaks become spaces; MDX expressions and elements that cannot be here are dropped, and said. */
export function text(
  conversion: Pick<Conversion, 'options' | 'diagnostics'>,
  node: Text,
  marks: string[],
  out: InlineOut,
  where: string,
): void {
  const start = node.position?.start.line;
  let removed = false;
  const lineAt = (value: string, offset: number) =>
    start === undefined ? undefined : start + (value.slice(0, offset).match(/\n/g)?.length ?? 0);
  // An embed element where no block can go (a link's text, emphasis): paragraph() places only its direct text.
  let value = node.value.replace(ELEMENT_MARK, (_mark, index: string, offset: number, whole: string) => {
    const element = conversion.options.source.elements[Number(index)];
    conversion.diagnostics.warn(
      lineAt(whole, offset),
      `<${element?.name ?? 'element'}> inside ${where} cannot be shown there; skipped`,
    );
    removed = true;
    return '';
  });
  // A JSX tag left in the text (a component the import does not render): MDX never shows it as text.
  const tags = jsxTagsInText(value);
  for (const { tag, index } of tags)
    conversion.diagnostics.warn(
      lineAt(value, index),
      `skipped JSX ${clip(tag)}: its component is not imported from the site or Docusaurus, so it cannot be rendered here`,
      'jsx',
    );
  for (const { tag, index } of tags.reverse()) value = value.slice(0, index) + value.slice(index + tag.length);
  if (tags.length > 0) removed = true;
  // In MDX, `{…}` is a JavaScript expression; `{/* … */}` is a comment.
  value = value.replace(/\{[^{}]*\}/g, (expression, offset: number, whole: string) => {
    removed = true;
    if (!/^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(expression))
      conversion.diagnostics.warn(lineAt(whole, offset), `skipped MDX expression ${clip(expression)}`);
    return '';
  });
  value = restoreBraces(value.replace(/[ \t]*\n[ \t]*/g, ' '));
  if (removed) value = value.replace(/ {2,}/g, ' ');
  out.spans.push({ text: value, marks });
}
