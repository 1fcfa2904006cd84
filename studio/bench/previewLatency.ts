/**
 * How long the Preview takes to show what the editor typed, in the real built Studio against the loopback
 * stand-in: for every seed doc, the editor and the Preview side by side, a word typed at the end of the title and
 * at the start of the first paragraph, and the time from the last key to the frame showing it. Prints a table and
 * the median and worst; exits 1 when the worst is over the 500 ms the Preview promises.
 *
 *   npm run bench:preview -w studio            (builds the Studio first, about 90 s)
 *   STUDIO_E2E_DIST=/tmp/studio-dist npm run bench:preview -w studio   (a Studio built by test/studio-e2e/buildStudio.ts)
 */
import type { Page } from 'playwright-core';
import { startStudioSession } from '../test/studio-e2e/session.ts';

const TARGET_MS = 500;
// As src/preview/PreviewView.tsx names its User Timing entries (that module needs the Studio's bundler to load).
const DOCUMENT_MARK = 'preview:document';
const DRAW_MEASURE = 'preview:draw';

type Timing = { total: number; toDocument: number; draw: number };

type Doc = {
  _id: string;
  _type: string;
  title?: string;
  body?: { style?: string; listItem?: string; children?: { text?: string }[] }[];
};

/** Watches the frame for `text` in `selector` from now on, and notes the time of each key the editor presses. */
async function watchFor(page: Page, selector: string, text: string) {
  await page.evaluate(
    ([selector, text]) => {
      const win = window as unknown as { lastKeyAt: number; shownAt: Promise<number> };
      win.lastKeyAt = 0;
      window.addEventListener(
        'keydown',
        (event) => {
          win.lastKeyAt = event.timeStamp;
        },
        { capture: true },
      );
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]');
      win.shownAt = new Promise((resolve) => {
        const check = () => {
          const shown = [...(frame?.contentDocument?.querySelectorAll(selector as string) ?? [])].some((element) =>
            element.textContent?.includes(text as string),
          );
          if (shown) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    [selector, text],
  );
}

/**
 * From the last key to the page showing it, and its parts: until the edited document reached the Preview (the
 * form's own work), and the drawing of the last redraw (the Preview's); the rest is the Preview's pause for more
 * typing and the frame's update.
 */
async function latency(page: Page): Promise<Timing> {
  return page.evaluate(
    async ([documentMark, drawMeasure]) => {
      const win = window as unknown as { lastKeyAt: number; shownAt: Promise<number> };
      const shown = await Promise.race([
        win.shownAt,
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 10_000)),
      ]);
      const arrived = performance
        .getEntriesByName(documentMark as string)
        .filter((entry) => entry.startTime >= win.lastKeyAt && entry.startTime <= shown)
        .at(-1);
      const draw = performance
        .getEntriesByName(drawMeasure as string)
        .filter((entry) => entry.startTime <= shown)
        .at(-1);
      return {
        total: shown - win.lastKeyAt,
        toDocument: arrived ? arrived.startTime - win.lastKeyAt : Number.NaN,
        draw: draw?.duration ?? Number.NaN,
      };
    },
    [DOCUMENT_MARK, DRAW_MEASURE],
  );
}

const session = await startStudioSession();
const rows: { doc: string; title: Timing; body: Timing }[] = [];
try {
  const docs = [...session.api.docs.values()].filter(
    (doc): doc is Doc => (doc as Doc)._type === 'doc' && !(doc as Doc)._id.startsWith('drafts.'),
  ) as Doc[];
  for (const doc of docs) {
    const page = await session.visit(`/intent/edit/id=${doc._id};type=doc`);
    const title = page.locator('input#title');
    await title.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Split pane right' }).click();
    await page.getByRole('tab', { name: 'Preview' }).nth(1).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await frame.locator('main [data-rich-text]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);

    const titleWord = ` t${rows.length}`;
    await watchFor(page, 'main h1', titleWord);
    await title.click();
    await title.press('End');
    await title.pressSequentially(titleWord, { delay: 60 });
    const titleMs = await latency(page);

    const paragraph = page
      .locator('[data-testid="pt-editor"] [contenteditable="true"] > [data-slate-node="element"]')
      .filter({ hasNot: page.locator('h2, h3, h4, h5, h6, ul, ol') })
      .filter({ hasText: /^[A-Za-z]/ })
      .first();
    const bodyWord = `Typed${rows.length} `;
    await watchFor(page, 'main [data-rich-text] p', bodyWord);
    await paragraph.click({ position: { x: 3, y: 6 } });
    await page.keyboard.press('Home');
    await page.keyboard.type(bodyWord, { delay: 60 });
    const bodyMs = await latency(page);
    rows.push({ doc: doc._id, title: titleMs, body: bodyMs });
    // The next doc starts from a closed split.
    await page
      .getByRole('button', { name: 'Close split pane' })
      .first()
      .click()
      .catch(() => undefined);
  }
} finally {
  await session.close();
}

const round = (ms: number) => (Number.isNaN(ms) ? '-' : `${Math.round(ms)}`);
const cells = (timing: Timing) =>
  [timing.total, timing.toDocument, timing.draw].map((ms) => round(ms).padStart(7)).join('');
console.log('\nPreview redraw after the last keystroke (ms), editor and Preview side by side');
console.log('total: key to page shown; form: key to the edited document reaching the Preview; draw: rendering it');
console.log(`${''.padEnd(44)} ${'title'.padEnd(21)} body`);
console.log(
  `${'doc'.padEnd(44)}${['total', 'form', 'draw', 'total', 'form', 'draw'].map((h) => h.padStart(7)).join('')}`,
);
for (const row of rows) console.log(`${row.doc.padEnd(44)}${cells(row.title)}${cells(row.body)}`);
const all = rows.flatMap((row) => [row.title.total, row.body.total]);
const sorted = all.map((ms) => (Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms)).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
const worst = sorted.at(-1) ?? Number.NaN;
console.log(
  `\n${all.length} edits: median ${round(median)} ms, worst ${round(worst)} ms (target: every one within ${TARGET_MS} ms)`,
);
if (!(worst <= TARGET_MS)) process.exitCode = 1;
