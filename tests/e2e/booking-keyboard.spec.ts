import { expect, test, type Locator } from '@playwright/test';
import { choosePlace, expectNoSeriousA11yViolations, mailTo } from './helpers';

/**
 * Issue 18 "Done when": a booking made with the keyboard alone (focus, typing, Enter, Space, arrows; no mouse
 * click), with a promo code, a return and an extra, shows the same discounted total on every screen and in the
 * confirmation e-mail.
 */

test.describe.configure({ timeout: 180_000 });

const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

test('a keyboard-only booking with a promo, a return and an extra shows one discounted total everywhere and in the e-mail', async ({
  page,
}) => {
  const email = `keys.${Date.now()}@example.com`;
  await page.goto('/booking.html');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();

  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await press(page.getByRole('radio', { name: 'Return', exact: true }), 'Space');
  await press(page.getByRole('button', { name: /Return date/ }));
  const returnDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  const dateBox = page.locator('#booking-return-date-date');
  await dateBox.focus();
  // Chromium's date field (en-US here) takes month, day and year as typed digits, segment by segment.
  const [year, month, day] = returnDay.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(dateBox).toHaveValue(returnDay);
  await press(page.getByRole('button', { name: 'Done' }));
  await expect(page.getByRole('button', { name: /Return date/ })).not.toContainText('Choose a time');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  await press(page.getByRole('button', { name: 'Next' }));

  // Step 2: a vehicle and an extra (a hand bag).
  await press(page.getByRole('radio', { name: /Saloon/ }), 'Space');
  await press(page.getByRole('button', { name: 'More hand bags' }));
  await expect(page.getByLabel('Hand bags', { exact: true })).toHaveValue('1');
  const fare = await page.getByTestId('fare').innerText();
  await press(page.getByRole('button', { name: 'Next' }));

  // Step 3: contact and promo code.
  await press(page.getByRole('button', { name: 'Add main passenger details' }));
  const contact = page.getByRole('dialog');
  await contact.getByLabel('First name').pressSequentially('Kay');
  await contact.getByLabel('Last name').pressSequentially('Board');
  await contact.getByLabel('Email').pressSequentially(email);
  await contact.getByRole('textbox', { name: /Phone/ }).pressSequentially('7911123456');
  await press(contact.getByRole('button', { name: 'Save' }));
  await expect(contact).toBeHidden();
  await press(page.getByRole('button', { name: 'Add Promo Code' }));
  const promo = page.getByRole('dialog', { name: 'Add Promo Code' });
  await promo.getByLabel('Promo code').pressSequentially('WELCOME10');
  await press(promo.getByRole('button', { name: 'Apply' }));
  await expect(promo.getByTestId('promo-result')).toContainText('WELCOME10 applied');
  await press(promo.getByRole('button', { name: 'Done' }));
  const off = Math.round(pounds(fare) * 10) / 100;
  const total = `£${(pounds(fare) - off).toFixed(2)}`;
  const discount = `WELCOME10: £${off.toFixed(2)} off`;
  await expect(page.getByTestId('fare-discount')).toHaveText(discount);
  await expect(page.getByTestId('fare')).toHaveText(total);
  await press(page.getByRole('button', { name: 'Next' }));
  // The return is picked up at Heathrow, so Next asks for the flight first.
  const flight = page.getByRole('dialog', { name: 'Return flight details' });
  await press(flight.getByRole('checkbox', { name: 'No flight details available' }), 'Space');
  await press(flight.getByRole('button', { name: 'Save' }));
  await expect(flight).toBeHidden();
  await expect(page.getByTestId('fare')).toHaveText(total);
  await press(page.getByRole('button', { name: 'Next' }));

  // Step 4: the total, the card's charge line, then cash and Book Now.
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByTestId('payment-amount')).toHaveText(total);
  await expect(form.getByTestId('fare-discount')).toHaveText(discount);
  await press(form.getByRole('radio', { name: 'By card' }), 'Space');
  await expect(form.getByTestId('payment-charge')).toHaveText(`Your card will be charged ${total}.`);
  await expect(form.getByTestId('terms-note')).toBeVisible();
  await press(form.getByRole('radio', { name: 'Cash' }), 'Space');
  await expectNoSeriousA11yViolations(page, 'step 4 by keyboard');
  await press(form.getByRole('button', { name: 'Book Now' }));

  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toContainText(`${total} (return included)`);
  await expect(ticket).toContainText(discount);
  await expect(ticket).toContainText('1 hand bag');
  const reference = await ticket.getByTestId('ticket-reference').innerText();

  await expect.poll(async () => (await mailTo(page.request, email)).length).toBeGreaterThan(0);
  const [mail] = await mailTo(page.request, email);
  expect(mail.body).toContain(reference);
  expect(mail.body).toContain(total);
});
