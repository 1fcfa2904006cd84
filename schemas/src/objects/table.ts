import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { cellTextBlock } from './portableText.ts';

export const tableCell = defineType({
  name: 'tableCell',
  title: 'Cell',
  type: 'object',
  fields: [defineField({ name: 'content', title: 'Content', type: 'array', of: [cellTextBlock] })],
  preview: {
    select: { content: 'content' },
    prepare: ({ content }) => ({ title: plainText(content) || 'Empty cell' }),
  },
});

export const tableRow = defineType({
  name: 'tableRow',
  title: 'Row',
  type: 'object',
  fields: [
    defineField({
      name: 'cells',
      title: 'Cells',
      type: 'array',
      of: [defineArrayMember({ type: 'tableCell' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  fields: [
    defineField({
      name: 'hasHeaderRow',
      title: 'First row is a header',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      of: [defineArrayMember({ type: 'tableRow' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows?: { cells?: unknown[] }[]) => {
            const widths = new Set((rows ?? []).map((row) => row.cells?.length ?? 0));
            return widths.size <= 1 ? true : 'Every row needs the same number of cells.';
          }),
    }),
  ],
  preview: {
    select: { rows: 'rows' },
    prepare: ({ rows }) => ({ title: 'Table', subtitle: `${Array.isArray(rows) ? rows.length : 0} rows` }),
  },
});

function plainText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .flatMap((block) => (Array.isArray(block?.children) ? block.children : []))
    .map((span: { text?: string }) => span.text ?? '')
    .join('');
}
