/** Marks the loader, so a page processed by an earlier build is recognised. */
export const LOADER_MARKER = 'data-start-after-paint';

/** In a browser without paint timing, start the scripts after this long. */
const FALLBACK_MS = 1000;

/**
 * In a browser that reports paints, the scripts wait for the first one however late it comes (a slow phone or
 * connection paints late, and is the reader this is for); this limit only guards against a paint that never comes.
 */
const PAINT_WAIT_LIMIT_MS = 10_000;

/** A loader written by an earlier build; its script list ends the inline code. */
const EARLIER_LOADER = new RegExp(`<script ${LOADER_MARKER}>[^<]*\\((\\[[^\\]<]*\\])\\)</script>`);

/** Gatsby's entry scripts as it writes them: same-origin, async, one tag each. */
const ENTRY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * Replaces Gatsby's async entry scripts with one inline script that adds them
 * once the browser reports the first contentful paint. The static HTML is the whole page, so a
 * reader can start reading at once; without this, scripts that arrive before
 * the first paint (a fast network, a slow phone) hold it back while React
 * hydrates. A tab that is hidden, or hidden before it paints, has no paint to wait for, so they start then;
 * a browser without paint timing starts them after FALLBACK_MS.
 * A page an incremental build did not render again gets the current loader for
 * the scripts its earlier loader held. Returns the HTML unchanged when it holds
 * no entry scripts (e.g. a redirect page).
 */
export function startScriptsAfterPaint(html: string): string {
  const earlier = html.match(EARLIER_LOADER);
  if (earlier?.[1]) {
    const tags = (JSON.parse(earlier[1]) as string[]).map((src) => `<script src="${src}" async></script>`).join('');
    return startScriptsAfterPaint(html.replace(earlier[0], tags));
  }
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  if (!html.includes('</body>'))
    throw new Error('The page has entry scripts but no </body> to put their loader before');
  const loader =
    `<script ${LOADER_MARKER}>(function(s){var started=0;function go(){if(started++)return;s.forEach(function(u){var e=document.createElement('script');e.src=u;document.body.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')return go();` +
    `var paints=0;try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});paints=PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0}catch(e){}` +
    // A tab hidden before its first paint will not paint until it is shown again.
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});` +
    `setTimeout(go,paints?${PAINT_WAIT_LIMIT_MS}:${FALLBACK_MS})})(${JSON.stringify(sources)})</script>`;
  const withoutScripts = html.replace(ENTRY_SCRIPT, '');
  const end = withoutScripts.lastIndexOf('</body>');
  return `${withoutScripts.slice(0, end)}${loader}${withoutScripts.slice(end)}`;
}
