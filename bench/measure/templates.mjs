// 1b. Each layout template's extra JS: what /booking.html fetches beyond its initial JS to show it (docs/bench.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_PATH, PLAYWRIGHT_ARGS, kb, log, root, sleep, watchScripts, whileRunning } from '../lib/common.mjs';
import { startAppServer } from '../lib/servers.mjs';
import { fetchBytes, gz9, initialAssets } from './weight.mjs';

export const TEMPLATES_METHOD =
  "each template configured in turn (the operator document's `template`, which the prerender follows): the scripts Chromium fetches for /booking.html from the first key press until the template's first screen is ready and no script has come for 1 s, less the page's initial JS; each file gzipped with zlib level 9; KB = 1024 bytes";

const QUIET_MS = 1000;

/** A text only the flights feature's code holds (its dialog hint, the verbatim messages rule (rules: messages)): which scripts are the flights code. */
const FLIGHTS_MARK = 'We would like to keep track of your flight just incase of any delay';

export const FLIGHTS_METHOD =
  'the configured template, once ready as above: the scripts Chromium fetches from choosing the Heathrow pick-up until no script has come for 1 s (gzipped the same way); loadedBefore: whether any script fetched before it (initial JS included) holds the flights code (its dialog hint)';

/**
 * Every template the demo operator enables, each as the configured one, so that the page hydrates that template
 * and no other (a `?template=` preview would hydrate the configured template first and count its chunks too).
 * Runs on its own server with a copy of the operator document, stopped before anything else is measured.
 */
export async function templateWeights() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-templates-'));
  const operatorFile = path.join(dir, 'operator.json');
  const operator = JSON.parse(readFileSync(path.join(root, 'server/seed/operator.json'), 'utf8'));
  const names = operator.configuration.templates;
  const configure = (template) =>
    writeFileSync(
      operatorFile,
      JSON.stringify({ ...operator, configuration: { ...operator.configuration, template } }),
    );
  configure(names[0]);
  const server = await startAppServer({ OPERATOR_CONFIG: operatorFile });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: PLAYWRIGHT_ARGS });
  const stop = async () => {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return whileRunning(stop, async () => {
    const templates = {};
    for (const name of names) {
      configure(name);
      // The configured default also chooses an airport pick-up: the flights code must come then and not before.
      templates[name] = await extraScripts(browser, `${server.url}/booking.html`, name, name === names[0]);
    }
    // What every template fetches (the booking page's own lazy parts) tells each template's own share.
    const everywhere = names
      .map((name) => new Set(templates[name].files.map((file) => file.path)))
      .reduce((a, b) => new Set([...a].filter((file) => b.has(file))));
    for (const name of names) {
      const t = templates[name];
      const own = t.files.filter((file) => !everywhere.has(file.path));
      t.ownJsGzipKb = kb(own.reduce((sum, file) => sum + file.gzipBytes, 0));
      log(`template ${name}: ${t.files.length} more JS files, ${t.extraJsGzipKb} KB gz (${t.ownJsGzipKb} KB its own)`);
    }
    const flights = templates[names[0]].flights;
    delete templates[names[0]].flights;
    log(
      `flights (${names[0]}): ${flights.files.length} JS files, ${flights.jsGzipKb} KB gz on choosing an airport; before it: ${flights.loadedBefore ? 'LOADED' : 'none'}`,
    );
    return { method: TEMPLATES_METHOD, templates, flights: { method: FLIGHTS_METHOD, template: names[0], ...flights } };
  });
}

async function extraScripts(browser, url, name, chooseAirport = false) {
  // The server reads the document again within 0.5 s of a change: wait for the page to be prerendered with it.
  for (let i = 0; !(await (await fetch(url)).text()).includes(`data-template="${name}"`); i++) {
    if (i > 100) throw new Error(`booking.html is not prerendered with ${name}`);
    await sleep(100);
  }
  const initial = new Set(initialAssets(await (await fetch(url)).text(), url).js);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = watchScripts(page);
    const { fetched } = scripts;
    await page.goto(url);
    // The prerendered page runs its scripts at the first sign of a person (server/routes/deferredScripts.ts).
    await page.keyboard.press('Tab');
    await page.locator(`[data-template="${name}"][data-booking-ready="true"]`).waitFor({ timeout: 60_000 });
    await scripts.quiet(QUIET_MS);
    const files = [];
    for (const script of [...fetched].filter((script) => !initial.has(script))) {
      const bytes = await fetchBytes(script);
      files.push({ path: new URL(script).pathname, bytes: bytes.length, gzipBytes: gz9(bytes) });
    }
    const flights = chooseAirport ? await flightsOnAirport(page, new Set([...initial, ...fetched]), scripts) : null;
    return {
      extraJsGzipKb: kb(files.reduce((sum, file) => sum + file.gzipBytes, 0)),
      files: files.map((file) => ({ ...file, gzipKb: kb(file.gzipBytes) })),
      ...(flights ? { flights } : {}),
    };
  } finally {
    await context.close();
  }
}

/** What choosing an airport pick-up fetches (the flights code, FLIGHTS_METHOD), and whether any of it came before. */
async function flightsOnAirport(page, before, scripts) {
  let loadedBefore = false;
  for (const script of before)
    if ((await fetchBytes(script)).toString('utf8').includes(FLIGHTS_MARK)) loadedBefore = true;
  const box = page.getByRole('combobox', { name: 'Pick-up', exact: true });
  await box.focus();
  await box.pressSequentially('Heathrow', { delay: 30 });
  await page.getByRole('listbox', { name: 'Pick-up suggestions' }).getByRole('option').first().waitFor();
  scripts.mark();
  await box.press('ArrowDown');
  await box.press('Enter');
  await scripts.quiet(QUIET_MS);
  const files = [];
  for (const script of [...scripts.fetched].filter((script) => !before.has(script))) {
    const bytes = await fetchBytes(script);
    const flightsCode = bytes.toString('utf8').includes(FLIGHTS_MARK);
    files.push({ path: new URL(script).pathname, gzipKb: kb(gz9(bytes)), gzipBytes: gz9(bytes), flightsCode });
  }
  return {
    loadedBefore,
    loadedOnAirport: files.some((file) => file.flightsCode),
    jsGzipKb: kb(files.reduce((sum, file) => sum + file.gzipBytes, 0)),
    files,
  };
}
