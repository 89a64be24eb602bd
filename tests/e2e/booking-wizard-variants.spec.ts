import { expect, test, type Page } from '@playwright/test';
import { choosePlace, expectNoSeriousA11yViolations } from './helpers';

/** Issue 11: the 3- and 2-step wizards (wizardx, wizardt) choose the vehicle on step 1 with the step-1 vehicle check of 4.4. */

test.describe.configure({ timeout: 120_000 });

const GOOD_CARD = '4242 4242 4242 4242';

async function openBooking(page: Page, template: 'wizardx' | 'wizardt') {
  await page.goto(`/booking.html?template=${template}`);
  await page.mouse.move(100, 100);
  await expect(page.locator(`[data-template="${template}"][data-booking-ready="true"]`)).toBeVisible();
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]');

/** Step 1 refuses to move on without a vehicle (4.4 check 6), then moves on with one. */
async function journeyWithVehicle(page: Page) {
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText('Vehicle is required');
  await expect(summary).toBeFocused();
  await expect(currentStep(page)).toContainText('Journey');
  await page.getByRole('radio', { name: /Saloon/ }).check();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('dialog', { name: 'Main Passenger' });
  await contact.getByLabel('First name').fill('Val');
  await contact.getByLabel('Last name').fill('Variant');
  await contact.getByLabel('Email').fill(email);
  await contact.getByRole('textbox', { name: /Phone/ }).fill('7911123456');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
}

test('wizardx: 3 steps, the vehicle on step 1, a guest books with cash', async ({ page }) => {
  await openBooking(page, 'wizardx');
  await expect(steps(page)).toHaveText([/Journey/, /Details/, /Payment/]);
  // The vehicle is chosen beside the journey.
  await expect(page.getByRole('radio', { name: /Saloon/ })).toBeVisible();
  await journeyWithVehicle(page);
  await expect(currentStep(page)).toContainText('Details');

  const customer = page.getByTestId('customer-step');
  await customer.getByRole('button', { name: 'Add main passenger details' }).click();
  await fillContact(page, 'val.x@example.com');
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Payment');
  await expectNoSeriousA11yViolations(page, 'wizardx payment');

  await page.getByText('Cash', { exact: true }).first().click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
});

test('wizardx: a sign-in asked for on the details step continues to payment, and the customer pays by card', async ({
  page,
}) => {
  await openBooking(page, 'wizardx');
  await journeyWithVehicle(page);
  const customer = page.getByTestId('customer-step');
  await customer.getByRole('button', { name: 'Add main passenger details' }).click();
  await page.getByRole('dialog', { name: 'Main Passenger' }).getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('amelia@example.com');
  await signIn.getByLabel('Password').fill('Demo1234');
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  // 4.7: "WizardX continues to payment".
  await expect(currentStep(page)).toContainText('Payment', { timeout: 15_000 });

  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByRole('radio', { name: 'By card' }).check();
  await form.getByLabel(/^Card number/).fill(GOOD_CARD);
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByLabel(/^Name/).fill('Amelia Customer');
  await form.getByLabel(/^Address line 1/).fill('1 Pancras Square');
  await form.getByLabel(/^City/).fill('London');
  await form.getByLabel(/^Postal code/).fill('N1C 4AG');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`wizardt at ${width} px: 2 steps, the vehicle on step 1, details and payment on one screen; Book Now asks for the contact first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openBooking(page, 'wizardt');
    await expect(steps(page)).toHaveText([/Journey/, /Details and payment/]);
    await journeyWithVehicle(page);
    await expect(currentStep(page)).toContainText('Details and payment');
    const customer = page.getByTestId('customer-step');
    await expect(customer).toBeVisible();
    await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
    // The payment's button ends this screen: the customer step has no Next of its own.
    await expect(customer.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'wizardt details and payment');

    await page.getByText('Cash', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Book Now' }).click();
    // 4.4 step 3 runs before the payment: the contact dialog asks for what is missing.
    await fillContact(page, 'val.t@example.com');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  });
}
