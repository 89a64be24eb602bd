/** The operator console's page (issue 31): its own build, so the booking page's scripts carry nothing of it. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticDir, createTestApp, type TestApp } from '../lib/testing';

let testApp: TestApp;
let staticDir: Awaited<ReturnType<typeof createStaticDir>>;
beforeAll(async () => {
  staticDir = await createStaticDir();
  await mkdir(path.join(staticDir.dir, 'operator'));
  await writeFile(
    path.join(staticDir.dir, 'operator', 'operator.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div><script src="/operator/static/js/operator.1.js"></script></body></html>',
  );
  testApp = await createTestApp({
    staticDir: staticDir.dir,
    renderPage: async (url) => ({ html: `<main>${url}</main>`, head: '' }),
  });
});
afterAll(async () => {
  await testApp.close();
  await staticDir.remove();
});

const body = async (url: string) => (await testApp.app.inject({ url })).body;

describe("the operator console's page", () => {
  it('is served from its own build at /operator and /operator.html, with the configuration and nothing prerendered', async () => {
    for (const url of ['/operator', '/operator.html', '/Operator.html']) {
      const page = await body(url);
      expect(page, url).toContain('/operator/static/js/operator.1.js');
      expect(page, url).toContain('id="app-config"');
      expect(page, url).not.toContain('<main>');
    }
  });

  it("serves the console's preview frames (?operatorpreview) from it too, and customers' pages never", async () => {
    const preview = await body('/booking.html?operatorpreview=phone');
    expect(preview).toContain('/operator/static/js/operator.1.js');
    expect(preview).not.toContain('<main>');
    const customers = await body('/booking.html');
    expect(customers).not.toContain('operator.1.js');
    expect(customers).toContain('<main>/booking.html</main>');
  });
});
