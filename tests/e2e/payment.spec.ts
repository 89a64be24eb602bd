import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  bookingBodyFor,
  HEATHROW_T5,
  KINGS_CROSS,
  postJson,
  quoteThroughApi,
  tokenise,
  type ApiAnswer as Answer,
  type ApiQuote,
} from './apiBooking';
import { expectNoSeriousA11yViolations, fillCard, guestToPayment } from './helpers';

/** King's Cross to Heathrow T5 through Paddington, inside the demo service area; the wizard sends the same fields. */
const PICK = KINGS_CROSS;
const DROP = HEATHROW_T5;
const VIA = {
  address: 'Paddington Station, London',
  postcode: 'W2 1HQ',
  lat: 51.5154,
  lng: -0.1755,
  category: 'Station',
};
const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';

const quote = (request: APIRequestContext, paymentmethod: 'cash' | 'card', rtntype: '' | 'rtn' = '') =>
  quoteThroughApi(request, { paymentmethod, vias: [VIA], quote: { rtntype } });

/** Ada Lovelace's booking of a quote, with a handbag; paid by the card behind `nonce` when given. */
const bookingBody = (q: ApiQuote, paymentmethod: 'cash' | 'card', requestid: string, nonce?: string) =>
  bookingBodyFor(q, {
    paymentmethod,
    vias: [VIA],
    booking: {
      handbags: 1,
      passengername: 'Ada Lovelace',
      passengeremail: 'ada.e2e@example.com',
      passengerphone: '2079460123',
      requestid,
      ...(nonce ? { nonce } : {}),
    },
  });

test('a booking made through the API shows on its confirmed page, sends a receipt and downloads a calendar entry', async ({
  page,
  request,
}) => {
  const q = await quote(request, 'cash');
  const booked = await postJson(request, '/api/createbookingTest', bookingBody(q, 'cash', `e2e-cash-${Date.now()}`));
  expect(booked.Code, JSON.stringify(booked)).toBe(1);
  const code = String(booked.BookingCode);

  await page.goto(`/confirmed/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByTestId('ticket-reference')).toHaveText(String(booked.Bref));
  await expect(ticket).toContainText(PICK.address);
  await expect(ticket).toContainText(VIA.address);
  await expect(ticket).toContainText(DROP.address);
  await expect(ticket).toContainText('Saloon');
  await expect(ticket).toContainText('Ada Lovelace');
  await expect(ticket).toContainText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(q.totalfare),
  );
  await expect(ticket).toContainText(/\((GMT|BST)\)/);
  await expect(page.getByRole('region', { name: 'Map of the booked journey', exact: true })).toHaveAttribute(
    'data-map-ready',
    'true',
    { timeout: 20_000 },
  );
  await expectNoSeriousA11yViolations(page, 'confirmed page');

  await page.getByRole('button', { name: 'Email receipt' }).click();
  await expect(page.getByTestId('receipt-message')).toHaveText('The receipt has been sent to your email address');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`booking-${booked.Bref}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain(`Booking reference: ${booked.Bref}`);

  // The twin path and an unknown code.
  await page.goto(`/ticket/${code}.html`);
  await expect(page.getByTestId('ticket-reference')).toHaveText(String(booked.Bref));
  await page.goto('/ticket/NO-SUCH-CODE');
  await expect(page.getByRole('alert')).toContainText('We could not find a booking with the reference NO-SUCH-CODE.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a declined card keeps the booking; the same requestid with a good card pays it, never a second booking', async ({
  page,
  request,
}) => {
  const q = await quote(request, 'card');
  const requestid = `e2e-card-${Date.now()}`;
  const declined = await postJson(
    request,
    '/api/createbookingTest',
    bookingBody(q, 'card', requestid, await tokenise(request, '4000000000000002')),
  );
  expect(declined.Code).toBe(1);
  expect((declined.PaymentResult as Answer).Code).toBe(0);
  expect((declined.PaymentResult as Answer).Message).toBe(CARD_MESSAGE);

  const paid = await postJson(
    request,
    '/api/createbookingTest',
    bookingBody(q, 'card', requestid, await tokenise(request, '4242424242424242')),
  );
  expect((paid.PaymentResult as Answer).Code).toBe(1);
  expect(paid.Bref).toBe(declined.Bref);
  expect(paid.BookingCode).toBe(declined.BookingCode);

  await page.goto(`/confirmed/${paid.BookingCode}`);
  await expect(page.getByTestId('ticket')).toContainText('Card (paid)');
});

test('in the wizard a declined card shows the card message and keeps the booking; a good card then books and pays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { form, shownFare } = await guestToPayment(page, {
    firstName: 'Card',
    lastName: 'Payer',
    email: 'card.payer@example.com',
  });

  // Step 4: card is the demo operator's default; an empty form names every missing field.
  await expect(form.getByRole('radio', { name: 'By card' })).toBeChecked();
  await expect(form.getByTestId('payment-amount')).toHaveText(shownFare);
  // Booking accepts the operator's Conditions of Use, which say so: the line beside Pay Now links them.
  await expect(form.getByTestId('terms-note')).toHaveText('By making a booking you accept our Conditions of Use.');
  await expect(form.getByRole('button', { name: 'Pay Now' })).toHaveAccessibleDescription(
    /By making a booking you accept our Conditions of Use/,
  );
  await form.getByRole('button', { name: 'Pay Now' }).click();
  const summary = form.getByTestId('error-summary');
  await expect(summary).toContainText('Card number is required');
  // Each field is named once (the CVC has its own message), and focus is on the summary, not on a field.
  await expect(summary.getByRole('link', { name: 'Expiry is required' })).toHaveCount(1);
  await expect(summary.getByRole('link', { name: 'CVC is required' })).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="error-summary"]'))))
    .toBe(true);
  await expectNoSeriousA11yViolations(page, 'payment step with errors');

  await fillCard(form, '4000 0000 0000 0002', 'Card Payer');
  await expect(form.getByTestId('card-type')).toHaveText('Visa');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(form.getByTestId('payment-message')).toHaveText(CARD_MESSAGE);
  // The booking data is kept: still on step 4 with the same fare and the card form filled, only the CVC cleared.
  await expect(page).toHaveURL(/booking/);
  await expect(form.getByTestId('payment-amount')).toHaveText(shownFare);
  await expect(form.getByLabel(/^Name/)).toHaveValue('Card Payer');
  await expect(form.getByLabel(/^CVC/)).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

  await form.getByLabel(/^Card number/).fill('4242424242424242');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/);
  await expect(page.getByTestId('ticket')).toContainText('Card (paid)');
  await expect(page.getByTestId('ticket')).toContainText(shownFare);
});

