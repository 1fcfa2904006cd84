import { useRef } from 'react';
import { usePrefetchContentLinks } from './usePrefetchContentLinks.ts';

type Props = {
  /** The field's HTML, rendered at build time (src/render, through gatsby-transformer-portable-text). */
  html: string;
  className?: string;
};

/**
 * Content written in the Studio: static HTML that React inserts but never
 * hydrates. Its links are caught by gatsby-plugin-catch-links (and prefetched
 * in view), its copy buttons by one document-wide listener (src/render/CodeBlock/copyButtons.ts).
 * `data-rich-text` marks it for tools that read built pages (the comparison with a Docusaurus build).
 */
export function RichText({ html, className }: Props) {
  const container = useRef<HTMLDivElement>(null);
  usePrefetchContentLinks(container, html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the build rendered from the content, its text escaped by React
  return <div ref={container} className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />;
}
