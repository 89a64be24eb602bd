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

  it("fetches the page's own lazily loaded code once the initial scripts have arrived, so it never shares their bandwidth", () => {
    const withPreloads = startScriptsAfterFirstPaint(page, ['/static/js/async/template-wizard.3.js']);
    const loader = withPreloads.slice(
      withPreloads.lastIndexOf('<script>') + 8,
      withPreloads.indexOf('</script></body>'),
    );
    const { head, body, wake } = runLoader(loader);
    wake();
    const scripts = body.filter((element) => element.tag === 'script');
    expect(scripts.map((script) => script.src)).toEqual(['/static/js/lib-react.1.js', '/static/js/index.2.js']);
    expect(head).toEqual([]);
    scripts[0].onload?.();
    expect(head).toEqual([]);
    // A script that fails to load must not keep the page's own code from coming.
    scripts[1].onerror?.();
    expect(head).toEqual([
      expect.objectContaining({
        tag: 'link',
        rel: 'preload',
        as: 'script',
        href: '/static/js/async/template-wizard.3.js',
      }),
    ]);
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

/** Runs the loader's code against a minimal window and document; `wake` is a person's first key. */
function runLoader(code: string) {
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const listeners = new Map<string, () => void>();
  const window = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const document = {
    readyState: 'loading',
    addEventListener: () => undefined,
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => head.push(element) },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  };
  new Function('window', 'document', code)(window, document);
  return { head, body, wake: () => listeners.get('keydown')?.() };
}
