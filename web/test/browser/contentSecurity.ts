import { expect, type Page, type Response } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation on a page: the
 * `securitypolicyviolation` events (listened for before any of the page's
 * scripts run) and the browser's console reports of blocked loads.
 */
export async function watchPolicyViolations(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async (): Promise<string[]> => {
    const fromPage = await page.evaluate(
      () => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [],
    );
    return [...fromPage, ...reported];
  };
}

/** The response carries the site's policy (so a page without it cannot pass for one without violations). */
export function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(policy).toContain("frame-ancestors 'none'");
  return policy;
}
