import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  article,
  capitalize,
  isCountable,
  plural,
  slugify,
  thirdPerson,
  titleCase,
} from '../../../../src/generate/words/grammar.ts';

describe('grammar of generated text', () => {
  test('plurals: -s, -es, -ies after a consonant, and uncountable nouns unchanged', () => {
    assert.equal(plural('selector'), 'selectors');
    assert.equal(plural('batch'), 'batches');
    assert.equal(plural('status'), 'statuses');
    assert.equal(plural('entity'), 'entities');
    assert.equal(plural('key'), 'keys');
    assert.equal(plural('Widget'), 'Widgets');
    assert.equal(plural('data'), 'data');
    assert.equal(isCountable('middleware'), false);
    assert.equal(isCountable('store'), true);
  });

  test('third person inflects the first word of a phrasal verb', () => {
    assert.equal(thirdPerson('return'), 'returns');
    assert.equal(thirdPerson('pass'), 'passes');
    assert.equal(thirdPerson('copy'), 'copies');
    assert.equal(thirdPerson('subscribe to'), 'subscribes to');
    assert.equal(thirdPerson('need to'), 'needs to');
  });

  test('"a" or "an" by the sound of the next word', () => {
    assert.equal(article('update'), 'an');
    assert.equal(article('action'), 'an');
    assert.equal(article('user'), 'a');
    assert.equal(article('unique key'), 'a');
    assert.equal(article('store'), 'a');
  });

  test('titles keep minor words in lower case, except the first', () => {
    assert.equal(titleCase('how to test the store'), 'How to Test the Store');
    assert.equal(titleCase('the state of the app'), 'The State of the App');
    assert.equal(capitalize(''), '');
  });

  test('slugs split camelCase and drop punctuation', () => {
    assert.equal(slugify('useWidgetSelector'), 'use-widget-selector');
    assert.equal(slugify('Order Panel'), 'order-panel');
    assert.equal(slugify('Tutorial: Using Cart2 Hooks!'), 'tutorial-using-cart2-hooks');
  });
});
