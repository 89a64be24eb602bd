/**
 * A prerendered page paints without JavaScript, so its scripts need not run during load. Parsing and
 * evaluating the app (React, the router, Chakra: over 500 KB) costs a mid-range phone most of a second of
 * main thread, which is what Lighthouse's Total Blocking Time measures. So on prerendered pages the
 * scripts only run at the first sign of a person (pointer, touch, key, focus, scroll), or at once for a
 * returning visitor with a stored profile or booking. They are fetched once the page has loaded and the
 * browser is idle, not during load: on a slow phone connection 160 KB of script fetched beside the page
 * delays its first paint (Lighthouse's LCP went from about 2.1 s to 0.95 s when they waited).
 * A click on a button that React has not hydrated yet (the app still loading, or a lazily loaded section
 * still on its way) is held, its default prevented, and replayed by the app once that button is hydrated
 * (src/app/model/earlyClicks.ts); links and native form fields keep working throughout.
 */
import { EARLY_CLICKS_GLOBAL } from '../../src/api/wire/site';

const SCRIPT_TAG = /<script\b([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/g;

/** Events that show a person is here; the same list is read by tests. */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

function loaderScript(sources: string[]): string {
  // Kept small and ES5-only: it runs before anything else and must never throw.
  const body = `(function(w,d){var s=${JSON.stringify(sources)},t=${JSON.stringify(WAKE_EVENTS)},done=false,held=w.${EARLY_CLICKS_GLOBAL}=[];
function go(){if(done)return;done=true;for(var i=0;i<t.length;i++)w.removeEventListener(t[i],go,true);
for(var j=0;j<s.length;j++){var e=d.createElement('script');e.src=s[j];e.async=false;d.body.appendChild(e);}}
for(var i=0;i<t.length;i++)w.addEventListener(t[i],go,{capture:true,passive:true});
function warm(){if(done)return;for(var j=0;j<s.length;j++){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=s[j];d.head.appendChild(l);}}
w.addEventListener('load',function(){(w.requestIdleCallback||function(f){setTimeout(f,1);})(warm);});
d.addEventListener('click',function(e){var x=e.target;if(!x||!x.closest)return;
if(x.closest('a[href],input,select,textarea,label,summary'))return;var b=x.closest('button,[role=button],[role=tab],[role=menuitem]');if(!b)return;
var k=Object.keys(b);for(var m=0;m<k.length;m++)if(k[m].indexOf('__reactProps')===0)return;
e.preventDefault();e.stopPropagation();held.push(b);go();if(held.wake)held.wake();},true);
try{var n=Object.keys(w.localStorage).concat(Object.keys(w.sessionStorage));for(var q=0;q<n.length;q++)if(n[q].indexOf('tb:')===0){go();break;}}catch(z){}
})(window,document);`;
  return `<script>${body}</script>`;
}

/**
 * Rewrites a prerendered page: its external scripts are taken out, and one inline loader at the end of the
 * body fetches them once the page has loaded and runs them, in order, when a person shows up. Pure.
 */
export function deferScriptsUntilInteraction(page: string): string {
  const sources: string[] = [];
  const withoutScripts = page.replace(SCRIPT_TAG, (_tag, _before: string, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return page;
  return withoutScripts.replace('</body>', () => `${loaderScript(sources)}</body>`);
}
