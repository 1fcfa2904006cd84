import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { StudioSession } from './session.ts';

/** Waits until the body of the draft `draftId` the stand-in API holds passes `check`, and returns it. */
export async function draftBody<Block>(
  session: StudioSession,
  page: Page,
  draftId: string,
  check: (body: Block[]) => boolean,
): Promise<Block[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const body = (session.api.docs.get(draftId) as { body?: Block[] } | undefined)?.body ?? [];
    if (check(body)) return body;
    if (Date.now() > deadline)
      assert.fail(
        `the draft never passed the check: ${JSON.stringify(body).slice(0, Number(process.env.DRAFT_BODY_SHOWN ?? 600))}`,
      );
    await page.waitForTimeout(200);
  }
}
