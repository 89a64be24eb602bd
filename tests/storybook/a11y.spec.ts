import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
if (!existsSync(indexFile))
  throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/**
 * Every rule in the default brand. A brand changes only colours, fonts and radii, so in the second brand only
 * the colour rules can give a different answer: checking just those halves the suite's time.
 */
const brands = [
  { name: 'londonTransfers', rules: null },
  { name: 'thamesCars', rules: ['color-contrast', 'link-in-text-block'] },
] as const;
const BLOCKING = new Set(['serious', 'critical']);

/**
 * One Storybook preview per worker, switched from story to story through Storybook's own channel (as its test
 * runner does) rather than reloaded for each: loading the preview costs more than rendering a story.
 */
const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      // Lazily loaded chunks (dialogs, country lists) arrive as requests: a story is not settled while one is out.
      const pending = new Set<Request>();
      page.on('request', (request) => pending.add(request));
      page.on('requestfinished', (request) => pending.delete(request));
      page.on('requestfailed', (request) => pending.delete(request));
      await use({ page, requestsInFlight: () => pending.size });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface Preview {
  page: Page;
  requestsInFlight(): number;
}

type Outcome = 'rendered' | 'errored' | 'timed out';

async function showStory(page: Page, storyId: string, brand: string): Promise<Outcome> {
  if (!page.url().includes('/iframe.html')) {
    // a11y.manual: the addon's own axe run in the preview would only repeat the one below.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand};a11y.manual:!true`);
    await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 20_000 });
    if (await page.locator('body.sb-show-errordisplay').count()) return 'errored';
    await page.waitForFunction(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase === 'finished',
      undefined,
      { timeout: 20_000 },
    );
    return 'rendered';
  }
  return page.evaluate(
    ([id, brandName]) =>
      new Promise<Outcome>((resolve) => {
        type Channel = {
          on(e: string, f: (...a: unknown[]) => void): void;
          off(e: string, f: (...a: unknown[]) => void): void;
          emit(e: string, p: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const finish = (outcome: Outcome) => {
          channel.off('storyFinished', onFinished);
          for (const event of failures) channel.off(event, onFailed);
          clearTimeout(timer);
          resolve(outcome);
        };
        // Finished, not only rendered: a story switched away from while its play or afterEach still runs makes
        // Storybook reload the whole preview, under the next story's feet.
        const onFinished = (payload: unknown) => {
          const { storyId, status } = payload as { storyId: string; status: string };
          if (storyId === id) finish(status === 'success' ? 'rendered' : 'errored');
        };
        const onFailed = () => finish('errored');
        const timer = setTimeout(() => finish('timed out'), 20_000);
        channel.on('storyFinished', onFinished);
        for (const event of failures) channel.on(event, onFailed);
        channel.emit('updateGlobals', { globals: { brand: brandName } });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    [storyId, brand] as const,
  );
}

/**
 * Waits until what the story shows has stopped changing, so that axe measures the final state and not a dialog
 * half faded in or a list still loading: web fonts loaded, no request in flight, no finite animation running and the
 * DOM unchanged over two animation frames. Endless animations (spinners) and a story that never stops changing (a
 * moving vehicle) do not hold it up beyond SETTLE_LIMIT_MS; axe then measures what is there, as a user would see it.
 */
async function settle({ page, requestsInFlight }: Preview) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const still = await page.evaluate(async (limit) => {
      await document.fonts.ready;
      const running = () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
          );
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const timeout = new Promise((resolve) => setTimeout(resolve, limit));
      try {
        await Promise.race([Promise.all(running().map((animation) => animation.finished.catch(() => {}))), timeout]);
        await frame();
        await frame();
        return !changed && running().length === 0;
      } finally {
        observer.disconnect();
      }
    }, SETTLE_LIMIT_MS);
    if (still && requestsInFlight() === 0) return;
  }
}
const SETTLE_LIMIT_MS = 3000;

/**
 * axe-core's own run in the page, the preview keeping the axe it was given between stories. The library's default
 * (axe.runPartial in each frame, then axe.finishRun in a new blank page, axe-core's source evaluated in both each
 * time) cost about five times as much per story. That mode exists for cross-origin frames, which the stories do not
 * have: the test checks that they still do not.
 */
async function axeFor(page: Page): Promise<AxeBuilder> {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url.startsWith('http') && new URL(url).origin !== origin);
  expect(foreignFrames, 'a cross-origin frame needs AxeBuilder without setLegacyMode()').toEqual([]);
  const loaded = await page.evaluate(() => 'axe' in window);
  // A non-empty axeSource stands in for axe-core's source, which the library would otherwise evaluate again.
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) }).setLegacyMode();
}

for (const brand of brands) {
  test.describe(brand.name, () => {
    for (const story of entries) {
      test(`${story.title} / ${story.name}`, async ({ preview }) => {
        const { page } = preview;
        const errors: string[] = [];
        const onError = (error: Error) => errors.push(error.message);
        page.on('pageerror', onError);
        try {
          expect(await showStory(page, story.id, brand.name)).toBe('rendered');
          await settle(preview);
          const axe = await axeFor(page);
          if (brand.rules) axe.withRules([...brand.rules]);
          else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
          const results = await axe.analyze();
          const blocking = results.violations
            .filter((violation) => BLOCKING.has(violation.impact ?? ''))
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes
                .slice(0, 5)
                .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
            }));
          expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
          expect(errors, errors.join('\n')).toEqual([]);
        } finally {
          page.off('pageerror', onError);
        }
      });
    }
  });
}
