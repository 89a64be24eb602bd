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

async function offer(languages: string[] | undefined): Promise<void> {
  const doc = structuredClone(demo);
  if (languages) doc.configuration.languages = languages;
  else delete doc.configuration.languages;
  await writeFile(operatorFile, JSON.stringify(doc));
  // The operator store looks at its file at most every 500 ms.
  await new Promise((resolve) => setTimeout(resolve, 600));
}

beforeAll(async () => {
  staticDir = await createStaticDir();
  operatorDir = await mkdtemp(path.join(tmpdir(), 'page-language-'));
  operatorFile = path.join(operatorDir, 'operator.json');
  demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as typeof demo;
  await writeFile(operatorFile, JSON.stringify(demo));
  testApp = await createTestApp({
    staticDir: staticDir.dir,
    operatorConfigPath: operatorFile,
    renderPage: async (url, _config, messages) => {
      renders.push(`${url} ${messages.locale}`);
      return { html: `<main>${String(messages.messages['common.shell.skipToContent'])}</main>`, head: '' };
    },
  });
  await offer(['en-GB', 'fr', 'ar']);
});
afterAll(async () => {
  await testApp.close();
  await staticDir.remove();
  await rm(operatorDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders = [];
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

function embeddedLocale(body: string): string | undefined {
  const json = /<script type="application\/json" id="app-messages">(.*?)<\/script>/.exec(body)?.[1];
  return json ? (JSON.parse(json) as { locale: string }).locale : undefined;
}

describe('the language rule on pages', () => {
  it('answers in the browser’s language the operator offers, from the first paint', async () => {
    const reply = await get('/booking.html', { 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' });
    expect(reply.body).toContain('<html lang="fr" dir="ltr">');
    expect(reply.body).toContain('<main>Aller au contenu principal</main>');
    expect(embeddedLocale(reply.body)).toBe('fr');
    expect(reply.headers.vary).toMatch(/Accept-Language/);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('writes Arabic right to left when the address asks for it, and keeps the choice for the session', async () => {
    const reply = await get('/payment.html?lang=ar', { 'accept-language': 'fr' });
    expect(reply.body).toContain('<html lang="ar" dir="rtl">');
    expect(embeddedLocale(reply.body)).toBe('ar');
    expect(String(reply.headers['set-cookie'])).toMatch(/^lang=ar; Path=\//);
    const next = await get('/booking.html', { 'accept-language': 'fr', cookie: 'lang=ar' });
    expect(next.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('never serves a language the operator does not offer, whoever asks', async () => {
    const reply = await get('/booking.html?lang=de', { 'accept-language': 'pl, de', cookie: 'lang=it' });
    expect(reply.body).toContain('<html lang="en-GB" dir="ltr">');
    expect(reply.headers['set-cookie']).toBeUndefined();
    const odd = await get('/booking.html?lang=%3Cscript%3E', { 'accept-language': '"><script>;q=2' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('<html lang="en-GB" dir="ltr">');
  });

  it('renders a route once per language, however many ways a browser names it', async () => {
    const tags = ['fr', 'fr-FR', 'fr-CA', 'FR', 'fr;q=0.9', 'ar-EG', 'ar', 'xx', 'de', ''];
    await Promise.all(tags.map((tag) => get('/profile.html?probe=1', { 'accept-language': tag })));
    expect(renders.sort()).toEqual(['/profile.html ar', '/profile.html en-GB', '/profile.html fr']);
  });

  it('speaks English alone when the operator lists no languages', async () => {
    await offer(undefined);
    const reply = await get('/booking.html?lang=fr', { 'accept-language': 'fr' });
    expect(reply.body).toContain('<html lang="en-GB" dir="ltr">');
    await offer(['en-GB', 'fr', 'ar']);
  });
});

describe('GET /i18n/:locale/:namespace.json', () => {
  it('serves a language’s compiled catalog', async () => {
    const reply = await get('/i18n/ar/common.json');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()['common.menu.close']).toEqual(['إغلاق']);
  });

  it('answers 404 for a language or namespace it does not have, never reading a path', async () => {
    for (const url of ['/i18n/xx/common.json', '/i18n/fr/nope.json', '/i18n/..%2F..%2Fpackage/common.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe("the operator's own wording per language", () => {
  it('replaces a message in its language only, in the page and in the served catalog', async () => {
    const doc = structuredClone(demo) as typeof demo & { messages?: unknown };
    doc.configuration.languages = ['en-GB', 'fr', 'ar'];
    doc.messages = { fr: { 'common.shell.skipToContent': 'Aller à la réservation' } };
    await writeFile(operatorFile, JSON.stringify(doc));
    await new Promise((resolve) => setTimeout(resolve, 600));

    expect((await get('/privacy.html?lang=fr')).body).toContain(
      '"common.shell.skipToContent":["Aller à la réservation"]',
    );
    expect((await get('/i18n/fr/common.json')).json()['common.shell.skipToContent']).toEqual([
      'Aller à la réservation',
    ]);
    expect((await get('/i18n/ar/common.json')).json()['common.shell.skipToContent']).toEqual([
      'الانتقال إلى المحتوى الرئيسي',
    ]);
  });

  it('refuses a document whose wording names no message or drops a placeholder, and keeps the last good one', async () => {
    const doc = structuredClone(demo) as typeof demo & { messages?: unknown };
    doc.configuration.languages = ['en-GB', 'fr', 'ar'];
    doc.messages = { fr: { 'common.footer.callUsOn': 'Appelez-nous' } };
    await writeFile(operatorFile, JSON.stringify(doc));
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The broken edit is ignored: the previous document (with its override) still serves.
    expect((await get('/i18n/fr/common.json')).json()['common.shell.skipToContent']).toEqual([
      'Aller à la réservation',
    ]);
    expect((await get('/i18n/fr/common.json')).json()['common.footer.callUsOn']).toEqual([
      'Appelez-nous au ',
      ['phone'],
    ]);
    await offer(['en-GB', 'fr', 'ar']);
  });
});
