// What the Storybook suite shares (stories.spec.ts, axe.ts, picture.ts): the stories of the built Storybook, one preview
// page per worker switched from story to story, and the wait until a story has stopped changing.
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

/** Every story of the built Storybook, in its sidebar's order. */
export const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/** The demo brands of the toolbar (.storybook/preview.tsx): the operators of server/seed/operator*.json. */
export const BRANDS = ['londonTransfers', 'thamesCars'] as const;
export type Brand = (typeof BRANDS)[number];

export interface Preview {
  page: Page;
  requestsInFlight(): number;
  /** How long since the last request started or ended (0 while one is in flight). */
  quietForMs(): number;
  /** The brand the preview was loaded in. */
  brand?: string;
}

export interface PreviewOptions {
  /**
   * Date.now and new Date() in the preview, fixed (Playwright's clock.setFixedTime; timers keep running), so a
   * story that shows "now" (a copyright year, a card expiry year) shows the same day on every run.
   */
  fixedTime: string | undefined;
  /** Refuse every request that leaves the static server: no web font, tile or script from the network. */
  localOnly: boolean;
  /**
   * CSS animations and transitions run in no time (they end at once, in their final state, and still fire their
   * end events, which Chakra's presence waits for), and the page reports prefers-reduced-motion.
   */
  stillMotion: boolean;
}

/** Loaded before the preview's own scripts, so no story ever starts a transition. */
function stopMotion() {
  const style = document.createElement('style');
  style.dataset.visualTest = 'still';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    scroll-behavior: auto !important; caret-color: transparent !important;
  }`;
  document.addEventListener('DOMContentLoaded', () => document.head.append(style));
}

/**
 * One Storybook preview per worker, switched from story to story through Storybook's own channel (as its test
 * runner does) rather than reloaded for each: loading the preview costs more than rendering a story.
 */
export const test = base.extend<object, PreviewOptions & { preview: Preview }>({
  fixedTime: [undefined, { scope: 'worker', option: true }],
  localOnly: [false, { scope: 'worker', option: true }],
  stillMotion: [false, { scope: 'worker', option: true }],
  preview: [
    async ({ browser, fixedTime, localOnly, stillMotion }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        ...(stillMotion ? { reducedMotion: 'reduce' as const } : {}),
      });
      if (stillMotion) await context.addInitScript(stopMotion);
      const page = await context.newPage();
      if (fixedTime) await page.clock.setFixedTime(new Date(fixedTime));
      if (localOnly && baseURL) {
        const origin = new URL(baseURL).origin;
        await context.route(
          (url) => url.origin !== origin && url.protocol.startsWith('http'),
          (route) => route.abort('blockedbyclient'),
        );
      }
      // Lazily loaded chunks (dialogs, country lists) arrive as requests: a story is not settled while one is out.
      const pending = new Set<Request>();
      let lastActivity = 0;
      const track = (change: (request: Request) => void) => (request: Request) => {
        change(request);
        lastActivity = Date.now();
      };
      page.on(
        'request',
        track((request) => pending.add(request)),
      );
      page.on(
        'requestfinished',
        track((request) => pending.delete(request)),
      );
      page.on(
        'requestfailed',
        track((request) => pending.delete(request)),
      );
      await use({
        page,
        requestsInFlight: () => pending.size,
        quietForMs: () => (pending.size ? 0 : Date.now() - lastActivity),
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

type Outcome = 'rendered' | 'errored' | 'timed out';

/**
 * Shows a story in a brand. The brand is the preview's global, set in the URL: a worker loads the preview again when
 * its brand changes (about once per worker, the stories running brand by brand) and otherwise only switches the
 * story. Changing the global in a loaded preview re-renders the story on show after the switch has begun, which can
 * remount the next story once its play has finished and lose the state the play left.
 */
export async function showStory(preview: Preview, storyId: string, brand: string): Promise<Outcome> {
  const { page } = preview;
  if (!page.url().includes('/iframe.html') || preview.brand !== brand) {
    preview.brand = brand;
    // a11y.manual: the addon's own axe run in the preview would only repeat the a11y suite's.
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
    (id) =>
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
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * Waits until what the story shows has stopped changing, so that a check sees the final state and not a dialog
 * half faded in or a list still loading: web fonts loaded, no request in flight, no finite animation running and the
 * DOM unchanged over two animation frames. Endless animations (spinners) and a story that never stops changing (a
 * moving vehicle) do not hold it up beyond SETTLE_LIMIT_MS; the check then sees what is there, as a user would.
 */
export async function settle({ page, requestsInFlight }: Preview) {
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
