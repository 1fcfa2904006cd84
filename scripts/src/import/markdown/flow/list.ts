import type { List, Paragraph, PhrasingContent } from 'mdast';
import type { Conversion, ListInfo, Scope } from '../conversion/types.ts';
import { paragraph } from './paragraph.ts';

const PARAGRAPH_BREAK: PhrasingContent = { type: 'break' };

/**
 * A list as list-item text blocks at `level`; a nested list one level deeper. An item's leading paragraphs are
 * its text; what follows them (code, quotes) comes after the item.
 */
export function list(conversion: Conversion, node: List, scope: Scope, level: number): void {
  const info: ListInfo = { listItem: node.ordered ? 'number' : 'bullet', level };
  const itemScope: Scope = { ...scope, container: 'listItem' };
  for (const item of node.children) {
    if (typeof item.checked === 'boolean')
      conversion.diagnostics.warn(item, 'task list checkbox skipped; the item text is kept');
    const children = conversion.options.source.group(item.children, 'its list item');
    const lead: Paragraph[] = [];
    for (const child of children) {
      if (child.type !== 'paragraph') break;
      lead.push(child);
    }
    const first = lead[0];
    if (first) {
      // Paragraphs of one item stay one list block, separated by a blank line.
      const phrasing = lead.flatMap((p, index) =>
        index === 0 ? p.children : [PARAGRAPH_BREAK, PARAGRAPH_BREAK, ...p.children],
      );
      paragraph(conversion, first, itemScope, info, phrasing);
    }
    for (const child of children.slice(lead.length)) {
      if (child.type === 'list') list(conversion, child, itemScope, level + 1);
      else conversion.dispatch.one(child, itemScope);
    }
  }
}
