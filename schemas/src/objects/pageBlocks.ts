import { defineArrayMember } from '@sanity/types';
import { bodyImage, codeBlock } from './portableText.ts';

/**
 * The blocks a doc's body and a collapsible section both take after their text, in the insert menu's order: code,
 * formulas, callouts, tables, images, tabs, embeds, dividers and a category's cards.
 */
export const pageBlocks = [
  codeBlock,
  defineArrayMember({ type: 'math' }),
  defineArrayMember({ type: 'admonition' }),
  defineArrayMember({ type: 'table' }),
  bodyImage,
  defineArrayMember({ type: 'tabs' }),
  defineArrayMember({ type: 'embed' }),
  defineArrayMember({ type: 'divider' }),
  defineArrayMember({ type: 'docCards' }),
];
