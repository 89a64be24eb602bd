// What a phone fetches, and when: every request of one cold visit to URL on Lighthouse's mobile network profile
// (CPU slowed by the second argument, default 1), and when React hydrated the first place box. Diagnosis, not a figure:
//   node bench/waterfall.mjs http://127.0.0.1:3000/booking.html 4
import { chromium } from '@playwright/test';
import { applyPhoneProfile } from '../scripts/phone-profile.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await applyPhoneProfile(await context.newCDPSession(page), { cpu: false });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: +process.argv[3] || 1 });
const reqs = new Map();
let t0;
cdp.on('Network.requestWillBeSent', (e) => {
  t0 ??= e.timestamp;
  reqs.set(e.requestId, { url: e.request.url, start: e.timestamp });
});
cdp.on('Network.loadingFinished', (e) => {
  const r = reqs.get(e.requestId);
  if (r) {
    r.end = e.timestamp;
    r.bytes = e.encodedDataLength;
  }
});
await page.goto(process.argv[2], { waitUntil: 'commit' });
let hydratedAt = null;
for (let i = 0; i < 200; i++) {
  const h = await page.evaluate(() => {
    const el = document.querySelector('input[role="combobox"]');
    return el && Object.keys(el).some((k) => k.startsWith('__reactProps')) ? performance.now() : null;
  });
  if (h) {
    hydratedAt = h;
    break;
  }
  await page.waitForTimeout(100);
}
await page.waitForTimeout(1500);
console.log('hydrated at', Math.round(hydratedAt));
for (const r of [...reqs.values()].sort((a, b) => a.start - b.start))
  console.log(
    `${String(Math.round((r.start - t0) * 1000)).padStart(6)} -> ${String(r.end ? Math.round((r.end - t0) * 1000) : '?').padStart(6)}  ${String(Math.round((r.bytes || 0) / 1024)).padStart(4)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
  );
await browser.close();
