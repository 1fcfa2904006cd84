/**
 * Property-based tests of the renderer (fast-check): Portable Text of any
 * shape the schema allows, with hostile text and link targets, renders
 * without crashing, loses no text, and emits no markup from the content.
 * Malformed input fails with an error that names what is wrong.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { renderPortableText } from '../../../src/render/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';

const RUNS = 150;

/** Text with what breaks naive renderers: markup, quotes, entities, line and paragraph separators, emoji. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '&amp;', '\u2028', '💥', '</p>', ''),
);
const href = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' java\nscript:x', 'data:text/html,<b>', 'vbscript:x'),
  fc.constantFrom('/api/hooks', '/api/hooks#useselector', '#local', 'mailto:a@b.c', '//cdn.example/x'),
);
const key = fc.string({ minLength: 1, maxLength: 8 });

const span = (marks: string[]) =>
  fc.record({ _type: fc.constant('span'), _key: key, text: hostileText, marks: fc.subarray(marks) });

const textBlock = fc
  .record({
    style: fc.constantFrom('normal', 'h2', 'h3', 'h4', 'blockquote'),
    listItem: fc.option(fc.constantFrom('bullet', 'number'), { nil: undefined }),
    links: fc.array(href, { maxLength: 3 }),
  })
  .chain(({ style, listItem, links }) => {
    const markDefs = links.map((target, index) => ({ _type: 'link', _key: `m${index}`, href: target }));
    const marks = [...markDefs.map((mark) => mark._key), 'strong', 'em', 'code'];
    return fc.record({
      _type: fc.constant('block'),
      _key: key,
      style: fc.constant(style),
      ...(listItem ? { listItem: fc.constant(listItem), level: fc.constant(1) } : {}),
      markDefs: fc.constant(markDefs),
      children: fc.array(span(marks), { minLength: 1, maxLength: 4 }),
    });
  });

const codeBlock = fc.record({
  _type: fc.constant('code'),
  _key: key,
  code: hostileText,
  language: fc.constantFrom('javascript', 'tsx', 'bash', 'json', 'not-a-language', ''),
  filename: fc.option(hostileText, { nil: undefined }),
  highlightedLines: fc.array(fc.integer({ min: -2, max: 30 }), { maxLength: 3 }),
});

const admonition = fc.record({
  _type: fc.constant('admonition'),
  _key: key,
  kind: fc.constantFrom('note', 'tip', 'info', 'caution', 'danger'),
  title: fc.option(hostileText, { nil: undefined }),
  body: fc.array(textBlock, { maxLength: 2 }),
});

const table = fc.record({
  _type: fc.constant('table'),
  _key: key,
  hasHeaderRow: fc.boolean(),
  rows: fc.array(
    fc.record({
      _key: key,
      cells: fc.array(fc.record({ _key: key, content: fc.array(textBlock, { maxLength: 1 }) }), { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
});

const body = fc.array(fc.oneof(textBlock, textBlock, codeBlock, admonition, table), { maxLength: 8 });

/** Every text the reader must see, as the HTML escapes it. */
function visibleTexts(value: unknown, texts: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) visibleTexts(item, texts);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record._type === 'span' && typeof record.text === 'string') texts.push(record.text);
    else if (record._type === 'code' && typeof record.code === 'string') texts.push(record.code);
    for (const [field, child] of Object.entries(record)) if (field !== 'markDefs') visibleTexts(child, texts);
  }
  return texts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** What a reader sees of some HTML: tags removed, character references decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    );

test('any body the schema allows renders, keeping every text and adding no markup of its own', async () => {
  await fc.assert(
    fc.asyncProperty(body, async (value) => {
      const { html } = await renderPortableText(value as PortableTextValue);
      const text = textOf(html);
      for (const piece of visibleTexts(value)) {
        assert.ok(text.includes(piece), `text lost: ${JSON.stringify(piece)}`);
      }
      const tags = html.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) {
        assert.doesNotMatch(tag, /^<(script|img|iframe|object)|\son\w+=/i, `content became markup: ${tag}`);
        assert.doesNotMatch(tag, /href="\s*(javascript|data|vbscript):/i, `an unsafe link was rendered: ${tag}`);
      }
    }),
    { numRuns: RUNS },
  );
});

test('malformed bodies fail with an error that names the problem, never a crash deep inside', async () => {
  const malformed = fc.array(
    fc.oneof(
      fc.record({
        _type: fc
          .string({ minLength: 1, maxLength: 10 })
          .filter((type) => !['block', 'code', 'admonition', 'table', 'image', 'span'].includes(type)),
        _key: key,
      }),
      fc.record({
        _type: fc.constant('block'),
        _key: key,
        children: fc.array(
          fc.record({
            _type: fc.constant('span'),
            _key: key,
            text: hostileText,
            marks: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
          }),
          { maxLength: 2 },
        ),
      }),
      fc.anything(),
    ),
    { minLength: 1, maxLength: 4 },
  );
  await fc.assert(
    fc.asyncProperty(malformed, async (value) => {
      try {
        await renderPortableText(value as PortableTextValue);
      } catch (error) {
        assert.ok(error instanceof Error, `threw a non-error: ${String(error)}`);
        assert.match(
          error.message,
          /^(block \d+|expected an array)|Unknown (block|mark) type|Unknown list item style/i,
          `an unhelpful error: ${error.message}`,
        );
      }
    }),
    { numRuns: RUNS },
  );
});
