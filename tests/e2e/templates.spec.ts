import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { choosePlace, expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 11 "Done when": every layout template (docs/templates.md), previewed with `?template=NAME` (the demo
 * operator enables all eight), completes a guest cash booking by keyboard alone at 1280 px and a signed-in card
 * booking at 375 px in Chromium, each checked by axe, with a screenshot of each as a test artifact. The cases
 * below say what each template's arrangement is: which steps each screen shows, the button that moves on, where
 * the vehicle is chosen, the card form inline or in a popup and the screen a sign-in from the booking returns to.
 * One parameterised spec on the one e2e server; the bookings avoid airports so no flight dialog interrupts them.
 */

type Step = 'Journey' | 'Vehicle' | 'Your details' | 'Payment';

interface TemplateCase {
  name: string;
  /** The steps each screen shows, in order. */
  screens: Step[][];
  /** The button that moves from one screen to the next. */
  advance: string;
  cardForm: 'inline' | 'popup';
  /** Where the confirm action is: the payment form's own button, or a summary that stays in view. */
  confirm: 'form' | 'summary';
  /** The index of the screen a sign-in started from the details step lands on (4.7). */
  signInLandsOn: number;
  /** The sign-in ends in the confirm action (4.7 "Overflow goes to confirm booking"): with no card yet, the card's errors. */
  signInConfirms?: boolean;
  /** What only this template's arrangement does, checked on its first screen at 1280 px. */
  arrangement?: (page: Page) => Promise<void>;
}

const CASES: TemplateCase[] = [
  {
    name: 'inline',
    screens: [['Journey', 'Vehicle', 'Your details', 'Payment']],
    advance: 'Next',
    cardForm: 'inline',
    confirm: 'form',
    signInLandsOn: 0,
    // Sections one below the other, in the booking's order.
    arrangement: async (page) => {
      const tops = await Promise.all(
        (['Journey', 'Vehicle', 'Your details', 'Payment'] as Step[]).map(
          async (step) => (await region(page, step).boundingBox())?.y ?? -1,
        ),
      );
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    },
  },
  {
    name: 'inlinex',
    screens: [['Journey'], ['Vehicle', 'Your details', 'Payment']],
    advance: 'Next',
    cardForm: 'popup',
    confirm: 'form',
    signInLandsOn: 1,
    // A compact card, narrow enough for a hero banner or a side column.
    arrangement: async (page) => {
      expect((await page.locator('[data-template="inlinex"]').boundingBox())?.width).toBeLessThan(480);
    },
  },
  {
    name: 'gateway',
    screens: [['Journey'], ['Vehicle', 'Your details'], ['Payment']],
    advance: 'Next',
    cardForm: 'inline',
    confirm: 'form',
    signInLandsOn: 2,
    // The short entry form asks the passengers too.
    arrangement: async (page) => {
      await expect(region(page, 'Journey').getByRole('spinbutton', { name: 'Passengers' })).toBeVisible();
    },
  },
  {
    name: 'overflow',
    screens: [['Journey', 'Vehicle', 'Your details', 'Payment']],
    advance: 'Next',
    cardForm: 'inline',
    confirm: 'summary',
    signInLandsOn: 0,
    signInConfirms: true,
    // At the top and at the bottom of the form, the summary's confirm action is on screen.
    arrangement: async (page) => {
      const confirm = page.getByRole('complementary', { name: 'Booking summary' }).getByTestId('confirm-booking');
      await expect(confirm).toBeInViewport();
      await region(page, 'Payment').scrollIntoViewIfNeeded();
      await expect(confirm).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'list',
    screens: [
      ['Journey', 'Vehicle'],
      ['Your details', 'Payment'],
    ],
    advance: 'Next',
    cardForm: 'popup',
    confirm: 'form',
    signInLandsOn: 1,
    // The vehicles are compared beside the journey on a desktop.
    arrangement: async (page) => {
      const journey = await region(page, 'Journey').boundingBox();
      const vehicles = await region(page, 'Vehicle').boundingBox();
      expect(vehicles!.x).toBeGreaterThan(journey!.x + journey!.width - 1);
    },
  },
];

// Each test books on its own (its own page and booking), so the two workers share the cases.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const CUSTOMER = { email: 'amelia@example.com', password: 'Demo1234' };
const GOOD_CARD = '4242 4242 4242 4242';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const region = (page: Page, step: Step) => page.getByRole('region', { name: step, exact: true });

async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

async function openTemplate(page: Page, name: string) {
  await page.goto(`/booking.html?template=${name}`);
  // The booking page's scripts start at the first sign of a person (docs/architecture.md): a key here.
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-template="${name}"][data-booking-ready="true"]`)).toBeVisible({ timeout: 30_000 });
}

/** The screen on show holds exactly its steps (the others are on other screens). */
async function expectScreen(page: Page, tc: TemplateCase, index: number) {
  for (const step of tc.screens[index]) await expect(region(page, step)).toBeVisible();
  for (const step of tc.screens.flat().filter((s) => !tc.screens[index].includes(s)))
    await expect(region(page, step)).toHaveCount(0);
}

/** A screenshot written to the test's output folder (test-results/) and attached to its report. */
async function screenshot(page: Page, testInfo: TestInfo, what: string) {
  const path = testInfo.outputPath(what);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(what, { path, contentType: 'image/png' });
}

/** Does what each step of a screen asks, the guest's way (keyboard only) or the signed-in customer's. */
async function completeStep(page: Page, step: Step, how: 'guest' | 'signedIn') {
  if (step === 'Journey') {
    await choosePlace(page, 'Pick-up', 'Kings Cross');
    await choosePlace(page, 'Drop-off', 'Paddington');
    await expect(page.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  } else if (step === 'Vehicle') {
    const saloon = region(page, 'Vehicle').getByRole('radio', { name: /Saloon/ });
    await press(saloon, 'Space');
    await expect(saloon).toBeChecked();
  } else if (step === 'Your details' && how === 'guest') {
    await press(region(page, 'Your details').getByRole('button', { name: 'Add main passenger details' }));
    const contact = page.getByRole('dialog', { name: 'Main Passenger' });
    await contact.getByLabel('First name').pressSequentially('Kay');
    await contact.getByLabel('Last name').pressSequentially('Board');
    await contact.getByLabel('Email').pressSequentially(`kay.${Date.now()}@example.com`);
    await contact.getByRole('textbox', { name: /Phone/ }).pressSequentially('7911123456');
    await press(contact.getByRole('button', { name: 'Save' }));
    await expect(contact).toBeHidden();
  }
}

/** Moves on to the next screen with the template's own button. */
async function advance(page: Page, tc: TemplateCase, to: number) {
  await press(page.getByRole('button', { name: tc.advance, exact: true }));
  await expectScreen(page, tc, to);
}

/** The confirm action: the payment form's button, or the summary's that stays in view. */
function confirmButton(page: Page, tc: TemplateCase, name: string) {
  const where =
    tc.confirm === 'summary'
      ? page.getByRole('complementary', { name: 'Booking summary' })
      : page.getByRole('form', { name: 'Payment' });
  return where.getByRole('button', { name, exact: true });
}

async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('ticket').getByTestId('ticket-reference')).toBeVisible();
}

for (const tc of CASES) {
  test.describe(`template ${tc.name}`, () => {
    test(`a guest books by keyboard alone and pays cash at 1280 px`, async ({ page }, testInfo) => {
      await page.setViewportSize(DESKTOP);
      await openTemplate(page, tc.name);
      await expectScreen(page, tc, 0);
      await tc.arrangement?.(page);
      await expectNoSeriousA11yViolations(page, `${tc.name} at 1280 px`);
      await screenshot(page, testInfo, `${tc.name}-1280.png`);
      for (const [index, steps] of tc.screens.entries()) {
        if (index > 0) await advance(page, tc, index);
        for (const step of steps) {
          if (step !== 'Payment') await completeStep(page, step, 'guest');
        }
      }
      const form = page.getByRole('form', { name: 'Payment' });
      await press(form.getByRole('radio', { name: 'Cash' }), 'Space');
      await press(confirmButton(page, tc, 'Book Now'));
      await expectConfirmed(page);
    });

    test(`a customer signs in from the booking and pays by card at 375 px`, async ({ page }, testInfo) => {
      await page.setViewportSize(PHONE);
      await openTemplate(page, tc.name);
      await expectScreen(page, tc, 0);
      await expectNoSeriousA11yViolations(page, `${tc.name} at 375 px`);
      await screenshot(page, testInfo, `${tc.name}-375.png`);
      // The sign-in is asked for from the details step (its "Sign in" beside the contact).
      const details = tc.screens.findIndex((steps) => steps.includes('Your details'));
      for (const [index, steps] of tc.screens.slice(0, details + 1).entries()) {
        if (index > 0) await advance(page, tc, index);
        for (const step of steps) if (step !== 'Payment') await completeStep(page, step, 'signedIn');
      }
      await region(page, 'Your details').getByRole('button', { name: 'Add main passenger details' }).click();
      await page.getByRole('dialog', { name: 'Main Passenger' }).getByRole('button', { name: 'Sign in' }).click();
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(CUSTOMER.email);
      await signIn.getByLabel(/^Password/).fill(CUSTOMER.password);
      await signIn.getByRole('button', { name: 'SIGN IN' }).click();
      await expect(signIn).toBeHidden();
      await expectScreen(page, tc, tc.signInLandsOn);
      if (tc.signInConfirms)
        await expect(page.getByRole('form', { name: 'Payment' }).getByTestId('error-summary')).toBeVisible();
      for (let index = tc.signInLandsOn + 1; index < tc.screens.length; index++) await advance(page, tc, index);

      const form = page.getByRole('form', { name: 'Payment' });
      await form.getByRole('radio', { name: 'By card' }).check();
      const card = tc.cardForm === 'popup' ? page.getByRole('dialog', { name: /card/i }) : form;
      if (tc.cardForm === 'popup') await form.getByRole('button', { name: 'Pay Now' }).click();
      await card.getByLabel(/^Card number/).fill(GOOD_CARD);
      await card.getByLabel('Expiry month').selectOption('12');
      await card.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
      await card.getByLabel(/^CVC/).fill('123');
      await card.getByLabel(/^Name/).fill('Amelia Customer');
      await card.getByLabel(/^Address line 1/).fill('1 Pancras Square');
      await card.getByLabel(/^City/).fill('London');
      await card.getByLabel(/^Postal code/).fill('N1C 4AG');
      await screenshot(page, testInfo, `${tc.name}-375-payment.png`);
      await (
        tc.confirm === 'summary' ? confirmButton(page, tc, 'Pay Now') : card.getByRole('button', { name: 'Pay Now' })
      ).click();
      await expectConfirmed(page);
    });
  });
}
