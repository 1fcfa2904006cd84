import { expect, test } from '@playwright/test';

test('the table of contents lists h2 and h3 headings and marks the one being read', async ({ page }) => {
  await page.goto('/api/hooks');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  const tocTargets = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const headingIds = await page
    .locator('main article :is(h2, h3)[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(tocTargets).toEqual(headingIds);
  expect(tocTargets).toContain('#useselector');
  // h3s sit under their h2.
  await expect(toc.locator('li:has(> a[href="#usage-warnings"]) > ul > li')).not.toHaveCount(0);

  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', tocTargets[0] ?? '');
  await page.locator('#usedispatch').evaluate((heading) => heading.scrollIntoView());
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#usedispatch');
  await toc.getByRole('link', { name: 'Custom context' }).click();
  await expect(page).toHaveURL(/#custom-context$/);
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#custom-context');
});

test('on a phone the table of contents is a collapsed box above the text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/api/hooks');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  const box = page.locator('main details', { hasText: 'On this page' });
  await expect(box).toBeVisible();
  await box.locator('summary').click();
  await expect(box.getByRole('link', { name: 'useSelector()' })).toBeVisible();
});
