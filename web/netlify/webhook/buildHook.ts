/**
 * Asks Netlify for a build through the build hook, retrying when Netlify is
 * briefly unavailable (5xx, 408, 429, no answer, network error) with
 * exponentially growing pauses, all inside a time budget well under the
 * function's own time limit (10 s on older sites), so the function always
 * answers Sanity itself.
 */

export interface RetryPolicy {
  attempts: number;
  /** The pause after the first failure; each later pause doubles. */
  firstPauseMs: number;
  /** How long one attempt may wait for Netlify. */
  attemptTimeoutMs: number;
  /** The whole exchange, pauses included, ends within this. */
  budgetMs: number;
}

/** With the build queue check (2 s at most), the function answers within 8 s even when Netlify does not. */
export const BUILD_HOOK_RETRIES: RetryPolicy = {
  attempts: 4,
  firstPauseMs: 500,
  attemptTimeoutMs: 2_000,
  budgetMs: 6_000,
};

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export type BuildHookResult =
  | { ok: true; attempts: number }
  | { ok: false; attempts: number; problem: string; refused: boolean };

export async function requestBuild(
  hookUrl: URL,
  title: string,
  fetchImpl: typeof fetch,
  clock: Clock,
  policy: RetryPolicy = BUILD_HOOK_RETRIES,
): Promise<BuildHookResult> {
  const url = new URL(hookUrl);
  // Shown as the deploy's message in Netlify's deploy list (and the Studio's Deploy tool).
  url.searchParams.set('trigger_title', title);
  const deadline = clock.now() + policy.budgetMs;
  let problem = 'not tried';
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const timeout = Math.min(policy.attemptTimeoutMs, deadline - clock.now());
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(Math.max(timeout, 1)),
      });
      await response.body?.cancel().catch(() => {});
      if (response.ok) return { ok: true, attempts: attempt };
      problem = `HTTP ${response.status}`;
      if (!isRetryable(response.status)) return { ok: false, attempts: attempt, problem, refused: true };
    } catch (error) {
      problem = describeFetchFailure(error, timeout);
    }
    const pause = policy.firstPauseMs * 2 ** (attempt - 1);
    // Stop when the next attempt could not finish (a quarter of its timeout, at least) inside the budget.
    if (attempt === policy.attempts || clock.now() + pause + policy.attemptTimeoutMs / 4 > deadline) {
      return { ok: false, attempts: attempt, problem, refused: false };
    }
    await clock.sleep(pause);
  }
  return { ok: false, attempts: policy.attempts, problem, refused: false };
}

function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** A fetch failure in a few words: its code (ECONNREFUSED…) or a timeout, never its message, which may hold the URL. */
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? `network error ${code}` : 'network error';
}
