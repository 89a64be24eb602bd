import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { bookThroughApi, postJson } from './apiBooking';
import { expectNoSeriousA11yViolations } from './helpers';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';

/** A card booking whose card was declined at booking: unpaid, with its payment link. */
async function unpaidCardBooking(request: APIRequestContext) {
  const nonce = await postJson(request, '/sandbox-gateway/tokenize', {
    cardnumber: '4000000000000002',
    expirymonth: 12,
    expiryyear: new Date().getFullYear() + 2,
    cvc: '123',
    name: 'Link Payer',
    postcode: 'N1 9AL',
  });
  const { booked } = await bookThroughApi(request, {
    paymentmethod: 'card',
    booking: {
      nonce: nonce.nonce,
      passengername: 'Link Payer',
      passengeremail: 'link.payer@example.com',
      passengerphone: '7911123456',
    },
  });
  const intent = await request.get(`/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`);
  const link = ((await intent.json()) as { PaymentLink: string }).PaymentLink;
  expect(link).toMatch(/^pl_[0-9a-f]{32}$/);
  return { booked, link };
}

async function fillCard(form: Locator, number: string) {
  await form.getByLabel(/^Card number/).fill(number);
  await form.getByLabel('Expiry month').selectOption('12');
  await form.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByLabel(/^Name/).fill('Link Payer');
  await form.getByLabel(/^Address line 1/).fill('1 Pancras Square');
  await form.getByLabel(/^City/).fill('London');
  await form.getByLabel(/^Postal code/).fill('N1C 4AG');
}

test('a payment link pays an unpaid card booking in test mode: a decline keeps the form and clears the CVC', async ({
  page,
  request,
}) => {
  const { booked, link } = await unpaidCardBooking(request);

  await page.goto(`/payment?id=${link}&runmode=test`);
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByTestId('test-mode')).toContainText('Test mode');
  await expect(form.getByRole('heading', { name: `Booking ${booked.Bref}` })).toBeVisible();

  await fillCard(form, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Pay Now' }).click();

  await expect(form.getByTestId('payment-message')).toHaveText(CARD_MESSAGE);
  await expect(form.getByLabel(/^CVC/)).toHaveValue('');
  await expect(form.getByLabel(/^Name/)).toHaveValue('Link Payer');
  await expect(form.getByLabel(/^Postal code/)).toHaveValue('N1C 4AG');
  await expect(form.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'payment link after a decline');

  await form.getByLabel(/^Card number/).fill('4242424242424242');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  // The link pays and reads nothing else: it says so in place, with no passenger, address or booking code.
  await expect(page.getByRole('status')).toContainText(`Thank you: booking ${booked.Bref} is paid.`);
  await expect(page).toHaveURL(/\/payment\?id=/);
  await expect(page.locator('body')).not.toContainText('Link Payer');
  await expect(page.locator('body')).not.toContainText(String(booked.BookingCode));
  const paid = await request.get(`/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`);
  expect(((await paid.json()) as { PaymentResult: { Code: number } }).PaymentResult.Code).toBe(1);
});

test('a network failure mid-payment shows the standard error after a second, loses nothing, and the retry pays', async ({
  page,
  request,
}) => {
  const { booked, link } = await unpaidCardBooking(request);
  // A link that also carries the booking's code (the customer's own) leads to the confirmed page after paying.
  await page.goto(`/payment?id=${link}&code=${booked.BookingCode}`);
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByTestId('test-mode')).toHaveCount(0);
  await fillCard(form, '4242 4242 4242 4242');
  await page.route('**/api/updatebooking', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(form.getByTestId('payment-message')).toHaveText('Something went wrong, please try again.');
  await expect(form.getByLabel(/^Postal code/)).toHaveValue('N1C 4AG');
  await expect(form.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  const unpaid = await request.get(`/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`);
  expect(((await unpaid.json()) as { PaymentResult: { Code: number } }).PaymentResult.Code).toBe(0);

  await page.unroute('**/api/updatebooking');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmed/${booked.BookingCode}`));
});

test('a payment link that names no booking says the link is not valid, with no "Try again" that cannot help', async ({
  page,
}) => {
  // A well-formed id never issued, a truncated one (read as a booking code) and a code that finds nothing.
  for (const search of ['id=pl_0123456789abcdef0123456789abcdef', 'id=pl_00000000000000000000', 'code=no-such-code']) {
    await page.goto(`/payment?${search}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This payment link is not valid or has expired.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'payment page, unknown link');
});

test('sandbox=true marks the payment page as test mode as runmode=test does; without either it is not (2.1)', async ({
  page,
  request,
}) => {
  const { booked, link } = await unpaidCardBooking(request);
  for (const [query, testMode] of [
    ['&sandbox=true', true],
    ['&runmode=test', true],
    ['', false],
  ] as const) {
    await page.goto(`/payment?id=${link}${query}`);
    const form = page.getByRole('form', { name: 'Payment' });
    await expect(form.getByRole('heading', { name: `Booking ${booked.Bref}` })).toBeVisible();
    if (testMode) await expect(form.getByTestId('test-mode')).toContainText('Test mode');
    else await expect(form.getByTestId('test-mode')).toHaveCount(0);
  }
});
