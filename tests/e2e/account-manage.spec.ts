import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookThroughApi, postJson, tokenise, type ApiAnswer } from './apiBooking';
import { chooseVehicle, expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 4, what a customer does with a booking and a session beyond the basics: pay an unpaid booking (the booking actions rule (rules: booking-actions) Pay)
 * from its detail or from a payment link, see the driver once assigned, look a booking up (bookinginfo), sign out
 * mid-booking (the quote lifecycle and locked contact rules, rules: quote-lifecycle, contact-locked), a session the server has ended, and the booking lists by keyboard.
 */

test.describe.configure({ timeout: 180_000 });

const DEMO_PASSWORD = 'Demo1234';
const PASSWORD = 'Secret123';
const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * An unpaid card booking: booked with a declining card, so it exists and waits for payment. For `custid` when set
 * (the request context must hold that customer's session).
 */
async function unpaidCardBooking(request: APIRequestContext, custid?: number) {
  // Tomorrow, not ASAP: the dispatcher allocates a driver to an ASAP booking within seconds, and the detail then
  // shows the live status (Allocated) rather than Upcoming.
  const bookingdate = new Date(Date.now() + 24 * 3600_000).toISOString();
  const customer = custid ? { custid } : {};
  const { quote, booked } = await bookThroughApi(request, {
    paymentmethod: 'card',
    quote: { bookingdate, ...customer },
    booking: {
      bookingdate,
      isasap: false,
      passengername: 'Pat Later',
      passengeremail: 'pat.later@example.com',
      passengerphone: '2079460123',
      requestid: `e2e-later-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ...customer,
      nonce: await tokenise(request, '4000000000000002', 'Pat Later'),
    },
  });
  expect((booked.PaymentResult as ApiAnswer).Code).toBe(0);
  return { reference: Number(booked.Bref), code: String(booked.BookingCode), fare: Number(quote.totalfare) };
}

async function signInAs(page: Page, email: string, firstName: string, password = DEMO_PASSWORD, remember = false) {
  await page.goto('/profile.html');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  if (remember) await form.getByText('Remember me').click();
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
}

/** The card form of the payment page (or step 4): a declining or a good sandbox card. */
async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel(/^Card number/).fill(number);
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByLabel(/^Name/).fill('Pat Later');
  await form.getByLabel(/^Address line 1/).fill('1 Pancras Square');
  await form.getByLabel(/^City/).fill('London');
  await form.getByLabel(/^Postal code/).fill('N1C 4AG');
  return form;
}

test('pay an unpaid booking from its detail: amount due, a declined card, then paid and confirmed; then looked up by reference and code', async ({
  page,
}) => {
  const email = uniqueEmail('payer');
  const signUp = await postJson(page.request, '/api/signUp', {
    email,
    phone: '7911123456',
    surname: 'Later',
    firstname: 'Pat',
    dialingcode: '+44',
    passwordhash: await sha256(PASSWORD),
  });
  expect(signUp.Code).toBe(1);
  const booking = await unpaidCardBooking(page.request, Number(signUp.custid));
  await signInAs(page, email, 'Pat', PASSWORD);

  await page.goto(`/bookingdetail/${booking.reference}`);
  await expect(page.getByTestId('booking-status')).toHaveText('Upcoming');
  await expect(page.getByText('Card (not paid yet)')).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\.html\\?jobpartid=${booking.reference}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText(`£${booking.fare.toFixed(2)}`);
  await expectNoSeriousA11yViolations(page, 'payment page');

  // Errors beside the fields and in the summary; then a declining card: the card message, the CVC cleared (the payment flow rule, rules: payment-flow).
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(form.getByTestId('error-summary')).toContainText('Card number is required');
  await fillCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(form.getByTestId('payment-message')).toHaveText(CARD_MESSAGE);
  await expect(form.getByLabel(/^CVC/)).toHaveValue('');

  await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('ticket')).toContainText('Card (paid)');

  // Paid: the detail has no Pay any more, and the payment page says so.
  await page.goto(`/bookingdetail/${booking.reference}`);
  await expect(page.getByText('Card (paid)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.goto(`/payment.html?jobpartid=${booking.reference}`);
  await expect(page.getByText('This booking is already paid.')).toBeVisible();

  // bookinginfo: one's own booking by reference, anyone's by its code.
  await page.goto(`/bookinginfo.html?jobpartid=${booking.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Info' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` })).toBeVisible();
  await page.goto(`/bookinginfo.html?code=${booking.code}`);
  await expect(page.getByTestId('ticket-reference')).toHaveText(String(booking.reference));
  await expectNoSeriousA11yViolations(page, 'booking info');

  // Cancelling the paid booking says what the demo policy gives back (the refund tiers rule, rules: refund-tiers):
  // booked for tomorrow, it is cancelled a little less than 24 hours before pick-up, so half comes back.
  const half = `£${(Math.round(Math.round(booking.fare * 100) * 0.5) / 100).toFixed(2)}`;
  await page.goto(`/bookingdetail/${booking.reference}`);
  await expect(page.getByTestId('booking-policy')).toContainText(
    'Paid by Card: a full refund if cancelled more than 24 hours',
  );
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(question).toContainText(`Do you want to cancel booking ${booking.reference}?`);
  await expect(question).toContainText(`You will get ${half} back (50% under our cancellation policy)`);
  await expectNoSeriousA11yViolations(page, 'cancelling a paid booking');
  await question.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Your booking has been cancelled. ${half} refunded.`)).toBeVisible();
  await expect(page.getByTestId('booking-refund')).toHaveText(`${half} refunded`);
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
});

test('a payment link pays a guest booking without signing in', async ({ page }) => {
  const booking = await unpaidCardBooking(page.request);
  await page.goto(`/payment.html?id=${booking.code}`);
  await expect(page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` })).toBeVisible();
  const form = await fillCard(page, '4242 4242 4242 4242');
  // The Conditions of Use beside Pay Now open by keyboard over the form, which keeps what was typed.
  const terms = form.getByTestId('terms-note');
  await expect(terms).toHaveText('Your booking and this payment are subject to our Conditions of Use.');
  const termsButton = terms.getByRole('button', { name: 'Conditions of Use' });
  await termsButton.focus();
  await page.keyboard.press('Enter');
  const conditions = page.getByRole('dialog', { name: 'Conditions of Use' });
  await expect(conditions).toContainText('By making a booking you accept these conditions.');
  await expect(conditions).toContainText('Cancellations');
  await expectNoSeriousA11yViolations(page, 'conditions over the payment page');
  await page.keyboard.press('Escape');
  await expect(conditions).toBeHidden();
  await expect(termsButton).toBeFocused();
  await expect(form.getByLabel(/^Name/)).toHaveValue('Pat Later');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmed/${booking.code}$`), { timeout: 20_000 });
  await expect(page.getByTestId('ticket')).toContainText('Card (paid)');
  // A link with someone else's reference and the wrong code finds nothing to pay: the link is not valid.
  await page.goto(`/payment.html?jobpartid=${booking.reference}&code=not-the-code`);
  await expect(page.getByRole('alert')).toContainText('This payment link is not valid or has expired.');
});

test('a trip under way shows its driver, car and route; each address once', async ({ page }) => {
  await signInAs(page, 'amelia@example.com', 'Amelia');
  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'In progress' }).click();
  await page
    .getByTestId('booking-row')
    .filter({ hasText: 'Passenger on board' })
    .getByRole('link', { name: /View booking/ })
    .click();
  await expect(page.getByTestId('booking-status')).toHaveText('Passenger on board');
  await expect(page.getByText('Sam Okafor')).toBeVisible();
  await expect(page.getByText('Mercedes-Benz E-Class, black, LT21 KXB')).toBeVisible();
  await expect(page.getByRole('link', { name: '+44 20 7946 0555' })).toHaveAttribute('href', 'tel:+442079460555');
  await expect(page.getByText('Upper Street, Islington, London, N1 0PN', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track my driver' })).toBeVisible();
  await expect(page.getByTestId('map-booking-detail')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'booking detail with a driver');
  // Not yet assigned on a later booking.
  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await page
    .getByTestId('booking-row')
    .last()
    .getByRole('link', { name: /View booking/ })
    .click();
  await expect(page.getByText('Not assigned yet')).toBeVisible();
});

test("a demo customer updates the mailing lists without touching the seeded phone (it passes 5.1's international check)", async ({
  page,
}) => {
  await signInAs(page, 'priya@example.com', 'Priya');
  await expect(page.getByText('+44 2079460789')).toBeVisible();
  await page.getByRole('button', { name: 'Update profile' }).click();
  const form = page.getByRole('form', { name: 'Update profile' });
  const sms = form.getByRole('checkbox', { name: 'Send me offers by text message' });
  const wanted = !(await sms.isChecked());
  await form.getByText('Send me offers by text message').click();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  const row = page.getByText('Text messages', { exact: true }).locator('..');
  await expect(row).toContainText(wanted ? 'Yes, send me offers' : 'No');
  await page.reload();
  await expect(page.getByText('Text messages', { exact: true }).locator('..')).toContainText(
    wanted ? 'Yes, send me offers' : 'No',
  );
});

test('by keyboard: the booking tabs follow the arrow keys and paging puts focus on the new page', async ({ page }) => {
  await signInAs(page, 'amelia@example.com', 'Amelia');
  await page.goto('/bookinghistory.html');
  const today = page.getByRole('tab', { name: 'Today' });
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'In progress' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager).toContainText('Page 2 of');
  await expect(page.getByRole('list', { name: /^Bookings, page 2 of/ })).toBeFocused();
});

test('signing out mid-booking with Enter clears the locked contact and the promo and goes back to the details step', async ({
  page,
}) => {
  await signInAs(page, 'ben@example.com', 'Ben');
  // A journey from Ben's past trip, through the wizard to payment with a promo code.
  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'All' });
  await page
    .getByTestId('booking-row')
    .first()
    .getByRole('link', { name: /View booking/ })
    .click();
  await page.getByRole('button', { name: 'Repeat' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseVehicle(page, 'Saloon');
  await page.getByRole('button', { name: 'Next' }).click();
  const step3 = page.getByTestId('customer-step');
  await expect(step3.getByText(/ben@example\.com/)).toBeVisible();
  await step3.getByRole('button', { name: 'Add Promo Code' }).click();
  const promo = page.getByRole('dialog', { name: 'Add Promo Code' });
  await promo.getByLabel('Promo code').fill('SAVE5');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByTestId('promo-result')).toHaveText(/SAVE5 applied/);
  await promo.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();

  // The sign-in hand-off and Enter submits rules (rules: sign-in-handoff, enter-submits): "Do you want to sign out?" titled "Please Confirm"; Enter submits it.
  await page.getByRole('button', { name: 'Account menu for Ben' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please Confirm' });
  await expect(confirm).toContainText('Do you want to sign out?');
  await expect(confirm.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The quote lifecycle and locked contact rules (rules: quote-lifecycle, contact-locked): back on the details step with no contact and no promo; the card form is gone.
  await expect(step3).toBeVisible();
  await expect(page.getByRole('form', { name: 'Payment' })).toHaveCount(0);
  await expect(step3.getByText(/ben@example\.com/)).toHaveCount(0);
  await expect(step3.getByText(/SAVE5/)).toHaveCount(0);
});

test('a session the server has ended signs the customer out here too', async ({ page, context }) => {
  await signInAs(page, 'amelia@example.com', 'Amelia', DEMO_PASSWORD, true);
  await context.clearCookies();
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  // The page arrives as the server rendered it, signed out, so Sign In shows before the app has asked the server:
  // wait for the stored profile to go, then for the header to say so.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tb:profile'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

async function sha256(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('hex');
}
