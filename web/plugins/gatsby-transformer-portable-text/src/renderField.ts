import { type PortableTextValue, type RenderedContent, renderPortableText } from '../../../src/render/index.ts';

export type SanityNode = { id?: string; _id?: string; internal?: { contentDigest?: string }; [field: string]: unknown };

const EMPTY: RenderedContent = { html: '', headings: [], codeCss: '', sections: [] };

/** A Portable Text field of a node, rendered; a field that cannot be rendered fails naming document and field. */
export async function renderField(node: SanityNode, field: string): Promise<RenderedContent> {
  const value = node[field];
  if (value == null) return EMPTY;
  try {
    if (!Array.isArray(value)) throw new Error('expected an array of Portable Text blocks');
    return await renderPortableText(value as PortableTextValue);
  } catch (error) {
    throw new Error(`Could not render field "${field}" of document "${node._id}": ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Renders each field of a node once, although a page query asks for several
 * parts of it (HTML, headings, code CSS) through separate resolvers. Holds the
 * last few results only, so memory stays flat however many pages there are.
 */
export class RenderedFields {
  readonly #results = new Map<string, Promise<RenderedContent>>();
  readonly #limit: number;

  constructor(limit = 64) {
    this.#limit = limit;
  }

  get(node: SanityNode, field: string): Promise<RenderedContent> {
    const key = `${node.id ?? node._id}\u0000${node.internal?.contentDigest ?? ''}\u0000${field}`;
    let result = this.#results.get(key);
    if (!result) {
      result = renderField(node, field);
      this.#results.set(key, result);
      if (this.#results.size > this.#limit) this.#results.delete(this.#results.keys().next().value as string);
    }
    return result;
  }
}
