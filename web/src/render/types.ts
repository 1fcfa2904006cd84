import type { PortableTextBlock } from '@portabletext/types';

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

export type SectionText = {
  kind: 'paragraph' | 'listItem' | 'quote' | 'tableCell' | 'admonition' | 'code' | 'caption' | 'tab';
  text: string;
};

/**
 * The plain text of a body, cut at its headings: what search records are made
 * of. The first section holds the text before any heading (level 1, no anchor).
 */
export type TextSection = {
  /** The heading's anchor, or null for the text before the first heading. */
  anchor: string | null;
  /** The heading's text, or null before the first heading. */
  title: string | null;
  /** 1 before the first heading, else the heading's level (2–6). */
  level: number;
  /** The headings this section sits under, from the outermost h2 down to its own, with their levels. */
  hierarchy: { level: number; title: string }[];
  content: SectionText[];
};
