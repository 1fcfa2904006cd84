import type { PortableTextComponents } from '@portabletext/react';
import { SmartLink } from '../SmartLink.tsx';

/** Inline-only text (admonitions, table cells, the announcement): same marks, no headings. */
export const inlineMarks: PortableTextComponents['marks'] = {
  link: ({ value, children }) => <SmartLink href={String(value?.href ?? '')}>{children}</SmartLink>,
  internalLink: ({ value, children }) => <SmartLink href={String(value?.href ?? '')}>{children}</SmartLink>,
  code: ({ children }) => <code>{children}</code>,
  'strike-through': ({ children }) => <s>{children}</s>,
};
