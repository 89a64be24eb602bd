import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { choosePlace, chooseVehicle, expectNoSeriousA11yViolations } from './helpers';

/** Issue 3, client core: the wizard's steps 1 and 2 against the real server, the reload rule and the quote expiry. */

test.describe.configure({ timeout: 120_000 });

/** The booking page's scripts start at the first sign of a person; the wizard marks itself ready once restored. */
async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

function londonDatePlusDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const fare = (page: Page) => page.getByTestId('fare');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]');

/** A price tier is chosen as a person does: a tap on its card (the radio inside is the design system's, drawn hidden). */
async function chooseTier(page: Page, name: 'Economy' | 'Standard' | 'Premium') {
  await page.getByRole('radiogroup', { name: 'Price option' }).locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
}

test('journey by keyboard, a via stop, a vehicle, step 3, and a reload keeps all but the return date', async ({
  page,
}) => {
  await openBooking(page);

  // Forward only when the step validates: the summary names each field and takes focus.
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Pick-up is required');
  await expect(summary).toContainText('Drop-off is required');

  const pickUp = await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByTestId('quote-countdown')).toContainText('Price held for');
  const oneWay = await fare(page).innerText();

  await page.getByRole('button', { name: '+ Add a via stop' }).click();
  const via = await choosePlace(page, 'Via stop 1', 'Tower Bridge');
  // A change of address asks for a new quote; the fare shown is the new one.
  await expect(fare(page)).not.toHaveText(oneWay);

  await page.getByText('Return', { exact: true }).click();
  await page.getByRole('button', { name: /Return date/ }).click();
  // No quick button can be met for the return (they count from now): the return is two days on.
  await expect(page.getByRole('button', { name: 'In 60 minutes' })).toHaveCount(0);
  await page.locator('#booking-return-date-date').fill(londonDatePlusDays(2));
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /Return date/ })).not.toContainText('Choose a time');
  const withReturnPickUp = await pickUp.inputValue();
  const viaText = await via.inputValue();

  await expectNoSeriousA11yViolations(page, 'wizard step 1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Vehicle');

  const executive = page.getByRole('radio', { name: /Executive/ });
  await executive.focus();
  await page.keyboard.press('Space');
  await expect(executive).toBeChecked();
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'More passengers' }).click();
  await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('2');
  await expectNoSeriousA11yViolations(page, 'wizard step 2');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Details');

  await page.reload();
  await openBooking(page);
  await expect(currentStep(page)).toContainText('Details');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Executive/ })).toBeChecked();
  await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-up' })).toHaveValue(withReturnPickUp);
  await expect(page.getByRole('combobox', { name: 'Via stop 1' })).toHaveValue(viaText);
  await expect(page.getByRole('radio', { name: 'Return', exact: true })).toBeChecked();
  // The storage rule (rules: storage): the return date is not restored.
  await expect(page.getByRole('button', { name: /Return date/ })).toContainText('Choose a time');
});

