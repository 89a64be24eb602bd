import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './preview';

/**
 * Every rule in the default brand. A brand changes only colours, fonts and radii, so in the second brand only
 * the colour rules can give a different answer: checking just those halves the suite's time.
 */
const RULES: Record<string, readonly string[] | null> = {
  londonTransfers: null,
  thamesCars: ['color-contrast', 'link-in-text-block'],
};
const BLOCKING = new Set(['serious', 'critical']);

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

/** No serious or critical axe violation in the story on show, with the brand's rules (every rule in the default). */
export async function expectNoBlockingViolations(page: Page, brand: string) {
  const rules = RULES[brand];
  const axe = await axeFor(page);
  if (rules) axe.withRules([...rules]);
  else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
