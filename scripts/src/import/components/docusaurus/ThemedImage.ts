import { createElement } from 'react';

/** `@theme/ThemedImage`: the light image, as Docusaurus's server rendering shows it first. */
export default function ThemedImage({ sources, alt }: { sources: { light: string; dark?: string }; alt?: string }) {
  return createElement('img', { src: sources.light, alt });
}