test('the quote expires after 60 x QuoteTimeout seconds and Re-Quote recovers', async ({ page }) => {
  await page.clock.install();
  await openBooking(page);
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Gatwick');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);

  // The demo operator's QuoteTimeout is 10: the quote lives 600 s.
  await page.clock.fastForward('10:01');
  const dialog = page.getByRole('alertdialog', { name: 'Quotation expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Oops, your quotation has expired. Please try again or call our friendly team on');
  await expect(dialog.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', /^tel:/);
  await expect(fare(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'quotation expired dialog');

  await dialog.getByRole('button', { name: 'Re-Quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByTestId('quote-countdown')).toContainText('Price held for 9:5');

  // Escape keeps the booking: it re-quotes (only Cancel clears the booking).
  const pickUp = await page.getByRole('combobox', { name: 'Pick-up' }).inputValue();
  await page.clock.fastForward('10:01');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Pick-up' })).toHaveValue(pickUp);
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByTestId('quote-countdown')).toContainText('Price held for 9:5');
});

const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a guest books ASAP in the premium tier with a promo code and cash; every total shown, and the confirmed page, is the discounted one', async ({
  page,
}) => {
  await openBooking(page);
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseVehicle(page, 'Saloon');
  // The quotation rule (rules: quotation): the second tier is the default; choosing another shows its fare.
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  const standard = await fare(page).innerText();
  await chooseTier(page, 'Premium');
  await expect(fare(page)).not.toHaveText(standard);
  const premium = await fare(page).innerText();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Add main passenger details' }).click();
  const contact = page.getByRole('dialog');
  await contact.getByLabel('First name').fill('Ann');
  await contact.getByLabel('Last name').fill('Guest');
  await contact.getByLabel('Email').fill('ann.guest@example.com');
  await contact.getByRole('textbox', { name: /Phone/ }).fill('7911123456');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();

  // WELCOME10 takes 10% off: step 3 shows the fare, the discount and the total to pay.
  await page.getByRole('button', { name: 'Add Promo Code' }).click();
  const promo = page.getByRole('dialog', { name: 'Add Promo Code' });
  await promo.getByLabel('Promo code').fill('WELCOME10');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByTestId('promo-result')).toContainText('WELCOME10 applied');
  await promo.getByRole('button', { name: 'Done' }).click();
  const off = Math.round(pounds(premium) * 10) / 100;
  const discounted = `£${(pounds(premium) - off).toFixed(2)}`;
  await expect(page.getByTestId('fare-before-discount')).toHaveText(`Fare ${premium}`);
  await expect(page.getByTestId('fare-discount')).toHaveText(`WELCOME10: £${off.toFixed(2)} off`);
  await expect(fare(page)).toHaveText(discounted);

  // Another tier is another fare: the code is checked again for it, never shown with the old fare's value.
  await page.getByRole('button', { name: 'Back' }).click();
  await chooseTier(page, 'Standard');
  const standardOff = Math.round(pounds(standard) * 10) / 100;
  await expect(page.getByTestId('fare-discount')).toHaveText(`WELCOME10: £${standardOff.toFixed(2)} off`);
  await expect(fare(page)).toHaveText(`£${(pounds(standard) - standardOff).toFixed(2)}`);
  await chooseTier(page, 'Premium');
  await expect(fare(page)).toHaveText(discounted);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Payment');

  // Step 4 and the card button say the same total.
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByTestId('payment-amount')).toHaveText(discounted);
  await expect(form.getByTestId('fare-discount')).toHaveText(`WELCOME10: £${off.toFixed(2)} off`);
  await form.getByRole('radio', { name: 'By card' }).check();
  await expect(form.getByTestId('payment-charge')).toHaveText(`Your card will be charged ${discounted}.`);
  await expectNoSeriousA11yViolations(page, 'payment step with a promo code');

  await page.getByText('Cash', { exact: true }).first().click();
  await page
    .getByRole('button', { name: /Book Now|Confirm/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByText(discounted, { exact: true }).first()).toBeVisible();
});

