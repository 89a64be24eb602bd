import { describe, expect, it } from 'vitest';
import { deferScriptsUntilInteraction, WAKE_EVENTS } from './deferredScripts';

const page =
  '<html><head><title>x</title><script defer src="/static/js/lib-react.1.js"></script>' +
  '<script defer src="/static/js/index.2.js"></script><script type="application/json" id="app-config">{}</script></head>' +
  '<body><div id="root"><main>hi</main></div></body></html>';

describe('scripts of a prerendered page wait for a person', () => {
  const out = deferScriptsUntilInteraction(page);

  it('takes every external script out of the page, so nothing but the page is fetched during load', () => {
    expect(out).not.toMatch(/<script[^>]*\bsrc=/);
    expect(out).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/);
  });

  it('fetches the scripts once the page has loaded and the browser is idle', () => {
    const loader = out.slice(out.lastIndexOf('<script>'), out.indexOf('</body>'));
    expect(loader).toContain("addEventListener('load'");
    expect(loader).toContain('requestIdleCallback');
    expect(loader).toContain("l.rel='preload'");
  });

  it('keeps inline data scripts and adds one loader that runs the scripts in their order', () => {
    expect(out).toContain('<script type="application/json" id="app-config">{}</script>');
    const loader = out.slice(out.lastIndexOf('<script>'), out.indexOf('</body>'));
    expect(loader).toContain('["/static/js/lib-react.1.js","/static/js/index.2.js"]');
    for (const type of WAKE_EVENTS) expect(loader).toContain(`"${type}"`);
    expect(loader).toContain('e.async=false');
  });

  it('leaves a page without external scripts alone', () => {
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(deferScriptsUntilInteraction(plain)).toBe(plain);
  });
});
