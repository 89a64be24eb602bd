import { expect, test, type Page } from '@playwright/test';
import { bookAsGuestWithCash, chooseVehicle, mailTo } from './helpers';

/** Issue 18 item 1: a booking is confirmed by e-mail at once, with the booking in a calendar file. */

test.describe.configure({ timeout: 120_000 });

async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option')
    .first()
    .click();
  await expect(box).not.toHaveValue(text);
}

test('a guest who books with cash gets the confirmation e-mail with the fare shown and an .ics', async ({ page }) => {
  const email = `guest.${Date.now()}@example.com`;
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseVehicle(page, 'Saloon');
  const shownFare = (await page.getByTestId('fare').innerText()).trim();
  await page.getByRole('button', { name: 'Next' }).click();

  await bookAsGuestWithCash(page, { firstName: 'Mae', lastName: 'Guest', email });
  const reference = (await page.getByTestId('ticket-reference').innerText()).trim();

  // Sent with the booking: nobody pressed "Email receipt".
  const [mail, ...others] = await mailTo(page.request, email);
  expect(others).toEqual([]);
  expect(mail.kind).toBe('booking-confirmation');
  expect(mail.subject).toBe(`Your booking ${reference} is confirmed`);
  expect(mail.body).toContain(`Booking reference: ${reference}`);
  expect(mail.body).toContain("From: King's Cross");
  expect(mail.body).toContain('To: Heathrow');
  expect(mail.body).toContain('Passenger: Mae Guest');
  expect(mail.body).toContain(`Total: ${shownFare}`);
  expect(mail.body).toContain('Payment: Cash (pay the driver)');
  expect(mail.attachments.map((file) => file.filename)).toEqual([`booking-${reference}.ics`]);
  const calendar = mail.attachments[0].content.replace(/\r\n[ \t]/g, '');
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(calendar).toContain(`UID:booking-${reference}@`);
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});