test('the confirmed page tells everything: extras, note, flight, promo and discount, and the return with its own time, reference and route', async ({
  page,
  request,
}) => {
  const q = await quote(request, 'cash', 'rtn');
  const promo = await postJson(request, '/api/promocode', {
    price: q.totalfare,
    promocode: 'WELCOME10',
    currencycode: q.currencycode,
  });
  expect(promo.Code, JSON.stringify(promo)).toBe(1);
  const discount = Number(promo.Value);
  const returndate = new Date(Date.now() + 8 * 3600_000).toISOString();
  const booked = await postJson(request, '/api/createbookingTest', {
    ...bookingBody(q, 'cash', `e2e-everything-${Date.now()}`),
    rtntype: 'rtn',
    returndate,
    note: 'Please ring the bell twice',
    returnflightno: 'BA117',
    returnarrivingfromairportname: 'Madrid Barajas',
    smallchildseats: 1,
    smallpets: 1,
    equipment: 1,
    handbags: 2,
    passengers: 2,
    promocodeid: promo.promocodeid,
    promocode: 'WELCOME10',
    totalfare: Math.round((q.totalfare - discount) * 100) / 100,
    gbptotalfare: Math.round((q.gbptotalfare - discount) * 100) / 100,
  });
  expect(booked.Code, JSON.stringify(booked)).toBe(1);
  const money = (amount: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

  // The return leg asks for its own route, through the via stops in reverse order, as the e-mail lists them.
  const routes: { lat: number; lng: number }[][] = [];
  await page.route('**/api/direction', async (route) => {
    routes.push((JSON.parse(route.request().postDataBuffer()?.toString() ?? '{}') as { points: [] }).points);
    await route.continue();
  });
  await page.goto(`/confirmed/${booked.BookingCode}`);
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByTestId('ticket-reference')).toHaveText(String(booked.Bref));
  await expect(ticket).toContainText('2 passengers, 1 suitcase, 2 hand bags');
  await expect(ticket).toContainText('1 small child seat, 1 small pet, 1 item of other equipment');
  await expect(ticket).toContainText('Please ring the bell twice');
  await expect(ticket).toContainText('BA117 from Madrid Barajas');
  await expect(ticket).toContainText(`WELCOME10: ${money(discount)} off`);
  await expect(ticket).toContainText(`${money(Math.round((q.totalfare - discount) * 100) / 100)} (return included)`);
  await expect(ticket).toContainText(new RegExp(`, reference ${booked.ReturnRef}`));
  await expect
    .poll(() => routes.map((points) => points.map((point) => point.lat)))
    .toContainEqual([DROP.lat, VIA.lat, PICK.lat]);
  await expectNoSeriousA11yViolations(page, 'confirmed page with a return and extras');

  // The calendar entry holds both journeys, each with its own reference.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain(`Booking reference: ${booked.Bref}`);
  expect(ics).toContain(`Return reference: ${booked.ReturnRef}`);
});
