import type { Page, Route } from '@playwright/test';

/**
 * Gates that hold a page in one moment of its start-up, so a test can click
 * there and then let the page go on. No timing is involved: each gate holds
 * until the test opens it.
 */

/** A gate that network requests (or anything awaiting it) wait at until it opens. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Holds every request for a script of the site, so the page stays static HTML with no JavaScript running. */
export async function holdScripts(page: Page) {
  const { opened, open } = gate();
  await page.route(/\/[^/?#]+\.js(\?.*)?$/, async (route: Route) => {
    await opened;
    await route.continue().catch(() => {
      // The page that asked for it was left by then.
    });
  });
  return open;
}

/**
 * Holds a page's own page data. Gatsby asks for it after the entry scripts
 * have run and plugins' onClientEntry (where catch-links starts catching
 * clicks), and renders nothing with React until it arrives. The returned
 * `requested` resolves once the page is in that state.
 */
export async function holdPageData(page: Page, path: string) {
  const { opened, open } = gate();
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const dataPath = path === '/' ? 'index' : path.replace(/^\//, '');
  await page.route(`**/page-data/${dataPath}/page-data.json`, async (route) => {
    markRequested();
    await opened;
    await route.continue().catch(() => {});
  });
  return { requested, open };
}

type SchedulerGate = { open: boolean; held: (() => void)[]; step(): void; release(): void };
type GatedWindow = Window & { __schedulerGate?: SchedulerGate; __siteHydrated?: boolean };

/**
 * Holds React's work on the first document opened at `path`. React's scheduler
 * runs each slice of work (hydration, then its effects) as a message on a
 * MessageChannel; this wraps the channels so that their messages wait until the
 * test steps or opens the gate. Other documents (where a click leads) run freely.
 */
export async function holdReactWork(page: Page, path: string) {
  await page.addInitScript((gatedPath) => {
    const w = window as unknown as GatedWindow;
    const gated = location.pathname === gatedPath && !sessionStorage.getItem('scheduler-gate-used');
    if (!gated) return;
    sessionStorage.setItem('scheduler-gate-used', '1');
    const schedulerGate: SchedulerGate = {
      open: false,
      held: [],
      step() {
        schedulerGate.held.shift()?.();
      },
      release() {
        schedulerGate.open = true;
        for (const post of schedulerGate.held.splice(0)) post();
      },
    };
    w.__schedulerGate = schedulerGate;
    const NativeChannel = window.MessageChannel;
    window.MessageChannel = class extends NativeChannel {
      constructor() {
        super();
        for (const port of [this.port1, this.port2]) {
          const post = port.postMessage.bind(port) as (message: unknown) => void;
          port.postMessage = (message: unknown) => {
            if (schedulerGate.open) post(message);
            else schedulerGate.held.push(() => post(message));
          };
        }
      }
    };
  }, path);

  return {
    /** Waits until React has created its root and is holding its first slice of hydration. */
    async rootCreated() {
      await page.waitForFunction(() => {
        const root = document.getElementById('___gatsby');
        const w = window as unknown as GatedWindow;
        return (
          !!root &&
          Object.keys(root).some((key) => key.startsWith('__reactContainer$')) &&
          !!w.__schedulerGate?.held.length
        );
      });
    },
    /**
     * Lets React work slice by slice until hydration is committed to the page, and
     * stops before the effects that follow (where the router subscribes to history).
     */
    async hydrationCommitted() {
      for (let slice = 0; slice < 1000; slice++) {
        const committed = await page.evaluate(() => {
          const root = document.getElementById('___gatsby') as unknown as Record<string, unknown> | null;
          const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
          const fiberRoot =
            key && (root[key] as { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }).stateNode;
          return !!fiberRoot && fiberRoot.current.memoizedState?.isDehydrated === false;
        });
        if (committed) {
          if (await page.evaluate(() => (window as unknown as GatedWindow).__siteHydrated))
            throw new Error('The effects after hydration ran before the gate let them');
          return;
        }
        await page.evaluate(() => (window as unknown as GatedWindow).__schedulerGate?.step());
        // The slice runs as its own task; React posts the next one (held) when work remains.
        await page.waitForFunction(() => {
          const w = window as unknown as GatedWindow;
          return !!w.__schedulerGate?.held.length || !!w.__siteHydrated;
        });
      }
      throw new Error('Hydration did not commit within 1000 slices');
    },
    /** Lets React run freely from now on (a no-op on a document the gate never held). */
    async open() {
      await page
        .evaluate(() => (window as unknown as GatedWindow).__schedulerGate?.release())
        .catch((error: Error) => {
          // A click that became a page load may replace the document while we ask; the new one runs freely.
          if (!/context was destroyed|navigat/i.test(error.message)) throw error;
        });
    },
  };
}
