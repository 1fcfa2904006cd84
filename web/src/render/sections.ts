import { blockText, type HeadingAnchor } from '@react-redux-docs/schemas';
import type { PortableTextValue, SectionText, TextSection } from './types.ts';

type Block = { _type?: string; style?: string; listItem?: string; children?: unknown; [field: string]: unknown };

function textsOf(block: Block): SectionText[] {
  switch (block._type) {
    case 'block': {
      const text = blockText(block).trim();
      if (!text) return [];
      const kind = block.listItem ? 'listItem' : block.style === 'blockquote' ? 'quote' : 'paragraph';
      return [{ kind, text }];
    }
    case 'code':
      return typeof block.code === 'string' && block.code.trim() ? [{ kind: 'code', text: block.code }] : [];
    case 'admonition': {
      const parts = [typeof block.title === 'string' ? block.title : '']
        .concat(((block.body ?? []) as Block[]).map((child) => (child._type === 'block' ? blockText(child) : '')))
        .map((part) => part.trim())
        .filter(Boolean);
      return parts.length > 0 ? [{ kind: 'admonition', text: parts.join('\n') }] : [];
    }
    case 'table': {
      const rows = (block.rows ?? []) as { cells?: { content?: Block[] }[] }[];
      return rows.flatMap((row) =>
        (row.cells ?? []).flatMap((cell) => {
          const text = (cell.content ?? []).map(blockText).join('\n').trim();
          return text ? [{ kind: 'tableCell' as const, text }] : [];
        }),
      );
    }
    case 'tabs': {
      // Every tab is searchable: a reader may look for the TypeScript version while the JavaScript one shows.
      const tabs = (block.tabs ?? []) as { label?: string; body?: Block[] }[];
      return tabs.flatMap((tab) =>
        (tab.body ?? []).flatMap((child): SectionText[] => {
          if (child._type === 'code') return textsOf(child);
          const text = child._type === 'block' ? blockText(child).trim() : '';
          return text ? [{ kind: 'tab', text }] : [];
        }),
      );
    }
    case 'collapsible': {
      const summary = typeof block.summary === 'string' ? block.summary.trim() : '';
      return [
        ...(summary ? [{ kind: 'paragraph' as const, text: summary }] : []),
        ...((block.body ?? []) as Block[]).flatMap(textsOf),
      ];
    }
    case 'embed':
      return typeof block.title === 'string' && block.title.trim()
        ? [{ kind: 'caption', text: block.title.trim() }]
        : [];
    case 'image':
      return typeof block.caption === 'string' && block.caption.trim()
        ? [{ kind: 'caption', text: block.caption.trim() }]
        : [];
    default:
      return [];
  }
}

/** The body's text sections, headings taken from `anchors` (headingAnchors of the same body). */
export function textSections(body: PortableTextValue, anchors: readonly HeadingAnchor[]): TextSection[] {
  const headingAt = new Map(anchors.map((heading) => [heading.index, heading]));
  const sections: TextSection[] = [{ anchor: null, title: null, level: 1, hierarchy: [], content: [] }];
  const open: HeadingAnchor[] = [];
  body.forEach((value, index) => {
    const heading = headingAt.get(index);
    if (heading) {
      while (open.length > 0 && (open.at(-1)?.level ?? 0) >= heading.level) open.pop();
      open.push(heading);
      sections.push({
        anchor: heading.anchor,
        title: heading.text,
        level: heading.level,
        hierarchy: open.map((entry) => ({ level: entry.level, title: entry.text })),
        content: [],
      });
      return;
    }
    sections.at(-1)?.content.push(...textsOf(value as Block));
  });
  return sections;
}
