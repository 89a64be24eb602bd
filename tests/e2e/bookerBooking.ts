import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { bookThroughApi } from './apiBooking';
import { expect } from './fixtures';
import { choosePlace, expectNoSeriousA11yViolations } from './helpers';

/** What the booker area's spec (booker.spec.ts) does before what it tests: sign-in, and bookings for a customer. */

/** The demo booker's id (server/seed/customers.ts). */
const DEMO_BOOKER = 7001;

/** A cash booking the signed-in booker makes for a customer through the API: for the tests of what follows it. */
export async function bookForCustomer(request: APIRequestContext, bookerid: number, ourRef: string, email: string) {
  const customer = { firstname: 'Zoe', surname: 'Marsh', email, phone: '2079460222' };
  const { booked } = await bookThroughApi(request, {
    quote: { bookerid },
    booking: {
      passengername: `${customer.firstname} ${customer.surname}`,
      passengeremail: customer.email,
      passengerphone: customer.phone,
      custfirstname: customer.firstname,
      custsurname: customer.surname,
      custemail: customer.email,
      custphone: customer.phone,
      bookerid,
      bookerref: ourRef,
      costcentre: 'E2E-42',
    },
  });
  return Number(booked.Bref);
}

/**
 * The template each brand's run books through: the wizard's contact popup (Customer and Main Passenger tabs) on
 * London, inline's contact fields in the page on Thames Cars; every template's booker flow was tried by hand too.
 */
export const TEMPLATE: Record<string, 'wizard' | 'inline'> = { desktop: 'wizard', thames: 'inline' };

/** The demo booker's commission in the operator document the project's server runs (playwright.config.ts). */
export function commissionPercent(testInfo: TestInfo): number {
  const file =
    (testInfo.project.metadata as { operatorConfig?: string } | undefined)?.operatorConfig ??
    'server/seed/operator.json';
  const operator = JSON.parse(readFileSync(file, 'utf8')) as {
    bookers: { accounts: { bookerid: number; commissionPercent: number }[] };
  };
  return operator.bookers.accounts.find((account) => account.bookerid === DEMO_BOOKER)!.commissionPercent;
}

/**
 * The booker books for a customer through the booking screens as a person would: the customer section is checked
 * (first name and phone required, a valid e-mail if given), then filled with Our Ref and a cost centre, the main
 * passenger copied from the customer, paid in cash. Returns the reference on the ticket and the fare shown.
 */
export async function bookThroughScreens(page: Page, template: 'wizard' | 'inline', ourRef: string) {
  await page.goto(`/booking.html?template=${template}`);
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-template="${template}"][data-booking-ready="true"]`)).toBeVisible({
    timeout: 30_000,
  });
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Paddington');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  if (template === 'wizard') await next.click();
  await page.getByRole('radio', { name: /Saloon/ }).press('Space');
  if (template === 'wizard') await next.click();
  const details = page.getByTestId('customer-step');
  let customer = details.getByRole('group', { name: 'Customer' });
  let passenger = details.getByRole('group', { name: 'Main Passenger' });
  const dialog = page.getByRole('dialog', { name: 'Contact details' });
  if (template === 'wizard') {
    // Next with no customer: the contact popup opens on the Customer tab with the booker's checks (the wizard steps and contact fields rules, rules: wizard-steps, contact-fields).
    await next.click();
    await expect(dialog.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    customer = passenger = dialog;
  }
  await customer.getByLabel('Customer email').fill('not-an-email');
  if (template === 'wizard') await dialog.getByRole('button', { name: 'Save' }).click();
  else await page.getByRole('form', { name: 'Payment' }).getByRole('radio', { name: 'Cash' }).press('Space');
  if (template === 'inline') await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('link', { name: 'Customer first name is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Customer phone is required' })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Customer email/ })).toBeVisible();
  await expectNoSeriousA11yViolations(
    page,
    "the booker's customer section with its errors",
    template === 'wizard' ? '[role="dialog"]' : '[data-testid="customer-step"]',
  );

  await customer.getByLabel('Customer first name').fill('Zoe');
  await customer.getByLabel('Customer last name').fill('Marsh');
  await customer.getByLabel('Customer email').fill('zoe.marsh@example.com');
  await customer.getByRole('textbox', { name: 'Customer phone' }).fill('2079460222');
  await customer.getByLabel('Our Ref').fill(ourRef);
  await customer.getByLabel('Cost centre').fill('E2E-42');
  if (template === 'wizard') await dialog.getByRole('tab', { name: 'Main Passenger' }).click();
  await passenger.getByText('Use customer details').click();
  await expect(passenger.getByRole('textbox', { name: /^First name/ })).toHaveValue('Zoe');
  if (template === 'wizard') {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(details).toContainText('Zoe Marsh');
    // The customer's summary tells what the statement and invoices will carry.
    await expect(details).toContainText(`Our Ref: ${ourRef}`);
    await expect(details).toContainText('Cost centre: E2E-42');
    await next.click();
  }
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Cash' }).press('Space');
  const fare = Number((await payment.getByText(/^Total fare/).textContent())!.replace(/[^\d.]/g, ''));
  await payment.getByRole('button', { name: 'Book Now', exact: true }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  const reference = Number(await page.getByTestId('ticket-reference').textContent());
  await expect(page.getByTestId('ticket').getByText(ourRef, { exact: true })).toBeVisible();
  return { reference, fare };
}
