/** Set once React has hydrated the page; from then on React and Gatsby handle failures themselves. */
export const HYDRATED_FLAG = '__siteHydrated';

export const LOAD_FAILURE_BANNER_ID = 'load-failure';

/**
 * Inline script for <head>. Until the page has hydrated, a script of ours that
 * fails to load (the app, the framework, the page's own chunk or its data)
 * leaves a readable but inert page; this shows the reader what failed and a
 * Retry button that reloads, instead of a page whose buttons silently do nothing.
 * Scripts webpack loads itself (data-webpack) are reported once, through the
 * ChunkLoadError that Gatsby's loader rejects with.
 */
export function loadFailureScript(): string {
  return `(function(){if(window.__loadFailureWatch)return;window.__loadFailureWatch=1;var box,list;
function show(text){if(window.${HYDRATED_FLAG})return;if(!box){box=document.createElement('div');box.id=${JSON.stringify(LOAD_FAILURE_BANNER_ID)};box.className='site-warning';box.setAttribute('role','alert');
var t=document.createElement('p');t.className='site-warning-title';t.textContent='This page did not load completely.';
var b=document.createElement('button');b.type='button';b.className='site-warning-button';b.textContent='Retry';b.onclick=function(){location.reload()};
list=document.createElement('div');list.className='site-warning-detail';box.append(t,b,list);
if(document.body)document.body.prepend(box);else document.addEventListener('DOMContentLoaded',function(){document.body.prepend(box)})}
var p=document.createElement('p');p.textContent=text;list.append(p)}
addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='SCRIPT'||!t.src||t.hasAttribute('data-webpack')||t.src.indexOf(location.origin+'/')!==0)return;show('Could not load '+t.src)},true);
addEventListener('unhandledrejection',function(e){var r=e.reason,m=r&&r.message;if(typeof m==='string'&&(r.name==='ChunkLoadError'||/Loading (CSS )?chunk|page resources for/.test(m)))show(m)})})();`;
}
