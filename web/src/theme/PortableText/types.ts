import type { PortableTextBlock } from '@portabletext/types';

/** Portable Text as the source plugin delivers it: internal links carry their href, images their asset. */
export type PortableTextValue = (PortableTextBlock | { _type: string; _key: string; [field: string]: unknown })[];
