/** Marks the loader, so a page processed by an earlier build is recognised. */
export const LOADER_MARKER = 'data-start-after-paint';

/** Start the scripts after this long even if no paint is reported. */
const FALLBACK_MS = 1000;

/** A loader written by an earlier build; its script list ends the inline code. */
const EARLIER_LOADER = new RegExp(`<script ${LOADER_MARKER}>[^<]*\\((\\[[^\\]<]*\\])\\)</script>`);

/** Gatsby's entry scripts as it writes them: same-origin, async, one tag each. */
const ENTRY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * Replaces Gatsby's async entry scripts with one inline script that adds them
 * once the browser reports the first contentful paint. The static HTML is the whole page, so a
 * reader can start reading at once; without this, scripts that arrive before
 * the first paint (a fast network, a slow phone) hold it back while React
 * hydrates. In a hidden tab there is no paint to wait for, so they start at once;
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
    `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){}` +
    `setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(sources)})</script>`;
  const withoutScripts = html.replace(ENTRY_SCRIPT, '');
  const end = withoutScripts.lastIndexOf('</body>');
  return `${withoutScripts.slice(0, end)}${loader}${withoutScripts.slice(end)}`;
}
