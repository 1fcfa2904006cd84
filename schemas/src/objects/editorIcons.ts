/**
 * Toolbar icons for the marks and blocks Sanity has no icon for (without one the toolbar shows "?"). Drawn on
 * Sanity's 25 × 25 grid in the text colour, like @sanity/icons, whose Highlight and Hash icons are used as they are.
 */
import { HashIcon } from '@sanity/icons/Hash';
import { HighlightIcon } from '@sanity/icons/Highlight';
import { createElement as h, type ReactElement } from 'react';

/** An icon's svg element around its strokes. */
const svg = (name: string, ...children: ReactElement[]) =>
  h('svg', { 'data-sanity-icon': name, width: '1em', height: '1em', viewBox: '0 0 25 25', fill: 'none' }, ...children);

const stroke = { stroke: 'currentColor', strokeWidth: 1.2, fill: 'none' } as const;
const path = (key: string, d: string, extra: Record<string, unknown> = {}) =>
  h('path', { key, d, ...stroke, ...extra });
/** An x, the letter both script marks sit beside. */
const letterX = () => path('x', 'M6.5 9.5l7 8M13.5 9.5l-7 8');

export function SuperscriptIcon() {
  return svg('superscript', letterX(), path('two', 'M15.5 7.2a1.6 1.6 0 1 1 2.7 1.2L15.5 11h3.4'));
}

export function SubscriptIcon() {
  return svg('subscript', letterX(), path('two', 'M15.5 15.2a1.6 1.6 0 1 1 2.7 1.2L15.5 19h3.4'));
}

export function KeyboardKeyIcon() {
  return svg(
    'keyboard-key',
    h('rect', { key: 'cap', x: 5.5, y: 6.5, width: 14, height: 12, rx: 2, ...stroke }),
    path('base', 'M7.5 16.5h10'),
    path('k', 'M10.5 9v5M14.5 9l-4 2.6 4 2.4'),
  );
}

export function DividerIcon() {
  return svg('divider', path('rule', 'M5 12.5h15'), path('text', 'M8 8.5h9M8 16.5h9', { strokeDasharray: '1.5 1.5' }));
}

/** A sum sign, for formulas. */
export function FormulaIcon() {
  return svg('formula', path('sigma', 'M17.5 7.5h-10l5 5-5 5h10'));
}

/** Two cards side by side, for a category's cards. */
export function CardsIcon() {
  return svg(
    'cards',
    h('rect', { key: 'left', x: 4.5, y: 6.5, width: 7, height: 12, rx: 1.5, ...stroke }),
    h('rect', { key: 'right', x: 13.5, y: 6.5, width: 7, height: 12, rx: 1.5, ...stroke }),
  );
}

export function CollapsibleIcon() {
  return svg(
    'collapsible',
    path('caret', 'M6 8.5l2.5 2.5L11 8.5'),
    path('summary', 'M13 9.5h6'),
    path('text', 'M9 14.5h10M9 17.5h8'),
  );
}

export { HashIcon as AnchorIcon, HighlightIcon };
