// Every story in both demo brands, each shown once and checked twice: its picture against the baselines under
// tests/storybook/visual/ (docs/design-system.md, "Visual review"), then axe (no serious or critical violation, no
// page error) on the same page. One switch to the story and one wait until it has settled serve both checks, which
// as two projects each paid for them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoBlockingViolations } from './axe';
import { expectPicture, noPictureReason } from './picture';
import { BRANDS, entries, expect, settle, showStory, test } from './preview';

const baselines = path.join(import.meta.dirname, 'visual');

for (const brand of BRANDS) {
  test.describe(brand, () => {
    for (const story of entries) {
      test(`${story.title} / ${story.name}`, async ({ preview }, testInfo) => {
        const { page } = preview;
        const errors: string[] = [];
        const onError = (error: Error) => errors.push(error.message);
        page.on('pageerror', onError);
        try {
          expect(await showStory(preview, story.id, brand)).toBe('rendered');
          await settle(preview);
          // The picture first, as soon as the story has settled: some stories are drawn again a moment after their
          // play (the PaymentStep declined and confirmed stories), and a picture taken after axe's run caught them
          // redrawn where their baselines did not. A story without a picture has still been checked by axe: its
          // test says why it has none, rather than counting as skipped.
          const noPicture = await noPictureReason(page, brand);
          if (noPicture) testInfo.annotations.push({ type: 'no picture', description: noPicture });
          else await expectPicture(preview, story.id);
          await expectNoBlockingViolations(page, brand);
          expect(errors, errors.join('\n')).toEqual([]);
        } finally {
          page.off('pageerror', onError);
        }
      });
    }
  });
}

/** A baseline whose story is gone would never be compared again: `npm run visual:accept` removes them. */
test('every baseline belongs to a story', () => {
  const expected = new Set(BRANDS.flatMap((brand) => entries.map((story) => `${brand}/${story.id}.png`)));
  const stale = BRANDS.flatMap((brand) => {
    try {
      return readdirSync(path.join(baselines, brand)).map((file) => `${brand}/${file}`);
    } catch {
      return [];
    }
  }).filter((file) => !expected.has(file));
  expect(stale, 'baselines without a story: run `npm run visual:accept`').toEqual([]);
});
