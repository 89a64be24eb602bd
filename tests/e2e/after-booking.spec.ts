import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookThroughApi, hash, postJson, signInByApi } from './apiBooking';
import { expectNoSeriousA11yViolations, fillCard, mailTo } from './helpers';
import { startApiServer } from './servers';

/**
 * Issue 32, after booking: a card-paid booking cancelled from its detail says what the operator's policy gives back
 * before and after (the refund tiers rule, rules: refund-tiers), and a booking the server's checks found wrong says
 * so on its ticket (the booking checks rule, rules: booking-checks). The bookings are made through the API: the
 * booking screens have their own specs.
 */

test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A new customer (password Demo1234, as signInByApi signs in), signed in on the page. */
async function newCustomer(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const signUp = await postJson(page.request, '/api/signUp', {
    email,
    phone: '7911123456',
    surname: 'After',
    firstname: 'Robin',
    dialingcode: '+44',
    passwordhash: hash('Demo1234'),
  });
  expect(signUp.Code, JSON.stringify(signUp)).toBe(1);
  const profile = await signInByApi(page, email);
  return { email, custid: Number(profile.custid) };
}

async function nonce(request: APIRequestContext): Promise<string> {
  const answer = await postJson(request, '/sandbox-gateway/tokenize', {
    cardnumber: '4242424242424242',
    expirymonth: 12,
    expiryyear: new Date().getFullYear() + 2,
    cvc: '123',
    name: 'Robin After',
    postcode: 'N1C 4AG',
  });
  return String(answer.nonce);
}

/** A card booking paid at the sandbox when booked, picked up `hours` from now, in vehicle `vehtypeid`. */
async function paidCardBooking(page: Page, custid: number, hours: number, vehtypeid = 1) {
  const bookingdate = new Date(Date.now() + hours * 3600_000).toISOString();
  const { quote, booked } = await bookThroughApi(page.request, {
    paymentmethod: 'card',
    quote: { bookingdate, custid, vehtypeid },
    booking: {
      vehtypeid,
      bookingdate,
      isasap: false,
      custid,
      passengername: 'Robin After',
      passengerphone: '7911123456',
      passengeremail: '',
      nonce: await nonce(page.request),
    },
  });
  expect((booked.PaymentResult as { Code: number }).Code).toBe(1);
  return { reference: Number(booked.Bref), code: String(booked.BookingCode), fare: Number(quote.totalfare) };
}

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

/** What the sandbox gateway was asked to charge (positive) and refund (negative) for a booking. */
async function ledger(request: APIRequestContext, reference: number): Promise<{ outcome: string; amount: number }[]> {
  const answer = await (await request.get(`/dev/payments?jobpartid=${reference}`)).json();
  return answer.payments;
}

/** The change form's new fare, read off the page: "New fare £X (was £Y): £D more ..." */
async function shownFares(page: Page) {
  const text = await page.getByTestId('change-fare').innerText();
  const [now, was, difference] = [...text.matchAll(/£([0-9.]+)/g)].map((m) => Number(m[1]));
  return { now, was, difference };
}

test('a customer changes the time and vehicle of a card-paid booking, pays the difference, and every amount is the charge', async ({
  page,
}) => {
  const { email, custid } = await newCustomer(page, 'change.up');
  const booking = await paidCardBooking(page, custid, 48, 1);
  await page.goto(`/bookingdetail/${booking.reference}`);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const form = page.getByRole('form', { name: 'Change this booking' });
  const time = form.getByLabel('Pick-up time');
  const [hours, minutes] = (await time.inputValue()).split(':').map(Number);
  const later = `${String((hours + 1) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  await time.fill(later);
  await form.getByLabel('Vehicle').selectOption({ label: 'Executive' });
  await form.getByRole('button', { name: 'Check the new fare' }).click();

  await expect(page.getByTestId('change-lines')).toContainText('Vehicle');
  const fares = await shownFares(page);
  expect(fares.was).toBe(booking.fare);
  expect(fares.difference).toBeCloseTo(fares.now - fares.was, 2);
  await expect(page.getByTestId('change-fare')).toContainText('more to pay before the change is made');
  await expectNoSeriousA11yViolations(page, 'the change to check');
  await page.getByRole('button', { name: 'Confirm change' }).click();

  const pay = page.getByRole('form', { name: 'Pay the difference' });
  await expect(pay.getByTestId('difference-amount')).toHaveText(pounds(fares.difference));
  await fillCard(pay, '4242 4242 4242 4242', 'Robin After');
  await pay.getByRole('button', { name: `Pay ${pounds(fares.difference)} and change` }).click();
  await expect(page.getByText(`Your booking has been changed. ${pounds(fares.difference)} charged.`)).toBeVisible();
  await expect(page.getByText(pounds(fares.now), { exact: true })).toBeVisible();
  await expect(page.getByText('Executive', { exact: true })).toBeVisible();

  // What the pages showed is what the gateway was asked for: the fare booked, then the difference.
  expect(await ledger(page.request, booking.reference)).toEqual([
    { outcome: 'approved', amount: booking.fare },
    { outcome: 'approved', amount: fares.difference },
  ]);
  const [mail] = await mailTo(page.request, email);
  expect(mail.subject).toBe(`Your booking ${booking.reference} has been changed`);
  expect(mail.body).toContain(`Charged: ${pounds(fares.difference)}`);
  await expectNoSeriousA11yViolations(page, 'a changed booking');
});

test('a customer cancels a card-paid booking two days ahead and sees the full refund before and after', async ({
  page,
}) => {
  const { email, custid } = await newCustomer(page, 'refund');
  const booking = await paidCardBooking(page, custid, 48);

  await page.goto(`/bookingdetail/${booking.reference}`);
  await expect(page.getByTestId('booking-policy')).toContainText(
    'Paid by Card: a full refund if cancelled more than 24 hours before pick-up',
  );
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(question).toContainText(
    `You will get ${pounds(booking.fare)} back (100% under our cancellation policy), to the card or account you paid with.`,
  );
  await question.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Your booking has been cancelled. ${pounds(booking.fare)} refunded.`)).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('booking-refund')).toHaveText(`${pounds(booking.fare)} refunded`);
  await expectNoSeriousA11yViolations(page, 'a cancelled booking with its refund');

  const [mail] = await mailTo(page.request, email);
  expect(mail.subject).toBe(`Your booking ${booking.reference} is cancelled`);
  expect(mail.body).toContain(`Refunded: ${pounds(booking.fare)} (100% under our cancellation policy)`);
});

