import { portableTextToHtml } from '../../../src/theme/PortableText/toHtml.ts';
import type { PortableTextValue } from '../../../src/theme/PortableText/types.ts';

export type SanityNode = { _id?: string; [field: string]: unknown };

/** A Portable Text field of a node as HTML; a field the theme cannot render fails naming document and field. */
export function renderField(node: SanityNode, field: string): string {
  const value = node[field];
  if (value == null) return '';
  try {
    if (!Array.isArray(value)) throw new Error('expected an array of Portable Text blocks');
    return portableTextToHtml(value as PortableTextValue);
  } catch (error) {
    throw new Error(`Could not render field "${field}" of document "${node._id}": ${(error as Error).message}`, {
      cause: error,
    });
  }
}
