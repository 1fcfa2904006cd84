import { Fragment } from 'react';

export const MARK = { pre: '<mark>', post: '</mark>' } as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * A highlighted value from a search hit, shown as text with <mark>ed matches.
 * Only the highlight tags become elements; everything else is text, so a hit
 * can never inject markup into the page, whichever engine produced it.
 */
export function Highlighted({ value }: { value: string }) {
  const parts = value.split(/<mark>|<\/mark>/);
  return (
    <>
      {parts.map((part, index) =>
        // Parts alternate: outside a highlight, inside, outside, …
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in a fixed order
        index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : <Fragment key={index}>{decode(part)}</Fragment>,
      )}
    </>
  );
}
