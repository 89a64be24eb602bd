import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
if (!existsSync(indexFile)) throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

const brands = ['londonTransfers', 'thamesCars'] as const;
const BLOCKING = new Set(['serious', 'critical']);

for (const brand of brands) {
  test.describe(brand, () => {
    for (const story of entries) {
      test(`${story.title} / ${story.name}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand}`);
        // Storybook marks the body once the story has rendered, or shows its error display.
        await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 20_000 });
        await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
        // Let transitions (dialogs, lazily loaded country lists) settle before measuring.
        await page.waitForTimeout(400);
        const results = await analyzeWhenFree(() => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze());
        const blocking = results.violations
          .filter((violation) => BLOCKING.has(violation.impact ?? ''))
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
          }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
        expect(errors, errors.join('\n')).toEqual([]);
      });
    }
  });
}

/** Storybook's a11y addon runs axe in the preview too; when both meet, wait for its run to finish and try again. */
async function analyzeWhenFree<T>(analyze: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await analyze();
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('Axe is already running')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
