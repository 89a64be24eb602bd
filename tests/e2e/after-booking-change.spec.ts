import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { airlineByCode, routeOf } from '../../server/domain/flightSchedule';
import { bookThroughApi, hash, postJson, signInByApi } from './apiBooking';
import { choosePlace, expectNoSeriousA11yViolations, fillCard, mailTo } from './helpers';
import { startApiServer } from './servers';

/**
 * Issue 32, changing where: a card-paid booking's pick-up moved and a via stop added from its detail, with the
 * booking form's own address search, re-quoted by the server and the difference paid, every amount shown the one the
 * gateway was asked for (the booking change rule, rules: booking-change), in both demo brands at 1280 and 390 px;
 * and a flight that lands at another airport said under the flight in the booking form, before booking (the
 * booking checks rule, rules: booking-checks).
 */

test.describe.configure({ timeout: 150_000 });

const pounds = (amount: number) => `£${amount.toFixed(2)}`;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function newCustomer(page: Page, tag: string, baseUrl = '') {
  const email = uniqueEmail(tag);
  const signUp = await postJson(page.request, `${baseUrl}/api/signUp`, {
    email,
    phone: '7911123456',
    surname: 'Mover',
    firstname: 'Sam',
    dialingcode: '+44',
    passwordhash: hash('Demo1234'),
  });
  expect(signUp.Code, JSON.stringify(signUp)).toBe(1);
  const profile = await signInByApi(page, email);
  return { email, custid: Number(profile.custid) };
}

/** A card booking from King's Cross to Heathrow, paid at the sandbox when booked, two days ahead. */
async function paidCardBooking(page: Page, custid: number, baseUrl = '') {
  const bookingdate = new Date(Date.now() + 48 * 3600_000).toISOString();
  const token = await postJson(page.request, `${baseUrl}/sandbox-gateway/tokenize`, {
    cardnumber: '4242424242424242',
    expirymonth: 12,
    expiryyear: new Date().getFullYear() + 2,
    cvc: '123',
    name: 'Sam Mover',
    postcode: 'N1C 4AG',
  });
  const { quote, booked } = await bookThroughApi(page.request, {
    baseUrl,
    paymentmethod: 'card',
    quote: { bookingdate, custid },
    booking: {
      bookingdate,
      isasap: false,
      custid,
      passengername: 'Sam Mover',
      passengerphone: '7911123456',
      passengeremail: '',
      nonce: String(token.nonce),
    },
  });
  expect((booked.PaymentResult as { Code: number }).Code).toBe(1);
  return { reference: Number(booked.Bref), fare: Number(quote.totalfare) };
}

async function ledger(page: Page, reference: number, baseUrl = '') {
  const answer = await (await page.request.get(`${baseUrl}/dev/payments?jobpartid=${reference}`)).json();
  return answer.payments as { outcome: string; amount: number }[];
}

