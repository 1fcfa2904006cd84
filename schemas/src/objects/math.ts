import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { texProblem } from '../rules/tex.ts';
import { FormulaIcon } from './editorIcons.ts';
import { FormulaPreview } from './formulaPreview.ts';

const TEX_HELP = 'Written in TeX, as between $…$ in Markdown, e.g. "E = mc^2" or "\\frac{a}{b}".';

/** A formula on a line of its own, centred (Markdown's `$$` block with remark-math). */
export const math = defineType({
  name: 'math',
  title: 'Formula',
  type: 'object',
  icon: FormulaIcon,
  components: { preview: FormulaPreview },
  description: 'A formula on a line of its own.',
  fields: [
    defineField({
      name: 'tex',
      title: 'Formula',
      type: 'text',
      rows: 3,
      description: TEX_HELP,
      validation: (rule) => rule.required().custom((tex?: string) => texProblem(tex) ?? true),
    }),
  ],
  preview: { select: { tex: 'tex' }, prepare: ({ tex }) => ({ title: String(tex ?? ''), subtitle: 'Formula' }) },
});

/** A formula in a line of text (Markdown's `$…$` with remark-math). */
export const inlineMath = defineArrayMember({
  name: 'inlineMath',
  title: 'Formula in the line',
  type: 'object',
  icon: FormulaIcon,
  fields: [
    defineField({
      name: 'tex',
      title: 'Formula',
      type: 'string',
      description: TEX_HELP,
      validation: (rule) => rule.required().custom((tex?: string) => texProblem(tex) ?? true),
    }),
  ],
  preview: { select: { tex: 'tex' }, prepare: ({ tex }) => ({ title: String(tex ?? '') }) },
});
