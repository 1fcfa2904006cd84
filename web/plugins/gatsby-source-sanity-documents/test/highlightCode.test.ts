import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio } from '@react-redux-docs/schemas';
import { CODE_BACKGROUNDS, type CodeToken, highlightCodeBlocks, readableOn } from '../src/highlightCode.ts';
import type { ContentNode } from '../src/resolveContent.ts';

test('token colours too faint for the code background are adjusted until they pass AA', () => {
  // GitHub's dark theme greys out comments below 4.5:1 on a dark block.
  const faint = '#484f58';
  assert.ok(contrastRatio(faint, CODE_BACKGROUNDS.dark[0]) < 4.5);
  const fixed = readableOn(faint, CODE_BACKGROUNDS.dark);
  for (const background of CODE_BACKGROUNDS.dark) assert.ok(contrastRatio(fixed, background) >= 4.5);
  const grey = readableOn('#bbbbbb', CODE_BACKGROUNDS.light);
  for (const background of CODE_BACKGROUNDS.light) assert.ok(contrastRatio(grey, background) >= 4.5);
  assert.equal(readableOn('#1f2328', CODE_BACKGROUNDS.light), '#1f2328', 'readable colours stay as they are');
});

test('code blocks anywhere in a body get light and dark tokens; unknown languages stay plain', async () => {
  const code = (language: string, text: string) => ({ _type: 'code', _key: language, language, code: text });
  const node: ContentNode = {
    sanityId: 'doc-x',
    typeName: 'SanityDoc',
    data: {
      body: [
        code('typescript', 'const a: number = 1;\n// done'),
        { _type: 'admonition', body: [code('sh', 'npm install react-redux')] },
        code('cobol', 'DISPLAY "HI".'),
      ],
    },
  };
  assert.equal(await highlightCodeBlocks([node]), 2);
  const [ts, admonition, cobol] = node.data.body as { tokens?: CodeToken[][]; body?: { tokens?: CodeToken[][] }[] }[];
  assert.equal(ts?.tokens?.length, 2, 'one token list per line');
  const keyword = ts?.tokens?.[0]?.find(([text]) => text === 'const');
  assert.ok(keyword?.[1] && keyword[2] && keyword[1] !== keyword[2], 'a keyword has distinct light and dark colours');
  for (const line of ts?.tokens ?? []) {
    for (const [, light, dark] of line) {
      for (const background of CODE_BACKGROUNDS.light) if (light) assert.ok(contrastRatio(light, background) >= 4.5);
      for (const background of CODE_BACKGROUNDS.dark) if (dark) assert.ok(contrastRatio(dark, background) >= 4.5);
    }
  }
  assert.equal(
    ts?.tokens?.map((line) => line.map(([text]) => text).join('')).join('\n'),
    'const a: number = 1;\n// done',
    'tokens keep every character',
  );
  assert.ok(admonition?.body?.[0]?.tokens);
  assert.equal(cobol?.tokens, undefined);
});
