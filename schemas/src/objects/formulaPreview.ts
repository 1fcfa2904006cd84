import katex from 'katex';
import { createElement as h } from 'react';
import type { PreviewProps } from 'sanity';

/**
 * A formula block as the body editor shows it: drawn as the site draws it (MathML, by the browser), with its TeX
 * under it, so an editor sees what readers will and what to change.
 */
export function FormulaPreview(props: PreviewProps) {
  const tex = typeof props.title === 'string' ? props.title : '';
  if (!tex.trim()) return props.renderDefault(props);
  const drawn = katex.renderToString(tex, {
    displayMode: true,
    output: 'mathml',
    throwOnError: false,
    strict: 'ignore',
  });
  return h(
    'div',
    { style: { padding: '0.75rem 1rem' } },
    // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML KaTeX made from the formula, its text escaped
    h('div', { style: { fontSize: '1.2em' }, dangerouslySetInnerHTML: { __html: drawn } }),
    h('code', { style: { display: 'block', marginTop: '0.5rem', fontSize: '0.8em', opacity: 0.7 } }, tex),
  );
}
