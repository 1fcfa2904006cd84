import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio } from '@react-redux-docs/schemas';
import { CODE_BACKGROUNDS, highlightCodeBlocks, readableOn } from '../src/highlightCode.ts';
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

test('code blocks anywhere in a body become HTML with palette classes; unknown languages stay plain', async () => {
  const code = (language: string, text: string, highlightedLines?: number[]) => ({
    _type: 'code',
    _key: language,
    language,
    code: text,
    highlightedLines,
  });
  const node: ContentNode = {
    sanityId: 'doc-x',
    typeName: 'SanityDoc',
    data: {
      body: [
        code('typescript', 'const a: Array<number> = [1];\n// done & dusted', [2]),
        { _type: 'admonition', body: [code('sh', 'npm install react-redux')] },
        code('cobol', 'DISPLAY "<HI>".'),
      ],
    },
  };
  const { highlighted, palette } = await highlightCodeBlocks([node]);
  assert.equal(highlighted, 2);
  const [ts, admonition, cobol] = node.data.body as { html?: string; body?: { html?: string }[] }[];
  const lines = ts?.html?.match(/<span class="line( highlighted)?">/g) ?? [];
  assert.deepEqual(
    lines,
    ['<span class="line">', '<span class="line highlighted">'],
    'one span per line, line 2 marked',
  );
  const keywordClass = ts?.html?.match(/<span class="(tk\d+)">const<\/span>/)?.[1];
  assert.ok(keywordClass, 'a keyword gets a palette class');
  const light = palette.css.match(new RegExp(`(?:^|})\\.${keywordClass}\\{color:(#[0-9a-f]{6})`))?.[1];
  const dark = palette.css.match(new RegExp(`\\[data-theme="dark"\\] \\.${keywordClass}\\{color:(#[0-9a-f]{6})`))?.[1];
  assert.ok(light && dark && light !== dark, 'the keyword has distinct light and dark colours');
  for (const [, color] of palette.css.matchAll(/(?:^|})\.tk\d+\{color:(#[0-9a-f]{6})/g)) {
    for (const background of CODE_BACKGROUNDS.light) assert.ok(contrastRatio(color ?? '', background) >= 4.5);
  }
  for (const [, color] of palette.css.matchAll(/\[data-theme="dark"\] \.tk\d+\{color:(#[0-9a-f]{6})/g)) {
    for (const background of CODE_BACKGROUNDS.dark) assert.ok(contrastRatio(color ?? '', background) >= 4.5);
  }
  const text = (html = '') =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  assert.equal(text(ts?.html), 'const a: Array<number> = [1];\n// done & dusted\n', 'every character kept, escaped');
  assert.ok(admonition?.body?.[0]?.html?.includes('class="tk'));
  assert.equal(cobol?.html, '<span class="line">DISPLAY "&lt;HI&gt;".\n</span>');
});
