import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EMBED_PROVIDERS } from '@react-redux-docs/schemas';
import { embed, lostPathParts, placeElement } from '../../../../../src/import/markdown/flow/embed.ts';
import { parseJsxElement } from '../../../../../src/import/markdown/parse/jsxElement.ts';
import { prepare, scopeIn } from '../../../../support/conversion.ts';

/** The embed a piece of MDX becomes, and what was reported at line 7. */
function embedOf(mdx: string) {
  const element = parseJsxElement(mdx);
  if (!element) throw new Error('not an element');
  const { conversion, problems } = prepare('');
  return { block: embed(conversion, element, 7), problems: problems() };
}

describe('embed', () => {
  test('an iframe or a YouTube component of a known provider is an embed with its whole address', () => {
    assert.deepEqual(embedOf('<LiteYouTubeEmbed id="dQw4w9WgXcQ" title="A talk" />'), {
      block: { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'A talk' },
      problems: [],
    });
    const untitled = embedOf('<iframe src="https://stackblitz.com/edit/store-demo"></iframe>');
    assert.deepEqual(untitled.block, {
      _type: 'embed',
      url: 'https://stackblitz.com/edit/store-demo',
      title: 'StackBlitz embed',
    });
    assert.deepEqual(untitled.problems, [
      '7: warning: iframe of https://stackblitz.com/edit/store-demo has no title; "StackBlitz embed" is used, which tells readers little: describe it in the Studio',
    ]);
  });

  test('what cannot be embedded is skipped, saying why', () => {
    assert.deepEqual(embedOf('<YouTube id="PL123" playlist title="List" />'), {
      block: null,
      problems: ['7: warning: skipped <YouTube>: it shows a YouTube playlist, and only single videos can be embedded'],
    });
    assert.deepEqual(embedOf('<iframe src={demoUrl} title="Demo" />').problems, [
      '7: warning: skipped iframe: its address is a JavaScript expression (src={demoUrl}), which the import cannot read',
    ]);
    assert.deepEqual(embedOf('<iframe title="Nothing" />').problems, [
      '7: warning: skipped iframe: it has no address (src)',
    ]);
    assert.deepEqual(embedOf('<iframe src="https://example.com/demo" title="Demo" />').problems, [
      `7: warning: skipped iframe of https://example.com/demo: only ${EMBED_PROVIDERS.join(', ')} can be embedded`,
    ]);
  });

  test('text inside the element is dropped with a warning', () => {
    const { block, problems } = embedOf(
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Talk">Your browser shows no frames</iframe>',
    );
    assert.equal(block?.url, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    assert.deepEqual(problems, ['7: warning: the text inside iframe is dropped: Your browser shows no frames']);
  });

  test('placeElement puts an element taken out of the text where it stood', () => {
    const { conversion, problems } = prepare('Watch <YouTube id="dQw4w9WgXcQ" title="Talk" /> now.');
    const scope = scopeIn();
    placeElement(conversion, 0, scope, 1);
    placeElement(conversion, 1, scope, 1);
    assert.deepEqual(scope.sink, [
      { _type: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Talk' },
    ]);
    assert.deepEqual(problems(), []);
  });

  test('lostPathParts ignores the parts that only route (embed, s, edit…)', () => {
    assert.deepEqual(
      lostPathParts('https://codesandbox.io/s/counter-x1', 'https://codesandbox.io/embed/counter-x1'),
      [],
    );
    assert.deepEqual(lostPathParts('https://example.com/a/b/c', 'https://example.com/a'), ['b', 'c']);
  });
});
