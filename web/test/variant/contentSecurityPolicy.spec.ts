/**
 * With Algolia configured, the Content-Security-Policy lets the search reach
 * exactly Algolia's hosts for this application: the modal and the search
 * page search without a violation.
 */
import { expect, test } from '@playwright/test';
import { expectPolicy, watchPolicyViolations } from '../browser/contentSecurity.ts';
import { waitForHydration } from '../browser/helpers.ts';
import { VARIANT_ALGOLIA } from './variantDataset.ts';

const EMPTY_ANSWER = {
  results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: '' }],
};

test('search through Algolia breaks no rule of the policy, and the policy names only its hosts', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const asked: string[] = [];
  // The policy is checked before a request leaves the page, so a blocked host never reaches this stand-in.
  await page.route(/^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//, async (route) => {
    asked.push(new URL(route.request().url()).host);
    await route.fulfill({ json: EMPTY_ANSWER });
  });
  const response = await page.goto('/api/hooks');
  const policy = expectPolicy(response);
  const app = VARIANT_ALGOLIA.appId.toLowerCase();
  expect(policy).toContain(`https://${app}-dsn.algolia.net`);
  expect(policy).not.toMatch(/\*\.algolia/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.locator('.DocSearch-Input').fill('useSelector');
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.goto('/search?q=useSelector');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "useSelector"');
  await expect.poll(() => asked.length).toBeGreaterThan(1);
  expect(await violations()).toEqual([]);
});
