import { createElement, type ReactNode } from 'react';

/** `@theme/Details`: a collapsible with its summary, read back as `<details>`. */
export default function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return createElement('details', null, createElement('summary', null, summary ?? 'Details'), children);
}
