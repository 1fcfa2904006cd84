import { scriptValue } from '../SiteHead/scriptValue.ts';
export const BASE_URL_BANNER_ID = 'base-url-warning';
/** The attribute of the script element that holds the route the page was built for. */
export const BASE_URL_ROUTE_ATTRIBUTE = 'data-route';

/** The path part of the configured site address, without a trailing slash: '' for a site at the root. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '');
}

/**
 * Inline script for <head>: each page knows the path it was built for (the
 * site address's path plus its route). Served anywhere else (a project site
 * under /repo/, a site address with a stray path), links, canonical URLs and
 * assets point to the wrong place, so the page says so instead of half working.
 * Both ends are compared without index.html, .html or a trailing slash, which
 * the hosts add or remove on their own. The route comes from the script
 * element's `data-route` (BASE_URL_ROUTE_ATTRIBUTE), so the script is the same
 * on every page and one Content-Security-Policy hash allows it everywhere.
 */
export function baseUrlScript({ siteUrl }: { siteUrl: string }) {
  const base = basePathOf(siteUrl);
  const args = scriptValue({ siteUrl, base: `${base}/`, basePath: base });
  return `(function(){if(window.__baseUrlChecked)return;window.__baseUrlChecked=1;var a=${args};
a.route=document.currentScript.getAttribute(${JSON.stringify(BASE_URL_ROUTE_ATTRIBUTE)})||'/';a.expected=(a.basePath+a.route).replace(/\\/+$/,'')||'/';
function norm(p){p=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'').replace(/\\/+$/,'');return p||'/'}
var actual;try{actual=norm(decodeURI(location.pathname))}catch(e){actual=norm(location.pathname)}
if(actual===a.expected)return;
var served=a.route==='/'?actual:actual.slice(-a.route.length)===a.route?actual.slice(0,-a.route.length):null;
if(served!==null)served=served.replace(/\\/?$/,'/');
var box=document.createElement('div');box.id=${JSON.stringify(BASE_URL_BANNER_ID)};box.className='site-warning';box.setAttribute('role','alert');
var t=document.createElement('p');t.className='site-warning-title';t.textContent='This site is served from a different address than it is configured for.';
var d=document.createElement('p');d.className='site-warning-detail';
d.textContent='Its pages are built for the base path \\u201c'+a.base+'\\u201d (site address '+a.siteUrl+' in Site settings), but this page is served '+(served===null?'at \\u201c'+actual+'\\u201d':'under \\u201c'+served+'\\u201d')+'. Links, canonical URLs and scripts may point to the wrong place. Maintainers: set the site address to where the site is published.';
box.append(t,d);
if(document.body)document.body.prepend(box);else document.addEventListener('DOMContentLoaded',function(){document.body.prepend(box)})})();`;
}
