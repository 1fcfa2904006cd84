import { EMBED_PROVIDERS, embedSource } from '@react-redux-docs/schemas';
import type { EmbedBlock } from '../../types.ts';
import { clip } from '../conversion/text.ts';
import type { Conversion, Scope } from '../conversion/types.ts';
import type { JsxElement, Positioned } from '../types.ts';

/** Parts of an embed's address that name the kind of page rather than the thing shown: the frame may drop them. */
const EMBED_ROUTING_PARTS = new Set(['s', 'embed', 'p', 'sandbox', 'devbox', 'edit', 'watch']);

/** An element taken out of the text before parsing (see placeEmbedElements), placed where it stood. */
export function placeElement(
  conversion: Pick<Conversion, 'options' | 'diagnostics' | 'blocks'>,
  index: number,
  scope: Scope,
  line: number | undefined,
): void {
  const element = conversion.options.source.elements[index];
  if (!element) return;
  const block = embed(conversion, element, line);
  if (block) conversion.blocks.emit(block, scope, line);
}

/**
 * An `<iframe>` or a YouTube component (`<YouTube id="…" />`, `<LiteYouTubeEmbed id="…" />`) as an embed block
 * when it shows YouTube, CodeSandbox or StackBlitz, keeping its whole address; null (reported) when it cannot be
 * one.
 */
export function embed(
  conversion: Pick<Conversion, 'diagnostics'>,
  element: JsxElement,
  at: Positioned,
): EmbedBlock | null {
  const { attributes } = element;
  const text = (name: string) => {
    const value = attributes.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const iframe = /^iframe$/i.test(element.name);
  const what = iframe ? 'iframe' : `<${element.name}>`;
  const videoId = text('videoId') ?? text('videoid') ?? text('id');
  if (!iframe && attributes.has('playlist') && attributes.get('playlist') !== 'false') {
    conversion.diagnostics.warn(
      at,
      `skipped ${what}: it shows a YouTube playlist, and only single videos can be embedded`,
    );
    return null;
  }
  const address =
    text('src') ??
    text('url') ??
    (iframe || videoId === undefined ? undefined : `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`);
  if (address === undefined) {
    const expression = element.expressions.find((written) => /^(?:src|url|videoId|videoid|id)\s*=/.test(written));
    conversion.diagnostics.warn(
      at,
      expression
        ? `skipped ${what}: its address is a JavaScript expression (${clip(expression)}), which the import cannot read`
        : `skipped ${what}: it has no address (src)`,
    );
    return null;
  }
  const source = embedSource(address);
  if (!source) {
    conversion.diagnostics.warn(
      at,
      `skipped ${what} of ${address}: only ${EMBED_PROVIDERS.join(', ')} can be embedded`,
    );
    return null;
  }
  const lost = lostPathParts(address, source.src);
  if (lost.length > 0) {
    conversion.diagnostics.warn(
      at,
      `${what} of ${address}: the site frames ${source.src}, which leaves out "${lost.join('/')}" of the address and so shows another page; the embed keeps the full address, but the site's embed rule must keep the path before it shows it`,
    );
  }
  if (element.content !== '')
    conversion.diagnostics.warn(at, `the text inside ${what} is dropped: ${clip(element.content)}`);
  let title = text('title');
  if (title === undefined) {
    title = `${source.provider} embed`;
    conversion.diagnostics.warn(
      at,
      `${what} of ${address} has no title; "${title}" is used, which tells readers little: describe it in the Studio`,
    );
  }
  return { _type: 'embed', url: address, title };
}

/**
 * The parts of an embed's address path that the frame the site loads for it (`embedSource(address).src`) does not
 * have: a frame that drops them shows another page (`codesandbox.io/embed/github/owner/repo/…` framed as
 * `codesandbox.io/embed/github`).
 */
export function lostPathParts(address: string, src: string): string[] {
  const parts = (url: string) => {
    try {
      return new URL(url).pathname.split('/').filter((part) => part !== '');
    } catch {
      return [];
    }
  };
  const kept = new Set(parts(src));
  return parts(address).filter((part) => !kept.has(part) && !EMBED_ROUTING_PARTS.has(part));
}
