import type { Heading } from '../../render/types.ts';

export type TocItem = Heading & { children: TocItem[] };

/** Headings between the levels site settings ask for, nested under the nearest higher heading. */
export function tocTree(headings: readonly Heading[], minLevel: number, maxLevel: number): TocItem[] {
  const roots: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    const item: TocItem = { ...heading, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= item.level) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(item);
    else roots.push(item);
    stack.push(item);
  }
  return roots;
}
