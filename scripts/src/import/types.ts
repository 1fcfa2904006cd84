/**
 * The shapes the importer writes. They mirror the Sanity schema in
 * `@react-redux-docs/schemas` (schemas/src); `_key`s are filled in last by keys.ts.
 */
import type { AdmonitionKind } from '@react-redux-docs/schemas';

export type { AdmonitionKind };

export interface Reference {
  _type: 'reference';
  _key?: string;
  _ref: string;
}

export interface Span {
  _type: 'span';
  _key?: string;
  text: string;
  marks: string[];
}

export interface LinkMarkDef {
  _type: 'link';
  _key: string;
  href: string;
}

export interface InternalLinkMarkDef {
  _type: 'internalLink';
  _key: string;
  reference: Reference;
  anchor?: string;
}

export type MarkDef = LinkMarkDef | InternalLinkMarkDef;

export type BlockStyle = 'normal' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'blockquote';

export type ListKind = 'bullet' | 'number';

export interface TextBlock {
  _type: 'block';
  _key?: string;
  style: BlockStyle;
  listItem?: ListKind;
  level?: number;
  markDefs: MarkDef[];
  children: Span[];
}

export interface CodeBlock {
  _type: 'code';
  _key?: string;
  language: string;
  code: string;
  filename?: string;
  highlightedLines?: number[];
}

export interface ImageBlock {
  _type: 'image';
  _key?: string;
  alt: string;
  caption?: string;
  _sanityAsset: string;
}

export interface AdmonitionBlock {
  _type: 'admonition';
  _key?: string;
  kind: AdmonitionKind;
  title?: string;
  body: Array<TextBlock | CodeBlock>;
}

export interface TableCell {
  _type: 'tableCell';
  _key?: string;
  content: TextBlock[];
}

export interface TableRow {
  _type: 'tableRow';
  _key?: string;
  cells: TableCell[];
}

export interface TableBlock {
  _type: 'table';
  _key?: string;
  hasHeaderRow: boolean;
  rows: TableRow[];
}

export type BodyBlock = TextBlock | CodeBlock | ImageBlock | AdmonitionBlock | TableBlock;

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface DocDocument extends SanityDocument {
  _type: 'doc';
  _updatedAt?: string;
  title: string;
  route: { _type: 'slug'; current: string };
  sidebarLabel?: string;
  description?: string;
  keywords?: string[];
  hideTitle: boolean;
  body: BodyBlock[];
}

/** An image field value (`logo`, favicon, body image) before it is placed. */
export interface ImageAssetValue {
  _type: 'image' | 'logo';
  alt?: string;
  _sanityAsset: string;
}