/** Runs `body` on a page of the brand at the width: the shared demo server, or a Thames Cars server of its own. */
async function onBrand(
  browser: Browser,
  brand: 'demo' | 'thames',
  width: number,
  body: (page: Page, baseUrl: string) => Promise<void>,
) {
  const dir = brand === 'thames' ? mkdtempSync(path.join(tmpdir(), 'e2e-change-where-')) : '';
  const server = dir
    ? await startApiServer({ operatorConfig: 'server/seed/operator-thames.json', dataDir: dir })
    : null;
  const baseUrl = server?.url ?? '';
  const context = await browser.newContext({
    ...(server ? { baseURL: server.url } : {}),
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  try {
    await body(await context.newPage(), baseUrl);
  } finally {
    await context.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

for (const [brand, width, title] of [
  ['demo', 1280, /London Transfers/],
  ['thames', 390, /Thames Cars/],
] as const) {
  test(`${brand} at ${width} px: a customer moves the pick-up and adds a via stop, pays the difference shown, and the gateway took just that`, async ({
    browser,
  }) => {
    await onBrand(browser, brand, width, async (page, baseUrl) => {
      const { email, custid } = await newCustomer(page, `where.${brand}`, baseUrl);
      const booking = await paidCardBooking(page, custid, baseUrl);
      await page.goto(`/bookingdetail/${booking.reference}`);
      await expect(page).toHaveTitle(title);
      await page.getByRole('button', { name: 'Change booking' }).click();
      const form = page.getByRole('form', { name: 'Change this booking' });
      // The booking form's own fields, prefilled from the booking.
      const pickUp = form.getByRole('combobox', { name: 'Pick-up', exact: true });
      await expect(pickUp).toHaveValue(/King/);
      await pickUp.fill('');
      await choosePlace(page, 'Pick-up', 'Tower Bridge');
      await form.getByRole('button', { name: '+ Add a via stop' }).click();
      await choosePlace(page, 'Via stop 1', 'Trafalgar Square');
      await form.getByRole('button', { name: 'Check the new fare' }).click();

      const lines = page.getByTestId('change-lines');
      await expect(lines).toContainText('From');
      await expect(lines).toContainText('Via');
      const text = await page.getByTestId('change-fare').innerText();
      expect(text).toContain('more to pay before the change is made');
      const [now, was, difference] = [...text.matchAll(/£([0-9.]+)/g)].map((m) => Number(m[1]));
      expect(was).toBe(booking.fare);
      expect(difference).toBeCloseTo(now - was, 2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the change is wider than the screen').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `a change of places to check (${brand}, ${width} px)`);
      await page.getByRole('button', { name: 'Confirm change' }).click();

      const pay = page.getByRole('form', { name: 'Pay the difference' });
      await expect(pay.getByTestId('difference-amount')).toHaveText(pounds(difference));
      await fillCard(pay, '4242 4242 4242 4242', 'Sam Mover');
      await pay.getByRole('button', { name: `Pay ${pounds(difference)} and change` }).click();
      await expect(page.getByText(`Your booking has been changed. ${pounds(difference)} charged.`)).toBeVisible();
      await expect(page.getByText(/Tower Bridge/).first()).toBeVisible();
      await expect(page.getByText(pounds(now), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a booking with new places (${brand}, ${width} px)`);

      expect(await ledger(page, booking.reference, baseUrl)).toEqual([
        { outcome: 'approved', amount: booking.fare },
        { outcome: 'approved', amount: difference },
      ]);
      const [mail] = await mailTo(page.request, email, baseUrl);
      expect(mail.subject).toBe(`Your booking ${booking.reference} has been changed`);
      expect(mail.body).toContain(`Charged: ${pounds(difference)}`);
    });
  });
}

/** A British Airways flight number the simulated schedule flies into the airport. */
function baFlightInto(iata: string): string {
  const airline = airlineByCode('BA')!;
  for (let number = 1; number < 2000; number++)
    if (routeOf(airline, number)?.destination.iata === iata) return `BA${number}`;
  throw new Error(`no BA flight into ${iata}`);
}

test('the booking form says under the flight that it lands at another airport than the pick-up, before booking', async ({
  page,
}) => {
  await page.goto('/booking.html?template=inline');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-template="inline"][data-booking-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await choosePlace(page, 'Pick-up', 'Heathrow');
  await choosePlace(page, 'Drop-off', 'Kings Cross');
  const fields = page.getByRole('group', { name: 'Flight details' });
  const flight = baFlightInto('LGW');
  await fields.getByRole('textbox', { name: /Flight number/ }).fill(flight);
  const warnings = page.getByTestId('onward-flight-warnings');
  await expect(warnings).toContainText(
    new RegExp(`Flight ${flight} lands at London Gatwick Airport, but the pick-up is at London Heathrow Airport\\.`),
  );
  await expectNoSeriousA11yViolations(page, 'a flight warning in the booking form', '[data-template="inline"]');
  // Put right, the airport's warning goes (a terminal's may stay: the first Heathrow place may name another).
  await fields.getByRole('textbox', { name: /Flight number/ }).fill(baFlightInto('LHR'));
  await expect(page.getByText(/lands at London Gatwick Airport/)).toHaveCount(0);
});

test("a customer changes a return booking's return time from its detail, and the detail shows the new return", async ({
  page,
}) => {
  const { custid } = await newCustomer(page, 'return');
  const bookingdate = new Date(Date.now() + 48 * 3600_000).toISOString();
  const returndate = new Date(Date.now() + 56 * 3600_000).toISOString();
  const { booked } = await bookThroughApi(page.request, {
    quote: { rtntype: 'rtn', bookingdate, returndate, custid },
    booking: {
      rtntype: 'rtn',
      bookingdate,
      returndate,
      isasap: false,
      custid,
      passengername: 'Sam Mover',
      passengerphone: '7911123456',
      passengeremail: '',
    },
  });
  expect(booked.Code, JSON.stringify(booked)).toBe(1);
  await page.goto(`/bookingdetail/${booked.Bref}`);
  const shown = page.getByTestId('booking-return');
  await expect(shown).toBeVisible();
  await page.getByRole('button', { name: 'Change booking' }).click();
  const form = page.getByRole('form', { name: 'Change this booking' });
  // The return journey's time and flight, prefilled from the booking record's return leg.
  const returnDate = form.getByLabel('Return date');
  const day = await returnDate.inputValue();
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(form.getByLabel('Return time')).toHaveValue(/^\d{2}:\d{2}$/);
  await expect(form.getByLabel('Return flight')).toHaveValue('');
  await expect(shown).toContainText(await form.getByLabel('Return time').inputValue());
  await form.getByLabel('Return time').fill('21:45');
  await form.getByRole('button', { name: 'Check the new fare' }).click();
  await expect(page.getByTestId('change-lines')).toContainText('Return time');
  await expectNoSeriousA11yViolations(page, 'a change of the return time to check');
  await page.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText(/Your booking has been changed\./)).toBeVisible();
  await expect(shown).toContainText('21:45');
  const [year, month, date] = day.split('-').map(Number);
  const expected = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  await expect(shown).toContainText(expected);
});
