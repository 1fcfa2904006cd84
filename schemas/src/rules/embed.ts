/**
 * Embedded content the site can show: a page of one of these services, turned
 * into the address of its embeddable player. Anything else is refused, so a
 * body never frames an arbitrary site.
 */
export const EMBED_PROVIDERS = ['YouTube', 'CodeSandbox', 'StackBlitz'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export interface EmbedSource {
  provider: EmbedProvider;
  /** The address the site's frame loads. */
  src: string;
}

const ID = /^[\w-]+$/;

/** The embeddable address of a YouTube, CodeSandbox or StackBlitz page (or embed) address, or undefined. */
export function embedSource(address: string): EmbedSource | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    const id = parts[0] === 'watch' ? url.searchParams.get('v') : parts[0] === 'embed' ? parts[1] : undefined;
    return id && ID.test(id) ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` } : undefined;
  }
  if (host === 'youtu.be') {
    const id = parts[0];
    return id && ID.test(id) ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` } : undefined;
  }
  if (host === 'codesandbox.io') {
    // codesandbox.io/s/<id>, /embed/<id>, /p/sandbox/<slug-id>, /p/devbox/<slug-id>
    const id = parts[0] === 's' || parts[0] === 'embed' ? parts[1] : parts[0] === 'p' ? parts[2] : undefined;
    if (!id || !ID.test(id)) return undefined;
    const query = new URLSearchParams([...url.searchParams].filter(([key]) => /^[\w-]+$/.test(key)));
    const search = query.size > 0 ? `?${query}` : '';
    return { provider: 'CodeSandbox', src: `https://codesandbox.io/embed/${id}${search}` };
  }
  if (host === 'stackblitz.com') {
    const id = parts[0] === 'edit' ? parts[1] : undefined;
    if (!id || !ID.test(id)) return undefined;
    const query = new URLSearchParams([...url.searchParams].filter(([key]) => /^[\w-]+$/.test(key)));
    query.set('embed', '1');
    return { provider: 'StackBlitz', src: `https://stackblitz.com/edit/${id}?${query}` };
  }
  return undefined;
}

/** What is wrong with an embed's address, or undefined. */
export function embedProblem(address: string): string | undefined {
  return embedSource(address)
    ? undefined
    : `Paste the address of a ${EMBED_PROVIDERS.join(', ')} page, like https://codesandbox.io/s/example-abc12.`;
}

/** Every host an embed frame can load: for the site's Content-Security-Policy. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://codesandbox.io',
  'https://stackblitz.com',
] as const;
