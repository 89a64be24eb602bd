import { expect, test } from '@playwright/test';
import { bookThroughApi, signInByApi } from './apiBooking';

/**
 * Issue 29, item 5: the own-reference rule. /ticket/{id} and /confirmed/{id} open a booking by its random code for
 * anyone holding it, and by its (sequential) reference only for the signed-in customer who owns it.
 */

test.describe.configure({ timeout: 90_000 });

test('a signed-in customer opens their own booking by its reference; a stranger and another customer are told what to do', async ({
  page,
  browser,
}) => {
  const amelia = await signInByApi(page, 'amelia@example.com');
  const { booked } = await bookThroughApi(page.request, {
    quote: { custid: amelia.custid },
    booking: { custid: amelia.custid, passengername: 'Amelia', passengerphone: '7700900123' },
  });
  const reference = String(booked.Bref);

  for (const path of [`/ticket/${reference}`, `/confirmed/${reference}`]) {
    await page.goto(path);
    await expect(page.getByTestId('ticket-reference')).toHaveText(reference);
  }

  const stranger = await browser.newPage();
  await stranger.goto(`/ticket/${reference}`);
  const refused = stranger.getByRole('alert');
  await expect(refused).toContainText(`Booking ${reference}`);
  await expect(refused).toContainText(
    'Sign in to open your booking by its reference, or open the link in your booking confirmation.',
  );
  await expect(stranger.getByTestId('ticket')).toHaveCount(0);
  // The random code still opens it for anyone.
  await stranger.goto(`/confirmed/${String(booked.BookingCode)}`);
  await expect(stranger.getByTestId('ticket-reference')).toHaveText(reference);
  await stranger.close();

  const other = await browser.newPage();
  await signInByApi(other, 'ben@example.com');
  await other.goto(`/ticket/${reference}`);
  await expect(other.getByRole('alert')).toContainText('There is no booking with this reference in your account.');
  await expect(other.getByTestId('ticket')).toHaveCount(0);
  await other.close();
});
