import { expect, test } from '@playwright/test';
import { choosePlace, chooseVehicle } from './helpers';

/**
 * Issue 11, wizardt: the details and the payment share its last screen, so the payment's button ends it and asks
 * for what the details still lack (the wizard steps rule (rules: wizard-steps) step 3) before it books. The rest of the 2- and 3-step variants (the
 * vehicle on step 1 with its check, guest cash, signed-in card, where a sign-in continues) is templates.spec.ts.
 */

test('wizardt: Book Now asks for the contact first, then books', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/booking.html?template=wizardt');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-template="wizardt"][data-booking-ready="true"]')).toBeVisible();
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Paddington');
  await chooseVehicle(page, 'Saloon');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const customer = page.getByTestId('customer-step');
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
  // The payment's button ends this screen: the customer step has no Next of its own.
  await expect(customer.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await page.getByText('Cash', { exact: true }).first().click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const contact = page.getByRole('dialog', { name: 'Main Passenger' });
  await contact.getByLabel('First name').fill('Val');
  await contact.getByLabel('Last name').fill('Variant');
  await contact.getByLabel('Email').fill('val.t@example.com');
  await contact.getByRole('textbox', { name: /Phone/ }).fill('7911123456');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
});
