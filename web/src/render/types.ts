import type { PortableTextBlock } from '@portabletext/types';

/** Portable Text as the source plugin delivers it: internal links carry their href, images their asset. */
export type PortableTextValue = (PortableTextBlock | { _type: string; _key: string; [field: string]: unknown })[];

/** A heading of a body, for the table of contents: its anchor, text and level (2–6). */
export type Heading = { id: string; text: string; level: number };
