// The picture of a story against the baselines committed under tests/storybook/visual/ (docs/design-system.md,
// "Visual review"), taken in the preview the story is on show in.
import type { Page } from '@playwright/test';
import { expect, type Preview } from './preview';

/**
 * What a story may tell this suite, as `parameters.visual` (each with its reason beside it in the story):
 * `skip` leaves the story out with that reason; `mask` lists selectors of parts that cannot be the same on every
 * run, painted over in a flat colour before the comparison (the rest of the story is still compared).
 */
interface VisualParameters {
  skip?: string;
  mask?: string[];
}

interface StoryFacts {
  visual: VisualParameters;
  /** The brand a story pins with `globals: { brand }`, whatever the toolbar says. */
  pinnedBrand: string | undefined;
}

/** Why the story has no picture in this brand (its `parameters.visual.skip`, or another brand it pins), if it has none. */
export async function noPictureReason(page: Page, brand: string): Promise<string | undefined> {
  const facts = await storyFacts(page);
  if (facts.visual.skip) return facts.visual.skip;
  if (facts.pinnedBrand !== undefined && facts.pinnedBrand !== brand)
    return `the story pins the ${facts.pinnedBrand} brand: its picture is taken there`;
  return undefined;
}

/** The story's picture (taken once it has settled, `settle`, and its play has finished) is its baseline's. */
export async function expectPicture(preview: Preview, storyId: string) {
  const { page } = preview;
  const { visual } = await storyFacts(page);
  await playFinished(page, storyId);
  const clip = await storyBox(preview);
  // Soft: the test fails on a changed picture, and still runs axe on the story (the two checks are independent).
  await expect.soft(page).toHaveScreenshot([preview.brand!, `${storyId}.png`], {
    fullPage: true,
    clip,
    mask: (visual.mask ?? []).map((selector) => page.locator(selector)),
  });
  // A story that grew or shrank while it was photographed was caught half way: fail rather than pass on it.
  expect.soft(await page.evaluate(measureStory), 'the story changed size while it was photographed').toEqual(clip);
}

function storyFacts(page: Page) {
  return page.evaluate((): StoryFacts => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          currentRender: {
            story: { parameters: { visual?: VisualParameters }; storyGlobals?: { brand?: string } };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__.currentRender.story;
    return { visual: render.parameters.visual ?? {}, pinnedBrand: render.storyGlobals?.brand };
  });
}

/** The story on show is this one and its render, play included, has finished (not begun again). */
function playFinished(page: Page, id: string) {
  return page.waitForFunction(
    (storyId) => {
      const render = (
        window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 20_000 },
  );
}

/**
 * The part of the page the story draws on: the story root and whatever it put elsewhere (a dialog's portal, a
 * popover), with a margin for focus rings and shadows, in page coordinates. Measured until two measures agree with
 * the network quiet in between: a lazily loaded part (a template's chunk behind its Suspense fallback) arrives a
 * moment after its request ends, and a box measured before it would cut the story short.
 */
async function storyBox({ page, quietForMs }: Preview) {
  let last = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const quiet = quietForMs();
    if (quiet < QUIET_MS) {
      await page.waitForTimeout(QUIET_MS - quiet);
      continue;
    }
    const box = await page.evaluate(measureStory);
    const key = JSON.stringify(box);
    if (key === last && quietForMs() >= QUIET_MS) return box;
    last = key;
    await page.waitForTimeout(100);
  }
  throw new Error(`the story's size never stopped changing: ${last}`);
}
const QUIET_MS = 300;

function measureStory() {
  const MARGIN = 8;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  };
  // Storybook's own parts of the preview (sb-* classes, the docs root) are not the story's.
  for (const child of Array.from(document.body.children)) {
    if (child.id === 'storybook-docs' || child.matches('script, style, [class^="sb-"]')) continue;
    add(child);
    for (const element of Array.from(child.querySelectorAll('*'))) add(element);
  }
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  if (!Number.isFinite(left)) return { x: 0, y: 0, width: pageWidth, height: Math.min(pageHeight, 100) };
  const x = Math.max(0, Math.floor(left + scrollX - MARGIN));
  const y = Math.max(0, Math.floor(top + scrollY - MARGIN));
  return {
    x,
    y,
    width: Math.min(pageWidth, Math.ceil(right + scrollX + MARGIN)) - x,
    height: Math.min(pageHeight, Math.ceil(bottom + scrollY + MARGIN)) - y,
  };
}
