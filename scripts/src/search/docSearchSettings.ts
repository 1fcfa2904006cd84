import type { IndexSettings } from 'algoliasearch';

/**
 * The Algolia index settings DocSearch's own crawler gives a docs index,
 * adapted to our records: search the hierarchy from the category down, then
 * the text, then code identifiers and keywords; facet on language and docs
 * version; one hit per URL; among equally good hits, the higher page rank,
 * the higher level (a title before a paragraph), the earlier position.
 */
const LEVELS = [0, 1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);

export const DOCSEARCH_SETTINGS: IndexSettings = {
  searchableAttributes: [
    ...LEVELS.map((level) => `unordered(${level})`),
    'content',
    'unordered(code)',
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content', 'code'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};
