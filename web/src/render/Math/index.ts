import katex from 'katex';
import { createElement as h } from 'react';

export type MathValue = { tex?: string };

/**
 * A formula as MathML, drawn by the browser itself: no script, stylesheet or font file reaches the reader. KaTeX
 * turns the TeX into MathML at build time; the TeX stays in the markup as its annotation, for copying and tools.
 */
function mathMl(tex: string, displayMode: boolean): string {
  // The build refuses a formula KaTeX cannot read (content checks), so an error here shows as KaTeX's red source.
  return katex.renderToString(tex, { displayMode, output: 'mathml', throwOnError: false, strict: 'ignore' });
}

/** A formula on a line of its own, centred, scrolling sideways when wider than the column. */
export const MathBlock = ({ value }: { value: MathValue }) =>
  value.tex?.trim()
    ? h('div', {
        className: 'math-block',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML KaTeX made at build time, its text escaped
        dangerouslySetInnerHTML: { __html: mathMl(value.tex, true) },
      })
    : null;

/** A formula in a line of text. */
export const InlineMath = ({ value }: { value: MathValue }) =>
  value.tex?.trim()
    ? h('span', {
        className: 'math-inline',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML KaTeX made at build time, its text escaped
        dangerouslySetInnerHTML: { __html: mathMl(value.tex, false) },
      })
    : null;
