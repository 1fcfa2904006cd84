import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPortableText } from '../../../src/render/index.ts';
import type { PortableTextValue } from '../../../src/render/types.ts';
import { announcementScript } from '../../../src/theme/AnnouncementBar/announcementScript.ts';
import { scriptValue } from '../../../src/theme/SiteHead/scriptValue.ts';
import { baseUrlScript } from '../../../src/theme/SiteWarning/baseUrlScript.ts';

const BREAKOUT = '</script><script>alert(1)</script><!--';

test('content written into inline scripts cannot end the script element', () => {
  const literal = scriptValue({ text: BREAKOUT, separators: '\u2028\u2029' });
  assert.doesNotMatch(literal, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(literal), { text: BREAKOUT, separators: '\u2028\u2029' });
  assert.doesNotMatch(announcementScript(BREAKOUT), /<\/script|<!--/);
  assert.doesNotMatch(baseUrlScript({ siteUrl: `https://example.org/${BREAKOUT}` }), /<\/script|<!--/);
});

test('the renderer drops link targets no reader should be sent to, keeping the text', async () => {
  const linked = (href: string) => [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l', href }],
      children: [{ _type: 'span', _key: 's', text: 'Click', marks: ['l'] }],
    },
  ];
  for (const href of [
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
  ]) {
    assert.equal((await renderPortableText(linked(href) as PortableTextValue)).html, '<p>Click</p>', href);
  }
  assert.match(
    (await renderPortableText(linked('https://redux.js.org') as PortableTextValue)).html,
    /<a href="https:\/\/redux\.js\.org"/,
  );
  assert.match(
    (await renderPortableText(linked('/api/hooks#useselector') as PortableTextValue)).html,
    /<a href="\/api\/hooks#useselector">/,
  );
});

test('the site-address check is valid JavaScript, and the same on every page (its route is an attribute)', () => {
  const script = baseUrlScript({ siteUrl: 'https://example.org/docs' });
  assert.doesNotThrow(() => new Function(script));
  assert.doesNotMatch(script, /\/api\/hooks/);
});
