import type { ReactNode } from 'react';

/** `@theme/TabItem`: its content; `Tabs` reads its value and label. */
export default function TabItem({
  children,
}: {
  value?: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}) {
  return children ?? null;
}
