import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type PortableTextValue, renderPortableText } from '@react-redux-docs/web/render';
import { contentSecurityPolicy } from '../src/contentSecurityPolicy.ts';
import { pageFacts } from '../src/pageFacts.ts';

/** An image a dataset file keeps at its address, as the source plugin gives it: not measured. */
const remote = (url: string) => ({ _id: 'image-0-remote', url, width: 0, height: 0, extension: 'png' });
const render = async (body: unknown[]) => (await renderPortableText(body as PortableTextValue)).html;

test('an image kept at its address is shown from there: alt text, lazy, no size it does not know', async () => {
  const html = await render([
    { _type: 'image', _key: 'i1', alt: 'The store', caption: 'Connected', asset: remote('https://i.imgur.com/a.png') },
    { _type: 'image', _key: 'i2', alt: null, asset: remote('https://i.imgur.com/b.png') },
  ]);
  assert.equal(
    html,
    '<figure class="figure"><img src="https://i.imgur.com/a.png" alt="The store" loading="lazy" decoding="async" referrerPolicy="no-referrer"/>' +
      '<figcaption class="figure__caption">Connected</figcaption></figure>' +
      '<figure class="figure"><img src="https://i.imgur.com/b.png" alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer"/></figure>',
  );
});

test("the Content-Security-Policy lets pages load exactly the image hosts they show, and no other's", async () => {
  const page = async (body: unknown[]) =>
    pageFacts(`<!DOCTYPE html><html><body><main>${await render(body)}</main></body></html>`);
  const link = (href: string) => ({
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'm1', href }],
    children: [{ _type: 'span', _key: 's1', text: 'elsewhere', marks: ['m1'] }],
  });
  const local = { _id: 'image-1', url: '/sanity-assets/image-1.svg', width: 64, height: 64, extension: 'svg' };
  const pages = [
    await page([
      { _type: 'image', _key: 'i1', alt: 'a', asset: remote('https://i.imgur.com/a.png') },
      { _type: 'image', _key: 'i2', alt: 'b', asset: remote('https://i.imgur.com/b.png') },
    ]),
    await page([{ _type: 'image', _key: 'i3', alt: 'c', asset: remote('https://images.example.org/c.png') }]),
    await page([{ _type: 'image', _key: 'i4', alt: 'd', asset: local }, link('https://elsewhere.example.com/')]),
  ];
  const imageSources = (policy: string) => /(?:^|; )img-src ([^;]*)/.exec(policy)?.[1];
  assert.equal(imageSources(contentSecurityPolicy({ pages })), "'self' https://i.imgur.com https://images.example.org");
  // Once no page shows them, the hosts are gone from the policy.
  assert.equal(imageSources(contentSecurityPolicy({ pages: pages.slice(2) })), "'self'");
});
