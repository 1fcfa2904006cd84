// The words generated text is made of: ranked word lists drawn by Vocabulary, the grammar that inflects them, and
// the names and links of the real libraries and state shapes the docs talk about.

export { article, capitalize, isCountable, plural, slugify, thirdPerson, titleCase } from './grammar.ts';
export { EXTERNAL_LINKS, LIBRARY_IDENTIFIERS } from './libraryReferences.ts';
export { FIELD_NAMES, FIELD_TYPES } from './stateFields.ts';
export { Vocabulary } from './vocabulary.ts';
