import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** Fills `{name}` placeholders with their values, as Docusaurus's translation does for the site's own language. */
function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name] ?? '') : whole,
  );
}

/** `@docusaurus/Translate`: the message in the site's own language, which is the one written. */
export default function Translate({ children, values }: { children?: string; id?: string; values?: Values }) {
  return interpolate(children ?? '', values);
}

export function translate({ message }: { message: string; id?: string }, values?: Values): string {
  return interpolate(message, values);
}
