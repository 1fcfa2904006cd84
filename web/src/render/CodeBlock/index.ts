import { createElement as h } from 'react';
import { COPY_BUTTON_ATTRIBUTE, COPY_LABEL } from './copyButtons.ts';

export type CodeValue = {
  code?: string;
  language?: string;
  filename?: string;
  /** Lines and coloured tokens as HTML (highlight.ts). */
  html?: string;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A code block as static HTML. Its copy button does nothing by itself: one listener
 * for the whole document (copyButtons.ts) copies the text of the block it sits in.
 */
export function CodeBlock({ value }: { value: CodeValue }) {
  const title = value.filename ? h('div', { className: 'code-block__title' }, value.filename) : null;
  const pre = h(
    'pre',
    // A scrollable region must be reachable by keyboard.
    { className: 'code-block__pre', 'data-language': value.language, tabIndex: 0 },
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the build made from escaped code text
    h('code', { dangerouslySetInnerHTML: { __html: value.html ?? escapeHtml(value.code ?? '') } }),
  );
  const copyButton = h(
    'button',
    { type: 'button', className: 'copy-button', [COPY_BUTTON_ATTRIBUTE]: '', 'aria-label': COPY_LABEL, title: 'Copy' },
    h('span', { 'aria-live': 'polite' }, 'Copy'),
  );
  return h('div', { className: 'code-block' }, title, h('div', { className: 'code-block__content' }, pre, copyButton));
}
