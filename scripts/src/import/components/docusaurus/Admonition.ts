import { createElement, type ReactNode } from 'react';

/** `@theme/Admonition`: its kind and title, read back as `:::kind[title]`. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return createElement(
    'div',
    { 'data-import': 'admonition', 'data-type': type },
    title === undefined ? null : createElement('div', { 'data-import': 'admonition-title' }, title),
    children,
  );
}
