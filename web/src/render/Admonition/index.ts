import { PortableText } from '@portabletext/react';
import { createElement as h } from 'react';
import { CodeBlock, type CodeValue } from '../CodeBlock/index.ts';
import { inlineMarks } from '../marks.ts';

const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
};

export type AdmonitionValue = { kind?: string; title?: string; body?: unknown[] };

/** A callout (note, tip, info, caution, danger) as static HTML; styles.css colours it by kind. */
export function Admonition({ value }: { value: AdmonitionValue }) {
  const kind = value.kind && value.kind in DEFAULT_TITLES ? value.kind : 'note';
  const body = h(PortableText, {
    value: (value.body ?? []) as never,
    components: {
      marks: inlineMarks,
      types: { code: ({ value: code }: { value: CodeValue }) => h(CodeBlock, { value: code }) },
    },
  });
  return h(
    'aside',
    { className: `admonition admonition--${kind}`, 'data-kind': kind },
    h('p', { className: 'admonition__title' }, value.title || DEFAULT_TITLES[kind]),
    h('div', { className: 'admonition__body' }, body),
  );
}
