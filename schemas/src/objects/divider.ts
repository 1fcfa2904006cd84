import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { DividerBlock } from './dividerBlock.ts';
import { DividerIcon } from './editorIcons.ts';

/** A horizontal rule between two parts of a page (Markdown's `---`). */
export const divider = defineType({
  name: 'divider',
  title: 'Divider',
  type: 'object',
  icon: DividerIcon,
  components: { block: DividerBlock },
  description: 'A line across the page between two parts of it.',
  // Sanity wants an object to have a field; a divider has nothing to set, so its one field is fixed and hidden.
  fields: [
    defineField({ name: 'style', title: 'Style', type: 'string', initialValue: 'line', hidden: true, readOnly: true }),
  ],
  preview: { prepare: () => ({ title: '──────────', subtitle: 'Divider' }) },
});

export const dividerMember = defineArrayMember({ type: 'divider' });
