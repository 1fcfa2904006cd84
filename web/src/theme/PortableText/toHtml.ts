import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Admonition, type AdmonitionValue } from '../Admonition/index.ts';
import { CodeBlock, type CodeValue } from '../CodeBlock/index.ts';
import { Figure, type FigureValue } from '../Figure/index.ts';
import { Table, type TableValue } from '../Table/index.ts';
import { Heading } from './Heading.ts';
import { inlineMarks } from './marks.ts';
import type { PortableTextValue } from './types.ts';

const components: PortableTextComponents = {
  block: { h2: Heading, h3: Heading, h4: Heading, h5: Heading, h6: Heading },
  marks: inlineMarks,
  types: {
    code: ({ value }: { value: CodeValue }) => h(CodeBlock, { value }),
    admonition: ({ value }: { value: AdmonitionValue }) => h(Admonition, { value }),
    table: ({ value }: { value: TableValue }) => h(Table, { value }),
    image: ({ value }: { value: FigureValue }) => h(Figure, { value }),
  },
};

/**
 * Portable Text as HTML, rendered once at build time by @portabletext/react and
 * React's static renderer. Pages insert it as it is, so the browser gets no
 * Portable Text renderer and React has no content elements to hydrate.
 * Content the theme has no component for is an error, not a silent gap.
 */
export function portableTextToHtml(value: PortableTextValue): string {
  return renderToStaticMarkup(
    h(PortableText, {
      value: value as never,
      components,
      onMissingComponent: (message: string) => {
        throw new Error(message);
      },
    }),
  );
}
