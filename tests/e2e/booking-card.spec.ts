import { expect, test, type Page } from '@playwright/test';
import { chooseVehicle, expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 3, "done when": a signed-in customer books for later with a via stop, a return and extras, pays by sandbox
 * card and gets a ticket. Everything goes through the wizard as a person would: the header's sign-in, the place
 * autocomplete, the date-time pickers, the vehicle and extras, the locked contact and the card form.
 */

test.describe.configure({ timeout: 180_000 });

/** The seeded demo customer (server/seed, README "Demo accounts"). */
const CUSTOMER = { email: 'amelia@example.com', password: 'Demo1234', firstName: 'Amelia' };
/** A good sandbox test card (server/gateways/payments/sandbox.ts: any valid number not in DECLINING_TEST_CARDS is approved). */
const GOOD_CARD = '4242 4242 4242 4242';

/** The booking page's scripts start at the first sign of a person; the wizard marks itself ready once restored. */
async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

async function signIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(CUSTOMER.email);
  await form.getByLabel(/^Password/).fill(CUSTOMER.password);
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${CUSTOMER.firstName}` })).toBeVisible();
}

/** Chooses a place with the keyboard: type, arrow down to the first suggestion, Enter. Returns the chosen text. */
async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  await box.pressSequentially(text, { delay: 30 });
  const first = page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option')
    .first();
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).not.toHaveValue(text);
  return box.inputValue();
}

const DAY_MS = 86_400_000;

/** A calendar date `days` after `from` in the operator's zone, as the date input takes it (yyyy-mm-dd). */
function isoDate(from: number, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(from + days * DAY_MS));
}

/** Opens a date-time picker, sets date, hour and minute, and closes it with Done. */
async function setLaterTime(page: Page, label: RegExp, id: string, date: string, hour: number, minute: number) {
  await page.getByRole('button', { name: label }).click();
  const panel = page.getByRole('group', { name: new RegExp(`${label.source}.*choose date and time`) });
  await expect(panel).toBeVisible();
  await page.locator(`#${id}-date`).fill(date);
  await page.locator(`#${id}-hour`).selectOption(String(hour));
  await page.locator(`#${id}-minute`).selectOption(String(minute));
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
}

/** The same date as the ticket states it, e.g. "Tuesday 24 November 2026". */
function longDate(from: number, days: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(new Date(from + days * DAY_MS))
    .replace(',', '');
}

const fare = (page: Page) => page.getByTestId('fare');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]');

test('a signed-in customer books for later with a via stop, a return and extras, pays by sandbox card and gets a ticket', async ({
  page,
}) => {
  // Both dates are taken from one instant, so a test that runs across midnight still agrees with itself.
  const start = Date.now();
  await openBooking(page);
  await signIn(page);

  // Step 1: pick-up, a via stop and drop-off through the place autocomplete.
  const pickUp = await choosePlace(page, 'Pick-up', 'Kings Cross');
  const dropOff = await choosePlace(page, 'Drop-off', 'Paddington');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: '+ Add a via stop' }).click();
  const via = await choosePlace(page, 'Via stop 1', 'Tower Bridge');

  // Later: the day after tomorrow at 10:30; a return three days out at 18:00.
  await setLaterTime(page, /Pick-up time/, 'booking-time', isoDate(start, 2), 10, 30);
  await expect(page.getByRole('button', { name: /Pick-up time/ })).toContainText('10:30');
  await page.getByText('Return', { exact: true }).click();
  await setLaterTime(page, /Return date/, 'booking-return-date', isoDate(start, 3), 18, 0);
  await expect(page.getByRole('button', { name: /Return date/ })).toContainText('18:00');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Vehicle');

  // Step 2: a vehicle and extras.
  const executive = await chooseVehicle(page, 'Executive');
  await page.getByRole('button', { name: 'More passengers' }).click();
  await page.getByRole('button', { name: 'More luggage' }).click();
  await page.getByRole('button', { name: 'More luggage' }).click();
  await page.getByRole('button', { name: 'More hand bags' }).click();
  await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Luggage', { exact: true })).toHaveValue('2');
  await expect(executive).toBeChecked();
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  const shownFare = await fare(page).innerText();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Details');

  // Step 3: the signed-in customer's contact is filled from the profile and locked.
  const step3 = page.getByTestId('customer-step');
  await expect(step3.getByText(/^Amelia .*amelia@example\.com$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(currentStep(page)).toContainText('Payment');

  // Step 4: card (the demo operator's default) with a good sandbox test card.
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByRole('radio', { name: 'By card' })).toBeChecked();
  await expect(form.getByTestId('payment-amount')).toHaveText(shownFare);
  await form.getByLabel(/^Card number/).fill(GOOD_CARD);
  await expect(form.getByTestId('card-type')).toHaveText('Visa');
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByLabel(/^Name/).fill('Amelia Customer');
  await form.getByLabel(/^Address line 1/).fill('1 Pancras Square');
  await form.getByLabel(/^City/).fill('London');
  await form.getByLabel(/^Postal code/).fill('N1C 4AG');
  await form.getByRole('button', { name: 'Pay Now' }).click();

  // The ticket: reference, the journey with its via stop, the return, the fare that was shown, paid by card.
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
  const ticket = page.getByTestId('ticket');
  const reference = ticket.getByTestId('ticket-reference');
  await expect(reference).toHaveText(/^\d+$/);
  const row = (label: string) => ticket.getByText(label, { exact: true }).locator('xpath=..');
  await expect(row('Pick-up')).toContainText(pickUp);
  await expect(row('Via')).toContainText(via);
  await expect(row('Drop-off')).toContainText(dropOff);
  await expect(row('Pick-up time')).toContainText(`${longDate(start, 2)}, 10:30`);
  // The return journey is booked with its own time and its own reference.
  await expect(row('Return')).toContainText(`${longDate(start, 3)}, 18:00`);
  await expect(row('Return')).toContainText(/reference \d+$/);
  const returnRef = (await row('Return').innerText()).match(/reference (\d+)$/)?.[1];
  expect(returnRef).not.toBe(await reference.innerText());
  await expect(row('Vehicle')).toContainText('Executive');
  await expect(row('Passengers and luggage')).toHaveText(/2 passengers, 2 suitcases, 1 hand bag$/);
  await expect(row('Fare')).toContainText(`${shownFare} (return included)`);
  await expect(row('Payment')).toContainText('Card (paid)');
  await expect(row('Passenger')).toContainText('Amelia');
  await expect(page.getByRole('region', { name: 'Map of the booked journey', exact: true })).toHaveAttribute(
    'data-map-ready',
    'true',
    { timeout: 20_000 },
  );
  await expectNoSeriousA11yViolations(page, 'ticket page');
});
