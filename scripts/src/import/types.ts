/**
 * The shapes the importer writes: the schema's generated types
 * (`@react-redux-docs/schemas/types`), as they are before keys.ts gives array
 * members their `_key`s, and with images in the form Sanity's dataset import
 * reads (`_sanityAsset`: a file it uploads) instead of an asset reference.
 */
import type * as Schema from '@react-redux-docs/schemas/types';

export type { AdmonitionKind } from '@react-redux-docs/schemas';

/** A value whose `_key`s (its own and its members') are not given yet. */
type Unkeyed<T> = T extends readonly (infer Member)[]
  ? Unkeyed<Member>[]
  : T extends object
    ? { [K in keyof T as K extends '_key' ? never : K]: Unkeyed<T[K]> } & { _key?: string }
    : T;

/** An image value whose file the dataset import uploads, in place of a reference to an uploaded asset. */
type WithFileToUpload<T> = Omit<T, 'asset' | 'media' | 'hotspot' | 'crop'> & { _sanityAsset: string };

type DocBodyMember = Schema.Doc['body'][number];

export type TextBlock = Unkeyed<Extract<DocBodyMember, { _type: 'block' }>>;
export type TextChild = NonNullable<TextBlock['children']>[number];
export type Span = Extract<TextChild, { _type: 'span' }>;
/** An Anchor object in running text: `<a id="name">`, or a heading's `{#name}`. */
export type InlineAnchor = Extract<TextChild, { _type: 'anchor' }>;
export type MarkDef = NonNullable<TextBlock['markDefs']>[number];
export type BlockStyle = NonNullable<TextBlock['style']>;
export type ListKind = NonNullable<TextBlock['listItem']>;
export type CodeBlock = Unkeyed<Schema.Code>;
/**
 * `alt` optional: an image without it is decorative (its rule is a warning), though Sanity's type generation
 * counts any required() rule, warnings too, as making the field required.
 */
export type ImageBlock = Omit<WithFileToUpload<Unkeyed<Extract<DocBodyMember, { _type: 'image' }>>>, 'alt'> & {
  alt?: string;
};
export type AdmonitionBlock = Unkeyed<Schema.Admonition>;
export type TableBlock = Unkeyed<Schema.Table>;
export type TableCell = Unkeyed<Schema.TableCell>;
export type TabsBlock = Unkeyed<Schema.Tabs>;
export type EmbedBlock = Unkeyed<Schema.Embed>;
export type DividerBlock = Unkeyed<Schema.Divider>;
export type MathBlock = Unkeyed<Schema.Math>;
export type DocCardsBlock = Unkeyed<Schema.DocCards>;
export type CollapsibleBlock = Unkeyed<Schema.Collapsible>;
export type SnippetRefBlock = Unkeyed<Schema.SnippetRef>;
export type BodyBlock =
  | TextBlock
  | CodeBlock
  | ImageBlock
  | AdmonitionBlock
  | TableBlock
  | TabsBlock
  | EmbedBlock
  | DividerBlock
  | MathBlock
  | DocCardsBlock
  | CollapsibleBlock
  | SnippetRefBlock;

export type Reference = Unkeyed<Schema.DocReference>;

/** Any document, before it is known to be of one type. */
export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A doc as the importer writes it, with `_updatedAt` from git when the file has history. */
export type DocDocument = Omit<Written<Schema.Doc>, 'body'> & { _updatedAt?: string; body: BodyBlock[] };

/** A document as the importer writes it; the Content Lake sets `_createdAt`, `_updatedAt` and `_rev`. */
type Written<T> = Omit<Unkeyed<T>, '_createdAt' | '_updatedAt' | '_rev'>;

/** A standalone page as the importer writes it. */
export type PageDocument = Omit<Written<Schema.Page>, 'body'> & { _updatedAt?: string; body: BodyBlock[] };

export type DocsVersionDocument = Written<Schema.DocsVersion>;
export type SidebarCategoryDocument = Written<Schema.SidebarCategory>;
export type SidebarLinkDocument = Written<Schema.SidebarLink>;
/** Where a doc, category or link sits in its version's sidebar. */
export type SidebarPlace = Unkeyed<Schema.SidebarPlace>;

/** The fields every link of site.json becomes: a doc of the site (plus anchor) or a URL. */
export type LinkTarget = Pick<Unkeyed<Schema.SiteLink>, 'doc' | 'anchor' | 'url'>;

/**
 * An image field value (navbar or footer logo, favicon) before it is placed.
 * `alt` is written as site.json gives it: the schema check reports a missing or unexpected one there.
 */
export type ImageAssetValue = (
  | WithFileToUpload<Unkeyed<Omit<Schema.Logo, 'alt'>>>
  | WithFileToUpload<Unkeyed<NonNullable<Schema.SiteSettings['favicon']>>>
) & { alt?: string };
