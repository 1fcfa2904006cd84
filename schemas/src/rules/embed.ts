/**
 * Embedded content the site can show: a page of one of these services, turned
 * into the address of its embeddable player. Anything else is refused, so a
 * body never frames an arbitrary site.
 */
/** A part of a GitHub path (owner, repository, branch, folder): safe in an address as it is. */
const PATH_PART = /^[\w.-]+$/;

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
    // codesandbox.io/s/<id>, /embed/<id>, /p/sandbox/<slug-id>, /p/devbox/<slug-id>, and a sandbox made from a
    // GitHub folder, /s/github/<owner>/<repo>/tree/<branch>/<path>, whose whole path names it.
    const query = new URLSearchParams([...url.searchParams].filter(([key]) => /^[\w-]+$/.test(key)));
    const search = query.size > 0 ? `?${query}` : '';
    const fromGitHub = (parts[0] === 's' || parts[0] === 'embed') && parts[1] === 'github' ? parts.slice(1) : undefined;
    if (fromGitHub) {
      return fromGitHub.length >= 3 && fromGitHub.every((part) => PATH_PART.test(part))
        ? { provider: 'CodeSandbox', src: `https://codesandbox.io/embed/${fromGitHub.join('/')}${search}` }
        : undefined;
    }
    const id = parts[0] === 's' || parts[0] === 'embed' ? parts[1] : parts[0] === 'p' ? parts[2] : undefined;
    if (!id || !ID.test(id)) return undefined;
    return { provider: 'CodeSandbox', src: `https://codesandbox.io/embed/${id}${search}` };
  }
  if (host === 'stackblitz.com') {
    const query = new URLSearchParams([...url.searchParams].filter(([key]) => /^[\w-]+$/.test(key)));
    query.set('embed', '1');
    // stackblitz.com/edit/<id>, and a project opened from GitHub, /github/<owner>/<repo>/tree/<branch>/<path>.
    if (parts[0] === 'github') {
      return parts.length >= 3 && parts.every((part) => PATH_PART.test(part))
        ? { provider: 'StackBlitz', src: `https://stackblitz.com/${parts.join('/')}?${query}` }
        : undefined;
    }
    const id = parts[0] === 'edit' ? parts[1] : undefined;
    if (!id || !ID.test(id)) return undefined;
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
