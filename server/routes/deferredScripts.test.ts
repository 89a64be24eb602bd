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

  it("fetches the page's own lazily loaded code with them, at low priority, so the app finds it there", () => {
    const withPreloads = startScriptsAfterFirstPaint(page, ['/static/js/async/template-wizard.3.js']);
    const loader = withPreloads.slice(withPreloads.lastIndexOf('<script>'), withPreloads.indexOf('</body>'));
    expect(loader).toContain('p=["/static/js/async/template-wizard.3.js"]');
    expect(loader).toContain("l.rel='preload';l.as='script';l.fetchPriority='low'");
  });

  it('leaves a page without external scripts alone', () => {
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
