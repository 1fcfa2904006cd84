import { PortableText } from '@portabletext/react';
import type { AdmonitionKind } from '@react-redux-docs/schemas';
import { createElement as h } from 'react';
import { CodeBlock, type CodeValue } from '../CodeBlock/index.ts';
import { InlineMath, MathBlock } from '../Math/index.ts';
import { inlineAnchor, inlineMarks } from '../marks.ts';
import { Tabs, type TabsValue } from '../Tabs/index.ts';
import type { PortableTextValue } from '../types.ts';

/**
 * The words Docusaurus 3 writes on each kind, lowercase in the page and uppercase on screen (styles.css). Keyed by
 * the schema's kinds, so a kind added there without a title fails typecheck.
 */
const DEFAULT_TITLES: Record<AdmonitionKind, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
};

export type AdmonitionValue = { kind?: string; title?: string; body?: PortableTextValue };

/** A callout (note, tip, info, caution, danger) as static HTML; styles.css colours it by kind. */
export function Admonition({ value }: { value: AdmonitionValue }) {
  const kind = isKind(value.kind) ? value.kind : 'note';
  const body = h(PortableText, {
    value: value.body ?? [],
    components: {
      marks: inlineMarks,
      types: {
        code: ({ value: code }: { value: CodeValue }) => h(CodeBlock, { value: code }),
        // A code block shown as JavaScript too is a tab pair (javascriptTabs/).
        tabs: ({ value: pair }: { value: TabsValue }) => h(Tabs, { value: pair }),
        anchor: inlineAnchor,
        math: MathBlock,
        inlineMath: InlineMath,
      },
    },
  });
  return h(
    'aside',
    { className: `admonition admonition--${kind}`, 'data-kind': kind },
    h('p', { className: 'admonition__title' }, value.title || DEFAULT_TITLES[kind]),
    h('div', { className: 'admonition__body' }, body),
  );
}

function isKind(kind: string | undefined): kind is AdmonitionKind {
  return kind !== undefined && Object.hasOwn(DEFAULT_TITLES, kind);
}
