import { createHash } from 'node:crypto';

/** What one built page asks the browser to run and load, as a Content-Security-Policy must allow it. */
export type PageFacts = {
  /** `sha256-…` of each inline script the browser runs (not JSON or other data blocks). */
  scriptHashes: string[];
  /** Origins of frames (embeds) the page shows. */
  frameOrigins: string[];
  /** Origins of images and icons from other sites (a hosted dataset's image CDN). */
  imageOrigins: string[];
  /** Whether the page holds `data:` images. */
  dataImages: boolean;
};

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
/** Script types browsers run; anything else (`application/ld+json`) is data, which CSP does not govern. */
const SCRIPT_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]/i;
const FRAME_SOURCE = /<iframe\s[^>]*?\bsrc\s*=\s*"([^"]+)"/gi;
const IMAGE_SOURCE =
  /<(?:img|source)\s[^>]*?\b(?:src|srcset)\s*=\s*"([^"]+)"|<link\s[^>]*?\brel="[^"]*icon[^"]*"[^>]*?\bhref\s*=\s*"([^"]+)"/gi;

/** The hash the browser computes of an inline script's text (raw, as in the HTML: script content is not decoded). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function origin(address: string): string | undefined {
  const trimmed = address.trim().replaceAll('&amp;', '&');
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).origin;
  } catch {
    return undefined;
  }
}

export function pageFacts(html: string): PageFacts {
  const scriptHashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || SCRIPT_TYPE.test(attributes)) continue;
    scriptHashes.add(scriptHash(text));
  }
  const frameOrigins = new Set<string>();
  for (const [, source = ''] of html.matchAll(FRAME_SOURCE)) {
    const found = origin(source);
    if (found) frameOrigins.add(found);
  }
  const imageOrigins = new Set<string>();
  let dataImages = false;
  for (const [, source, icon] of html.matchAll(IMAGE_SOURCE)) {
    // A srcset lists candidates separated by commas, each an address and a size.
    for (const candidate of (source ?? icon ?? '').split(/,\s+/)) {
      const address = candidate.trim().split(/\s+/)[0] ?? '';
      if (address.startsWith('data:')) dataImages = true;
      const found = origin(address);
      if (found) imageOrigins.add(found);
    }
  }
  return {
    scriptHashes: [...scriptHashes],
    frameOrigins: [...frameOrigins],
    imageOrigins: [...imageOrigins],
    dataImages,
  };
}
