/**
 * The body's code block type: the code input plugin's `code` type (language,
 * filename, code, highlighted lines) plus whether the site numbers its lines.
 * Kept out of the main entry point, since the plugin's type carries its React
 * input; the Studio, the validation and the type generation import it from here.
 */
import { codeSchema } from '@sanity/code-input';
import { defineField, defineType } from '@sanity/types';

export const SHOW_LINE_NUMBERS_FIELD = 'showLineNumbers';
export const ALSO_JAVASCRIPT_FIELD = 'alsoJavaScript';

/** The languages whose blocks can be shown as JavaScript too. */
const TYPESCRIPT_LANGUAGES = new Set(['typescript', 'tsx']);

/** The plugin's preview, named "Code block" until a language is chosen (the plugin says "UNKNOWN"). */
const pluginPreview = codeSchema.preview;

export const codeType = defineType({
  ...codeSchema,
  preview: {
    ...pluginPreview,
    prepare: (value: Record<string, unknown>) => {
      const prepared = pluginPreview?.prepare?.(value) ?? {};
      return value.filename || value.language ? prepared : { ...prepared, title: 'Code block' };
    },
  },
  fields: [
    ...codeSchema.fields,
    defineField({
      name: SHOW_LINE_NUMBERS_FIELD,
      title: 'Show line numbers',
      type: 'boolean',
      description: 'Numbers each line, for code the text refers to by line. Copying the code leaves the numbers out.',
    }),
    defineField({
      name: ALSO_JAVASCRIPT_FIELD,
      title: 'Also show as JavaScript',
      type: 'boolean',
      description:
        'Readers get TypeScript and JavaScript tabs; the JavaScript is made from this code when the site is built. Start a file with a line "// file: name.ts" to show several files; add "noEmit" after the name for a file that only gives the others its types and is not shown.',
      hidden: ({ parent }) =>
        !TYPESCRIPT_LANGUAGES.has(String((parent as { language?: unknown } | undefined)?.language)),
    }),
  ],
});
