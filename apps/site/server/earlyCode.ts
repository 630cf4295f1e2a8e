/**
 * The inline script: once the first screen is in (the first contentful paint made, the
 * `fetchpriority=high` pictures loaded or failed, the fonts layout asked for in, and the frame that
 * paints them past), it adds a modulepreload tag per module and a fetch preload per data file (the
 * strings, fetched by the frame with `fetch`: same mode, so the answer is reused). Nothing it asks
 * for shares the line with what the first and the largest paint need, on a phone or in Lighthouse's
 * simulation (which counts every request started before a paint as that paint's). A plain string
 * with the response's nonce; JSON-escaped hrefs.
 */
export function earlyCodeScript(modules: readonly string[], fetches: readonly string[], nonce: string): string {
  const list = (hrefs: readonly string[]) => JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const source =
    '(function(d,w,m,f){' +
    "function a(r,h,s){var l=d.createElement('link');l.rel=r;l.href=h;if(s){l.as=s;l.crossOrigin='anonymous'}d.head.appendChild(l)}" +
    "function g(){m.forEach(function(h){a('modulepreload',h)});f.forEach(function(h){a('preload',h,'fetch')})}" +
    'function n(){w.requestAnimationFrame(function(){w.setTimeout(g,0)})}' +
    "function r(){var p=[].map.call(d.querySelectorAll('img[fetchpriority=\"high\"]'),function(i){return i.complete?0:new Promise(function(s){i.addEventListener('load',s);i.addEventListener('error',s)})});" +
    'if(d.fonts)p.push(d.fonts.ready);Promise.all(p).then(n,n)}' +
    "function c(){var O=w.PerformanceObserver;if(!O||(O.supportedEntryTypes||[]).indexOf('paint')<0||performance.getEntriesByName('first-contentful-paint').length)return w.requestAnimationFrame(r);" +
    "var o=new O(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}});o.observe({type:'paint',buffered:true})}" +
    "if(d.readyState==='loading')d.addEventListener('readystatechange',function o(){d.removeEventListener('readystatechange',o);c()});else c()" +
    `})(document,window,${list(modules)},${list(fetches)})`;
  return `<script nonce="${nonce}">${source}</script>`;
}
