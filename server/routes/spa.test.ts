import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { createStaticDir, createTestApp, type TestApp } from '../lib/testing';

let testApp: TestApp;
let staticDir: Awaited<ReturnType<typeof createStaticDir>>;
let operatorDir: string;
let operatorFile: string;
let demo: { configuration: Record<string, unknown> };
let renders: string[] = [];

async function writeOperator(change: (doc: typeof demo) => void): Promise<void> {
  const doc = structuredClone(demo);
  change(doc);
  await writeFile(operatorFile, JSON.stringify(doc));
}

/** The operator store looks at its file at most every 500 ms. */
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  staticDir = await createStaticDir();
  const chunkFiles = (name: string) => ['/static/js/async/shared.js', `/static/js/async/${name}.js`];
  await writeFile(
    path.join(staticDir.dir, 'chunk-groups.json'),
    JSON.stringify(
      Object.fromEntries(['template-wizard', 'template-list', 'page-payment'].map((n) => [n, chunkFiles(n)])),
    ),
  );
  operatorDir = await mkdtemp(path.join(tmpdir(), 'spa-operator-'));
  operatorFile = path.join(operatorDir, 'operator.json');
  demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as typeof demo;
  await writeOperator(() => {});
  testApp = await createTestApp({
    staticDir: staticDir.dir,
    operatorConfigPath: operatorFile,
    renderPage: async (url, config) => {
      renders.push(url);
      // Slow enough that concurrent requests overlap one render, as real ones (tens of ms) do.
      await new Promise((resolve) => setTimeout(resolve, 20));
      // As the real prerenderer does for a page that renders in the browser only (rendersInBrowserOnly).
      if (url.startsWith('/payment')) return null;
      const brand = config.brand.colors.brand['500'];
      return { html: `<main>${url} for ${config.company} in ${brand}</main>`, head: '' };
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await staticDir.remove();
  await rm(operatorDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders = [];
});

const page = async (url: string) => (await testApp.app.inject({ url })).body;

describe('the prerendered page cache (issue 10: cheap denial of service)', () => {
  it('renders a route once however many distinct query strings ask for it, one after another or at once', async () => {
    for (let i = 0; i < 20; i += 1) expect(await page(`/booking.html?x=${i}-${Math.random()}`)).toContain('<main>');
    await Promise.all(Array.from({ length: 30 }, (_, i) => page(`/booking.html?x=at-once-${i}`)));
    expect(renders).toEqual(['/booking.html']);
  });

  it('never renders a page per id or per spelling of a path', async () => {
    const bodies = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => page(`/ticket/${i}`)),
      ...['/BOOKING.HTML', '/Booking.html', '/booKing.htmL'].map(page),
    ]);
    for (const body of bodies) expect(body).toContain('id="app-config"');
    // The id routes are never prerendered; the odd spellings share one bare shell.
    expect(renders).toEqual([]);
  });

  it('embeds the sandbox configuration in test mode (2.1, ?sandbox=true or ?runmode=test), one page for any query', async () => {
    await writeOperator((doc) => void (doc.configuration.paymentgateway = 'stripe'));
    await afterRecheck();
    const embedded = (body: string) => /"paymentgateway":"(\w+)"/.exec(body)?.[1];
    expect(embedded(await page('/payment.html'))).toBe('stripe');
    expect(embedded(await page('/payment.html?id=pl_1&runmode=test'))).toBe('sandbox');
    expect(embedded(await page('/payment.html?sandbox=TRUE&x=2'))).toBe('sandbox');
    expect(embedded(await page('/payment.html?sandbox=false'))).toBe('stripe');
    expect(renders).toEqual(['/payment.html', '/payment.html']);
    await writeOperator(() => {});
    await afterRecheck();
  });

  it('renders a template preview as that template, once per enabled template, and ignores names not enabled', async () => {
    await writeOperator((doc) => {
      doc.configuration.template = 'wizard';
      doc.configuration.templates = ['inline', 'list'];
    });
    await afterRecheck();
    const bodies: Record<string, string> = {};
    for (const url of ['/?template=inline', '/?template=LIST&x=1', '/?template=list&y=2', '/?template=gateway', '/'])
      bodies[url] = await page(url);
    await Promise.all(Array.from({ length: 20 }, (_, i) => page(`/?template=nope${i}`)));
    expect(bodies['/?template=inline']).toContain('<main>/?template=inline for');
    expect(bodies['/?template=LIST&x=1']).toContain('<main>/?template=list for');
    // Not enabled: the configured template's page, shared with every other query string.
    expect(bodies['/?template=gateway']).toContain('<main>/ for');
    expect(renders.sort()).toEqual(['/', '/?template=inline', '/?template=list']);
    await writeOperator(() => {});
    await afterRecheck();
  });
});

describe("a page's own code is fetched beside its initial scripts", () => {
  it("names the files of the route's chunk, from the build's list: in the head of a page the browser renders", async () => {
    const body = await page('/payment.html');
    expect(body).toContain('<link rel="preload" as="script" href="/static/js/async/shared.js">');
    expect(body).toContain('<link rel="preload" as="script" href="/static/js/async/page-payment.js">');
    expect(body).not.toContain('template-wizard');
  });

  it("hands the booking page's template chunk to the loader, the previewed template's on a preview", async () => {
    expect(await page('/booking.html')).toContain('"/static/js/async/shared.js","/static/js/async/template-wizard.js"');
    expect(await page('/booking.html?template=list')).toContain('"/static/js/async/template-list.js"');
  });
});

describe('the prerender follows the operator document (issue 11, rebranding)', () => {
  it('renders the new company and colours on the next request after an edit, with no restart', async () => {
    expect(await page('/booking.html')).toContain('for London Transfers Ltd in #3b5db0');
    await writeOperator((doc) => {
      doc.configuration.company = 'Thames Cars Ltd';
      (doc.configuration.brand as { colors: { brand: Record<string, string> } }).colors.brand['500'] = '#2d9a63';
    });
    await afterRecheck();
    const edited = await page('/booking.html');
    expect(edited).toContain('<main>/booking.html for Thames Cars Ltd in #2d9a63</main>');
    expect(edited).toContain('"company":"Thames Cars Ltd"');
  });
});
