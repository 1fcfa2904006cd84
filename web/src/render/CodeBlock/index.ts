import { createElement as h } from 'react';
import { COPY_BUTTON_ATTRIBUTE, COPY_LABEL } from './copyButtons.ts';

export type CodeValue = {
  code?: string;
  language?: string;
  filename?: string;
  showLineNumbers?: boolean;
  /** Lines and coloured tokens as HTML (highlight.ts). */
  html?: string;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Numbered lines get their numbers from CSS (`::before` counters), so neither the copy
 * button nor a text selection picks them up; the gutter is as wide as the last number.
 */
function preClassName(value: CodeValue): string {
  if (!value.showLineNumbers) return 'code-block__pre';
  const lines = (value.code ?? '').split('\n').length;
  return `code-block__pre code-block__pre--numbered code-block__pre--digits-${Math.min(String(lines).length, 4)}`;
}

/**
 * A code block as static HTML. Its copy button does nothing by itself: one listener
 * for the whole document (copyButtons.ts) copies the text of the block it sits in.
 */
export function CodeBlock({ value }: { value: CodeValue }) {
  const title = value.filename ? h('div', { className: 'code-block__title' }, value.filename) : null;
  const pre = h(
    'pre',
    // A scrollable region must be reachable by keyboard.
    { className: preClassName(value), 'data-language': value.language, tabIndex: 0 },
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