test('step 1 says when ASAP is, offers ASAP or Later and the quick buttons (those too soon disabled), opens the return picker on a valid time, refuses a return before the earliest return beside the return time, and the same address twice with its own message', async ({
  page,
}) => {
  await openBooking(page);
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  // The same place again for the drop-off: refused with a message that says why, and the input cleared (the address selection rule, rules: address-selection).
  const dropOff = page.getByRole('combobox', { name: 'Drop-off' });
  await dropOff.focus();
  await dropOff.pressSequentially('Kings Cross', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Drop-off suggestions' }).getByRole('option').first()).toBeVisible();
  await dropOff.press('ArrowDown');
  await dropOff.press('Enter');
  const dropOffField = page.locator('.chakra-field__root', { has: dropOff });
  await expect(dropOffField).toContainText(
    'The pick-up and drop-off cannot be the same address. Choose a different one.',
  );
  await expect(dropOffField).not.toContainText('Something went wrong');
  await expect(dropOff).toHaveValue('');

  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  // ASAP says when: now plus the operator's 60-minute lead time, beside the time and on the fare summary.
  // After 23:00 in London the earliest pick-up is tomorrow, which the notice says with its date instead of "today".
  const londonNow = DateTime.now().setZone('Europe/London');
  const inAnHour = (extra: number) => {
    const at = londonNow.plus({ minutes: 60 + extra });
    return at.hasSame(londonNow, 'day') ? `${at.toFormat('HH:mm')} today` : at.toFormat('ccc d LLL yyyy, HH:mm');
  };
  const asapAt = new RegExp(`^ASAP: pick-up at about (${inAnHour(0)}|${inAnHour(1)}|${inAnHour(2)})`);
  await expect(page.getByTestId('asap-time')).toHaveText(asapAt);
  // Said once: the fare beside the time field does not repeat it (step 2's fare does, below).
  await expect(page.getByTestId('fare-asap-time')).toHaveCount(0);
  // The picker offers ASAP or Later (the shared widgets rule, rules: shared-widgets) and the three quick buttons; "+15 min" and "+30 min" fall inside the
  // 60-minute lead time, so they are disabled and say why (the quick-button rule).
  await page.getByRole('button', { name: /Pick-up time/ }).click();
  await expect(page.getByRole('button', { name: 'ASAP' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Later' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'In 60 minutes' })).toBeEnabled();
  for (const minutes of [15, 30]) {
    await expect(page.getByRole('button', { name: `In ${minutes} minutes` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `In ${minutes} minutes` })).toHaveAccessibleDescription(
      /^The earliest pick-up is \d\d:\d\d, so sooner quick times cannot be chosen\.$/,
    );
  }
  await page.getByRole('button', { name: 'Done' }).click();

  // A return an hour from now is before the ASAP pick-up plus the journey: refused beside the return date.
  await page.getByText('Return', { exact: true }).click();
  await page.getByRole('button', { name: /Return date/ }).click();
  // It opens on the first valid time on the operator's 15-minute step, not on now marked too early (issue 28).
  await expect(page.locator('#booking-return-date-hour option:checked')).not.toContainText('too early');
  await expect(page.locator('#booking-return-date-minute option:checked')).toHaveText(/^(00|15|30|45)$/);
  await page.locator('#booking-return-date-date').fill(londonDatePlusDays(0));
  await page.locator('#booking-return-date-hour').selectOption({ index: 0 });
  const returnField = page.locator('.chakra-field__root', { has: page.getByRole('button', { name: /Return date/ }) });
  const tooEarly = /The earliest possible return date is \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d\./;
  await expect(returnField).toContainText(tooEarly);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('error-summary')).toContainText(tooEarly);
  await expect(currentStep(page)).toContainText('Journey');

  // One way again: on step 2 the time field is gone, and the fare says when ASAP is.
  await page.getByText('One way', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Vehicle');
  await expect(page.getByTestId('fare-asap-time')).toHaveText(asapAt);
});

const OUTSIDE =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';

test('outside the service area marks the pick-up with the server message, and each error goes once its field is put right', async ({
  page,
}) => {
  await openBooking(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText('Pick-up is required');

  // A chosen pick-up is no longer "required"; the drop-off still is, and the summary keeps focus off the field.
  const pickUp = await choosePlace(page, 'Pick-up', 'Kirkwall');
  await expect(summary).not.toContainText('Pick-up is required');
  await expect(summary).toContainText('Drop-off is required');
  await expect(pickUp).toBeFocused();

  // The response codes rule (rules: response-codes): codes 3 or 6 on quotation show the server message and mark the pick-up in error.
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(summary).toBeHidden();
  await expect(pickUp).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.chakra-field__root', { has: pickUp })).toContainText(OUTSIDE);
  await expect(fare(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText(OUTSIDE);
  await expect(currentStep(page)).toContainText('Journey');

  await pickUp.fill('');
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await expect(summary).toBeHidden();
  await expect(page.locator('.chakra-field__root', { has: pickUp })).not.toContainText(OUTSIDE);
});

test('a full vehicle says so; a pick-up time that expires on step 2 shows the time warning and Next goes back to step 1', async ({
  page,
}) => {
  // Date.now stands still (timers run) so the chosen time sits exactly on the earliest time until the test moves it.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await openBooking(page);
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: /Pick-up time/ }).click();
  await page.getByRole('button', { name: 'In 60 minutes' }).click();
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Vehicle');

  // The verbatim messages rule (rules: messages): child seats are passengers too; eight passengers and a child seat fit no vehicle of the demo fleet.
  await page.getByLabel('Passengers', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'More large child seats' }).click();
  await expect(page.getByText('No vehicle found with selected capacity')).toBeVisible();
  await expect(page.getByRole('radio', { name: /8 Seater/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Fewer large child seats' }).click();
  await expect(page.getByRole('radio', { name: /8 Seater/ })).toBeVisible();
  await page.getByLabel('Passengers', { exact: true }).fill('1');

  // Five minutes on, the time is earlier than the earliest time (the minimum lead time rule, rules: lead-time): no fare is quoted, and the warning says why.
  await page.clock.setFixedTime(start + 5 * 60_000);
  await chooseVehicle(page, 'Executive');
  await expect(page.getByTestId('fare-time-warning')).toContainText(
    'The earliest time we can pickup from this address is',
  );
  await expect(fare(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Journey');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The earliest time we can pickup from this address is');

  // A new time puts it right: the error goes and the fare comes back.
  await page.getByRole('button', { name: /Pick-up time/ }).click();
  await page.getByRole('button', { name: 'In 60 minutes' }).click();
  await expect(summary).toBeHidden();
  await expect(fare(page)).toHaveText(/^£\d+\.\d\d$/);
});

test('typing fast then ArrowDown+Enter never picks a suggestion of the text typed before', async ({ page }) => {
  // The real server, a little slower to answer, so the keys surely land while the next search is under way.
  await page.route('**/api/searchaddress**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue().catch(() => undefined);
  });
  await openBooking(page);
  const box = page.getByRole('combobox', { name: 'Pick-up' });
  const options = page.getByRole('listbox', { name: 'Pick-up suggestions' }).getByRole('option');
  await box.focus();
  await box.pressSequentially('Ki');
  const stale = (await options.first().innerText()).trim();
  expect(stale).not.toMatch(/King'?s Cross/i);

  // The rest of the name and the keys at once, while the search for the whole text is still under way.
  await box.pressSequentially('ngs Cross');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Kings Cross');
  await expect(options.filter({ hasText: stale })).toHaveCount(0);

  // Once the text's own suggestions are listed, the same keys choose one of them.
  await expect(options.first()).toContainText(/King'?s Cross/i);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(/King'?s Cross/i);
});
