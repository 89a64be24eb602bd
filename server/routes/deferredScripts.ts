/**
 * A prerendered page paints without JavaScript, so its scripts need not hold up the first paint: fetched beside
 * the page on a slow phone connection, 160 KB of script delayed the first paint (Lighthouse's LCP went from about
 * 2.1 s to 0.95 s when they waited). So on prerendered pages the scripts are fetched and run, in order, right after
 * the first paint, on their own: a person who arrives and waits gets a working page without having to touch it
 * (the first-visit rule: scripts start by themselves, and hydration yields to input, src/index.tsx). A first sign
 * of a person before that (pointer, touch, key, focus, scroll) starts them at once.
 * A click on a button that React has not hydrated yet (the app still loading, or a lazily loaded section
 * still on its way) is held, its default prevented, and replayed by the app once that button is hydrated
 * (src/app/model/earlyClicks.ts); links and native form fields keep working throughout.
 */
import { EARLY_CLICKS_GLOBAL } from '../../src/api/wire/site';

const SCRIPT_TAG = /<script\b([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/g;

/** Events that show a person is here and start the scripts before the first paint is done; read by tests too. */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

function loaderScript(sources: string[], preloads: string[]): string {
  // Kept small and ES5-only: it runs before anything else and must never throw. The first animation frame comes
  // just before the first paint; a task queued from it runs just after that paint.
  const body = `(function(w,d){var s=${JSON.stringify(sources)},p=${JSON.stringify(preloads)},t=${JSON.stringify(WAKE_EVENTS)},done=false,held=w.${EARLY_CLICKS_GLOBAL}=[];
function go(){if(done)return;done=true;for(var i=0;i<t.length;i++)w.removeEventListener(t[i],go,true);
for(var j=0;j<s.length;j++){var e=d.createElement('script');e.src=s[j];e.async=false;d.body.appendChild(e);}
for(var q=0;q<p.length;q++){var l=d.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=p[q];d.head.appendChild(l);}}
for(var i=0;i<t.length;i++)w.addEventListener(t[i],go,{capture:true,passive:true});
function afterPaint(){if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(go,0);});else setTimeout(go,0);}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint();
d.addEventListener('click',function(e){var x=e.target;if(!x||!x.closest)return;
if(x.closest('a[href],input,select,textarea,label,summary'))return;var b=x.closest('button,[role=button],[role=tab],[role=menuitem]');if(!b)return;
var k=Object.keys(b);for(var m=0;m<k.length;m++)if(k[m].indexOf('__reactProps')===0)return;
e.preventDefault();e.stopPropagation();held.push(b);go();if(held.wake)held.wake();},true);
})(window,document);`;
  return `<script>${body}</script>`;
}

/**
 * Rewrites a prerendered page: its external scripts are taken out, and one inline loader at the end of the
 * body fetches and runs them, in order, right after the first paint; with them, at low priority, it fetches
 * `preloads` (the page's lazily loaded code, which the app asks for only after evaluating the initial scripts: it is
 * there by then; at the same priority it took their bandwidth and delayed them). Pure.
 */
export function startScriptsAfterFirstPaint(page: string, preloads: readonly string[] = []): string {
  const sources: string[] = [];
  const withoutScripts = page.replace(SCRIPT_TAG, (_tag, _before: string, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return page;
  return withoutScripts.replace('</body>', () => `${loaderScript(sources, [...preloads])}</body>`);
}
