import { describe, expect, it } from 'vitest';
import { startScriptsAfterFirstPaint, WAKE_EVENTS } from './deferredScripts';

const page =
  '<html><head><title>x</title><script defer src="/static/js/lib-react.1.js"></script>' +
  '<script defer src="/static/js/index.2.js"></script><script type="application/json" id="app-config">{}</script></head>' +
  '<body><div id="root"><main>hi</main></div></body></html>';

describe('scripts of a prerendered page start right after the first paint', () => {
  const out = startScriptsAfterFirstPaint(page);
  const loader = out.slice(out.lastIndexOf('<script>'), out.indexOf('</body>'));

  it('takes every external script out of the head, so nothing but the page is fetched before the first paint', () => {
    expect(out).not.toMatch(/<script[^>]*\bsrc=/);
    expect(out).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/);
  });

  it('starts them on its own once the first frame has painted, with no wait for a person', () => {
    expect(loader).toContain("addEventListener('DOMContentLoaded',afterPaint)");
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0);})');
    expect(loader).not.toContain('requestIdleCallback');
  });

  it('keeps inline data scripts and adds one loader that runs the scripts in their order', () => {
    expect(out).toContain('<script type="application/json" id="app-config">{}</script>');
    expect(loader).toContain('["/static/js/lib-react.1.js","/static/js/index.2.js"]');
    for (const type of WAKE_EVENTS) expect(loader).toContain(`"${type}"`);
    expect(loader).toContain('e.async=false');
  });

  const loaderOf = (out: string) => out.slice(out.lastIndexOf('<script>') + 8, out.indexOf('</script></body>'));
  const withPreloads = loaderOf(startScriptsAfterFirstPaint(page, ['/static/js/async/template-wizard.3.js']));
  const preloadOfTemplate = expect.objectContaining({
    tag: 'link',
    rel: 'preload',
    as: 'script',
    href: '/static/js/async/template-wizard.3.js',
  });

  it("left alone, fetches the page's own lazily loaded code only once the initial scripts have arrived", () => {
    const { head, body, firstPaint } = runLoader(withPreloads);
    firstPaint();
    const scripts = body.filter((element) => element.tag === 'script');
    expect(scripts.map((script) => script.src)).toEqual(['/static/js/lib-react.1.js', '/static/js/index.2.js']);
    expect(head).toEqual([]);
    scripts[0].onload?.();
    expect(head).toEqual([]);
    // A script that fails to load must not keep the page's own code from coming.
    scripts[1].onerror?.();
    expect(head).toEqual([preloadOfTemplate]);
  });

  it('fetches it at once when a person shows up, so the part they type into hydrates in one go', () => {
    const { head, body, firstPaint, wake } = runLoader(withPreloads);
    firstPaint();
    wake();
    expect(body.filter((element) => element.tag === 'script')).toHaveLength(2);
    expect(head).toEqual([preloadOfTemplate]);
  });

  it('leaves a page without external scripts alone', () => {
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

interface FakeElement {
  tag: string;
  src?: string;
  rel?: string;
  as?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** Runs the loader's code against a minimal window and document; `firstPaint` runs what follows the first paint,
 * `wake` is a person's first key. */
function runLoader(code: string) {
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const listeners = new Map<string, () => void>();
  let afterPaint = () => {};
  const window = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestAnimationFrame: (callback: () => void) => callback(),
  };
  const document = {
    readyState: 'loading',
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') afterPaint = listener;
    },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => head.push(element) },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  };
  const runAtOnce = (task: () => void) => task();
  new Function('window', 'document', 'setTimeout', code)(window, document, runAtOnce);
  return { head, body, firstPaint: () => afterPaint(), wake: () => listeners.get('keydown')?.() };
}
