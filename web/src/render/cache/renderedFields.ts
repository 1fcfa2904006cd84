import { renderPortableText } from '../index.ts';
import type { PortableTextValue, RenderedContent } from '../types.ts';

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

/** Where renders are kept between builds: Gatsby's cache of this plugin (`.cache/caches`). */
export type RenderStore = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
};

const PARTS = ['html', 'headings', 'codeCss', 'sections'] as const satisfies readonly (keyof RenderedContent)[];

/**
 * Renders each field of a node once, although a page query asks for several
 * parts of it (HTML, headings, code CSS) through separate resolvers and the
 * search index asks again after the pages are built. Holds the last few
 * results in memory, so memory stays flat however many pages there are, and
 * every part of every result in the store, keyed by the node's content digest
 * and the renderer's version: a content-only rebuild renders only the docs
 * that changed, and the search index reads each doc's sections without its
 * HTML (at 10,000 docs, about a gigabyte it would read for nothing).
 */
export class RenderedFields {
  readonly #results = new Map<string, Promise<RenderedContent>>();
  readonly #limit: number;
  readonly #store: RenderStore | undefined;
  readonly #version: string;

  constructor(options: { limit?: number; store?: RenderStore; version?: string } = {}) {
    this.#limit = options.limit ?? 64;
    this.#store = options.store;
    this.#version = options.version ?? '';
  }

  get(node: SanityNode, field: string): Promise<RenderedContent> {
    const digest = node.internal?.contentDigest ?? '';
    const key = `${node.id ?? node._id}\u0000${digest}\u0000${field}`;
    let result = this.#results.get(key);
    if (!result) {
      result = digest ? this.#stored(digest, node, field) : renderField(node, field);
      this.#results.set(key, result);
      if (this.#results.size > this.#limit) this.#results.delete(this.#results.keys().next().value as string);
    }
    return result;
  }

  /** One part of a rendered field, read alone from the store when it is there. */
  async part<P extends keyof RenderedContent>(node: SanityNode, field: string, part: P): Promise<RenderedContent[P]> {
    const digest = node.internal?.contentDigest ?? '';
    const held = this.#results.get(`${node.id ?? node._id}\u0000${digest}\u0000${field}`);
    if (held || !digest || !this.#store) return (await (held ?? this.get(node, field)))[part];
    const stored = (await this.#store.get(this.#partKey(digest, field, part))) as RenderedContent[P] | undefined;
    return stored ?? (await this.get(node, field))[part];
  }

  #partKey(digest: string, field: string, part: keyof RenderedContent): string {
    return `${this.#version}:${digest}:${field}:${part}`;
  }

  async #stored(digest: string, node: SanityNode, field: string): Promise<RenderedContent> {
    if (this.#store) {
      const parts = await Promise.all(PARTS.map((part) => this.#store?.get(this.#partKey(digest, field, part))));
      if (parts.every((value) => value !== undefined))
        return Object.fromEntries(PARTS.map((part, index) => [part, parts[index]])) as RenderedContent;
    }
    const rendered = await renderField(node, field);
    await Promise.all(PARTS.map((part) => this.#store?.set(this.#partKey(digest, field, part), rendered[part])));
    return rendered;
  }
}