test('the same journey booked twice for the same time says so on the second ticket', async ({ page }) => {
  const { custid } = await newCustomer(page, 'twice');
  const first = await paidCardBooking(page, custid, 30);
  const second = await paidCardBooking(page, custid, 30);
  await page.goto(`/ticket/${second.code}`);
  const warnings = page.getByTestId('booking-warnings');
  await expect(warnings).toContainText('Please check your booking');
  await expect(warnings).toContainText(
    `You already have booking ${first.reference} for this journey at about this time.`,
  );
  await expectNoSeriousA11yViolations(page, 'a ticket with a warning');
});

test('Thames Cars: a customer moves a card-paid booking two hours later, at the same fare, charged nothing more', async ({
  browser,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-change-thames-'));
  const server = await startApiServer({ operatorConfig: 'server/seed/operator-thames.json', dataDir: dir });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const { custid } = await newCustomer(page, 'thames.change');
    const booking = await paidCardBooking(page, custid, 72);
    await page.goto(`/bookingdetail/${booking.reference}`);
    await expect(page).toHaveTitle(/Thames Cars/);
    await page.getByRole('button', { name: 'Change booking' }).click();
    const form = page.getByRole('form', { name: 'Change this booking' });
    const time = form.getByLabel('Pick-up time');
    const [hours, minutes] = (await time.inputValue()).split(':').map(Number);
    const later = `${String((hours + 2) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    await time.fill(later);
    await form.getByRole('button', { name: 'Check the new fare' }).click();
    await expect(page.getByTestId('change-lines')).toContainText('Pick-up time');
    await expect(page.getByTestId('change-fare')).toHaveText(`The fare stays ${pounds(booking.fare)}.`);
    await expectNoSeriousA11yViolations(page, 'a Thames Cars change to check');
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText('Your booking has been changed.', { exact: true })).toBeVisible();
    await expect(page.getByText(later)).toBeVisible();
    expect(await ledger(page.request, booking.reference)).toEqual([{ outcome: 'approved', amount: booking.fare }]);
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the booking detail shows the policy and the half refund in the cancel question, fitting the screen', async ({
    page,
  }) => {
    const { custid } = await newCustomer(page, 'phone.refund');
    const booking = await paidCardBooking(page, custid, 10);
    const half = pounds(Math.round(Math.round(booking.fare * 100) * 0.5) / 100);
    await page.goto(`/bookingdetail/${booking.reference}`);
    await expect(page.getByTestId('booking-policy')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(question).toContainText(`You will get ${half} back (50% under our cancellation policy)`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the cancel question is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'the cancel question on a phone');
    await question.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('booking-refund')).toHaveText(`${half} refunded`);
  });

  test('a change to a cheaper vehicle refunds the difference shown, with the keyboard', async ({ page }) => {
    const { custid } = await newCustomer(page, 'phone.change.down');
    const booking = await paidCardBooking(page, custid, 30, 2);
    await page.goto(`/bookingdetail/${booking.reference}`);
    await page.getByRole('button', { name: 'Change booking' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Change this booking' });
    await form.getByLabel('Vehicle').selectOption({ label: 'Saloon' });
    await form.getByRole('button', { name: 'Check the new fare' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('change-fare')).toContainText('back to the card or account you paid with');
    const fares = await shownFares(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the change is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'the change on a phone');
    await page.getByRole('button', { name: 'Confirm change' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Your booking has been changed. ${pounds(fares.difference)} refunded.`)).toBeVisible();
    expect(await ledger(page.request, booking.reference)).toEqual([
      { outcome: 'approved', amount: booking.fare },
      { outcome: 'refunded', amount: -fares.difference },
    ]);
  });
});
