/**
 * The body's code block type: the code input plugin's `code` type (language,
 * filename, code, highlighted lines) plus whether the site numbers its lines.
 * Kept out of the main entry point, since the plugin's type carries its React
 * input; the Studio, the validation and the type generation import it from here.
 */
import { codeSchema } from '@sanity/code-input';
import { defineField, defineType } from '@sanity/types';

export const SHOW_LINE_NUMBERS_FIELD = 'showLineNumbers';

export const codeType = defineType({
  ...codeSchema,
  fields: [
    ...codeSchema.fields,
    defineField({
      name: SHOW_LINE_NUMBERS_FIELD,
      title: 'Show line numbers',
      type: 'boolean',
      description: 'Numbers each line, for code the text refers to by line. Copying the code leaves the numbers out.',
    }),
  ],
});
