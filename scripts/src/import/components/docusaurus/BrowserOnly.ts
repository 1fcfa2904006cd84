import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly`: what Docusaurus's server rendering shows too, the fallback. */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return fallback ?? null;
}
