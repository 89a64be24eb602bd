import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';

export const productTitle = 'London Transfers';

/** Every route of the page addresses rule (rules: routes) with one concrete URL per path pattern (ids filled in). */
export const routeTitles: [string, string][] = [
  ['/', 'Book a Transfer'],
  ['/book/', 'Book a Transfer'],
  ['/booking', 'Book a Transfer'],
  ['/booking/', 'Book a Transfer'],
  ['/bookings', 'Book a Transfer'],
  ['/booking.html', 'Book a Transfer'],
  ['/litebooking', 'Lite Booking'],
  ['/litebooking.html', 'Lite Booking'],
  ['/quickbooking', 'Quick Booking'],
  ['/quickbooking.html', 'Quick Booking'],
  ['/quickbookinginvalid', 'Quick Booking'],
  ['/quickbookinginvalid.html', 'Quick Booking'],
  ['/payment', 'Payment'],
  ['/payment.html', 'Payment'],
  ['/ticket', 'Ticket'],
  ['/ticket.html', 'Ticket'],
  ['/ticket/1001', 'Ticket'],
  ['/confirmed', 'Booking Confirmed'],
  ['/confirmed.html', 'Booking Confirmed'],
  ['/confirmed/1001', 'Booking Confirmed'],
  ['/invoice', 'Invoices'],
  ['/invoice.html', 'Invoices'],
  ['/tracking', 'Track My Driver'],
  ['/tracking.html', 'Track My Driver'],
  ['/tracking/1001', 'Track My Driver'],
  ['/dashboard', 'Dashboard'],
  ['/dashboard.html', 'Dashboard'],
  ['/bookinginfo', 'Booking Info'],
  ['/bookinginfo.html', 'Booking Info'],
  ['/profile', 'My Account'],
  ['/profile.html', 'My Account'],
  ['/commission', 'Commission Statement'],
  ['/commission.html', 'Commission Statement'],
  ['/resetpassword', 'Reset Password'],
  ['/resetpassword.html', 'Reset Password'],
  ['/resetpassword/12/abc', 'Reset Password'],
  ['/bookingdetail', 'My Booking'],
  ['/bookingdetail.html', 'My Booking'],
  ['/bookingdetail/1001', 'My Booking'],
  ['/bookinghistory', 'My Bookings'],
  ['/bookinghistory.html', 'My Bookings'],
  ['/changepassword', 'Change Password'],
  ['/changepassword.html', 'Change Password'],
  ['/confirmpassword', 'Confirm Password'],
  ['/confirmpassword.html', 'Confirm Password'],
  ['/addressbook.html', 'Places'],
  ['/conditions.html', 'Conditions of Use'],
  ['/privacy.html', 'Privacy Notice'],
];

/**
 * Waits (up to 2 s) until no finite animation runs: a dialog fading in is half transparent, and axe measured its
 * title's contrast mid-fade (colour-contrast on the sign-in dialog's title and tabs, and on the card dialog's, in two
 * full runs; both passed on retry). Endless animations (spinners) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/** Axe on the page, or only on the part `include` selects (a screen that changed, a dialog). */
export async function expectNoSeriousA11yViolations(page: Page, what: string, include?: string) {
  // Legacy mode runs axe in the page; the default runs it per frame and finishes in a new blank page, about three
  // times slower here, for cross-origin frames these pages do not have. Only the violations are listed node by
  // node: the passing nodes cost time and nothing reads them. A non-empty axeSource stands in for axe-core's own
  // source, which the library would send to every frame twice per run (axeIntoEveryFrame).
  await axeIntoEveryFrame(page);
  await animationsSettled(page);
  const axe = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? axe.include(include) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe on ${what}`).toEqual([]);
}

/**
 * axe-core's source (about 550 KB) sent to each frame that lacks it, once: a frame keeps it until it navigates, so a
 * page checked on several screens gets it once, where AxeBuilder alone sends it twice per run (about 0.25 CPU-s of
 * Chromium and Playwright each time).
 */
async function axeIntoEveryFrame(page: Page) {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
    if (!loaded) await frame.evaluate(axeCore.source);
  }
}

export interface OutboxMail {
  kind: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * The mail the reference API "sent" to an address, newest first (GET /dev/outbox: the e2e server runs with
 * NODE_ENV=test); `server` is another API server than the shared one (a spec's own).
 */
export async function mailTo(request: APIRequestContext, email: string, server = ''): Promise<OutboxMail[]> {
  const response = await request.get(`${server}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** Chooses a place with the keyboard only: type, arrow down to the first suggestion, Enter. */
export async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  await box.pressSequentially(text, { delay: 30 });
  await expect(
    page
      .getByRole('listbox', { name: `${label} suggestions` })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).not.toHaveValue(text);
  return box;
}

/**
 * A vehicle is chosen as a person does: a tap on its card in the group named "Vehicle" (the design system's radio
 * cards, whose radio is drawn hidden). Returns that vehicle's radio, checked.
 */
export async function chooseVehicle(page: Page | FrameLocator, name: string | RegExp) {
  await page.getByRole('radiogroup', { name: 'Vehicle' }).locator('label').filter({ hasText: name }).click();
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeChecked();
  return radio;
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
}

/** The customer step's contact dialog: the guest becomes the main passenger. */
export async function addMainPassenger(page: Page, guest: Guest) {
  await page.getByRole('button', { name: 'Add main passenger details' }).click();
  const contact = page.getByRole('dialog');
  await contact.getByLabel('First name').fill(guest.firstName);
  await contact.getByLabel('Last name').fill(guest.lastName);
  await contact.getByLabel('Email').fill(guest.email);
  await contact.getByRole('textbox', { name: /Phone/ }).fill('7911123456');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
}

/**
 * From the customer step of a quoted journey with a vehicle chosen: adds the main passenger as a guest, pays cash
 * and books; ends on the confirmed page.
 */
export async function bookAsGuestWithCash(page: Page, guest: Guest) {
  await addMainPassenger(page, guest);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Cash', { exact: true }).first().click();
  await page
    .getByRole('button', { name: /Book Now|Confirm/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/);
}

/**
 * The wizard as a guest up to its payment step: King's Cross to Heathrow in a saloon, the guest as main passenger.
 * `bookingPage` is another server's booking page than the shared one's. Returns the payment form and the fare shown
 * with the vehicle.
 */
export async function guestToPayment(page: Page, guest: Guest, bookingPage = '/booking.html') {
  await page.goto(bookingPage);
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseVehicle(page, 'Saloon');
  const shownFare = await page.getByTestId('fare').innerText();
  await page.getByRole('button', { name: 'Next' }).click();
  await addMainPassenger(page, guest);
  await page.getByRole('button', { name: 'Next' }).click();
  return { form: page.getByRole('form', { name: 'Payment' }), shownFare };
}

/** The sandbox card form: `number` decides the answer (server/gateways/payments/sandbox.ts declines a few test cards). */
export async function fillCard(form: Locator, number: string, name: string) {
  await form.getByLabel(/^Card number/).fill(number);
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Address line 1/).fill('1 Pancras Square');
  await form.getByLabel(/^City/).fill('London');
  await form.getByLabel(/^Postal code/).fill('N1C 4AG');
}
