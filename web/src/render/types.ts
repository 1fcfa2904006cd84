import type { PortableTextBlock } from '@portabletext/types';
import type { TextSection } from './sections.ts';

/** Portable Text as the source plugin delivers it: internal links carry their href, images their asset. */
export type PortableTextValue = (PortableTextBlock | { _type: string; _key: string; [field: string]: unknown })[];

/** A heading of a body, for the table of contents: its anchor, text and level (2–6). */
export type Heading = { id: string; text: string; level: number };

/** What rendering a body gives: its HTML and what the page and search need from it besides. */
export type RenderedContent = {
  html: string;
  /** Headings with an anchor, in order. */
  headings: Heading[];
  /** Rules for the code token classes the HTML uses, in both colour modes; '' without code. */
  codeCss: string;
  sections: TextSection[];
};
