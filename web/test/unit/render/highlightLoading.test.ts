import assert from 'node:assert/strict';
import { registerHooks } from 'node:module';
import { test } from 'node:test';

/** The grammar modules of Shiki loaded so far in this process, by file name (python.mjs). */
const grammarModules = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const grammar = /\/@shikijs\/langs\/dist\/([^/]+\.mjs)$/.exec(resolved.url)?.[1];
    if (grammar) grammarModules.add(grammar);
    return resolved;
  },
});

test("the renderer and the Studio's Preview load no grammar until a block needs one, then only that one", async () => {
  // Loaded after the hook, as the Studio loads them: the Preview's entry point, then the renderer it uses.
  await import('../../../src/preview/index.ts');
  const { renderPortableText } = await import('../../../src/render/index.ts');
  assert.deepEqual([...grammarModules], [], 'no grammar loaded by importing them');
  const code = (language: string) => ({ _type: 'code', _key: language, language, code: 'x = 1' });
  await renderPortableText([code('text'), code('brainfudge')]);
  assert.deepEqual([...grammarModules], [], 'none for plain text');
  await renderPortableText([{ _type: 'admonition', _key: 'a', kind: 'note', body: [code('py')] }]);
  assert.deepEqual([...grammarModules], ['python.mjs']);
  await renderPortableText([code('toml'), code('python')]);
  assert.deepEqual([...grammarModules].sort(), ['python.mjs', 'toml.mjs']);
});
