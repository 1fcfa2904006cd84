import { Children, createElement, type ReactNode } from 'react';

type Props = {
  language?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean;
  className?: string;
  children?: ReactNode;
};

/** `@theme/CodeBlock`: the code, its language and title, read back as a fenced code block. */
export default function CodeBlock({ language, title, metastring, className, children }: Props) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const code = Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
  return createElement(
    'pre',
    { 'data-import': 'code', 'data-language': lang, 'data-title': title, 'data-meta': metastring },
    createElement('code', null, code),
  );
}
