import { embedSource } from '@react-redux-docs/schemas';
import { createElement as h } from 'react';

export type EmbedValue = { url?: string; title?: string };

/** Frames of players and editors: what the services need to run, and nothing to reach this page. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-presentation allow-modals';

/**
 * An embedded player or editor as a frame loaded only when the reader scrolls near it
 * (`loading="lazy"`), titled for screen readers, with a plain link to the page under it.
 * The schema only lets allowed services through; anything else renders as the link alone.
 */
export function Embed({ value }: { value: EmbedValue }) {
  const source = value.url ? embedSource(value.url) : undefined;
  const title = value.title || 'Embedded content';
  const link = h(
    'figcaption',
    { className: 'embed__caption' },
    h('a', { href: value.url }, source ? `${title} (open on ${source.provider})` : title),
  );
  if (!source) return h('figure', { className: 'embed' }, link);
  const frame = h('iframe', {
    className: 'embed__frame',
    src: source.src,
    title,
    loading: 'lazy',
    sandbox: SANDBOX,
    allow: 'fullscreen; clipboard-write; encrypted-media; picture-in-picture',
    allowFullScreen: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  return h(
    'figure',
    { className: `embed embed--${source.provider.toLowerCase()}` },
    h('div', { className: 'embed__box' }, frame),
    link,
  );
}
