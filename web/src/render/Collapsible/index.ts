import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { createElement as h } from 'react';
import type { PortableTextValue } from '../types.ts';

export type CollapsibleValue = { summary?: string; open?: boolean; body?: PortableTextValue };

/**
 * A collapsible section as HTML's own `<details>`: it opens and closes without any JavaScript, with the keyboard
 * and for screen readers, and the browser's find-in-page opens it on a match. Its body holds the same blocks as a
 * page, rendered by the same `components`.
 */
export function Collapsible({ value, components }: { value: CollapsibleValue; components: PortableTextComponents }) {
  return h(
    'details',
    { className: 'collapsible', open: value.open === true ? true : undefined },
    h('summary', { className: 'collapsible__summary' }, value.summary ?? ''),
    h('div', { className: 'collapsible__body' }, h(PortableText, { value: value.body ?? [], components })),
  );
}
