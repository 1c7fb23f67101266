/**
 * A page the server rendered (a visitor page, or a dashboard page rendered for the session) paints
 * from its HTML and CSS; its scripts only make it interactive. Found in the HTML, they would be
 * fetched and compiled (some 40 modules) on the main thread while the browser still parses the
 * page, and its first paint would wait for that (docs/decisions/049-scripts-after-the-first-paint.md).
 * So such a page names its scripts in the data attributes of an element at the end of its body:
 * SCRIPTS_AFTER_PAINT_ATTRIBUTES.entry (the module script) and .preloads (its chunks, separated by
 * spaces); this inline script adds them once the whole page is parsed (its data blocks too; a page
 * rendered for a session arrives in parts, decision 050) and has painted: after the first animation
 * frame from then, or at once in a hidden tab, where no frame comes. The entry goes first; the preload links
 * follow four per task, as each costs the main thread a few milliseconds on a phone (all of a
 * dashboard page's 60 in one task took 70-470 ms at 4x CPU; eight per task still made tasks of
 * 55-97 ms in Lighthouse's trace). The server allows exactly this inline script by its hash (CSP),
 * as common/team-filter.ts's.
 */
export const SCRIPTS_AFTER_PAINT_ATTRIBUTES = { entry: 'data-entry', preloads: 'data-preloads' } as const;

export const SCRIPTS_AFTER_PAINT_SCRIPT =
  '(function(e){var d=document;function l(h){var k=d.createElement("link");k.rel="modulepreload";' +
  'k.crossOrigin="";k.setAttribute("fetchpriority","low");k.href=h;d.head.appendChild(k)}' +
  'function f(){var m=d.createElement("script");m.type="module";m.crossOrigin="";' +
  `m.setAttribute("fetchpriority","low");m.src=e.getAttribute("${SCRIPTS_AFTER_PAINT_ATTRIBUTES.entry}");d.head.appendChild(m);` +
  `var p=e.getAttribute("${SCRIPTS_AFTER_PAINT_ATTRIBUTES.preloads}").split(" ").filter(Boolean);` +
  '(function b(i){p.slice(i,i+4).forEach(l);if(i+4<p.length)setTimeout(b,0,i+4)})(0)}' +
  'function g(){if(d.visibilityState==="hidden")f();else requestAnimationFrame(function(){setTimeout(f,0)})}' +
  // Run by the parser, so always before DOMContentLoaded.
  'd.addEventListener("DOMContentLoaded",g)})(document.currentScript)';
