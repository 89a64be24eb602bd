import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/** Issue 4: address book, booking lists paged by 5, cancelling, repeat and return into the wizard (demo customers). */

test.describe.configure({ timeout: 180_000 });

const DEMO_PASSWORD = 'Demo1234';

async function signInAs(page: Page, email: string, firstName: string) {
  await page.goto('/profile.html');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
}

async function confirmDialog(page: Page) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Question' }));
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the address book: home and work always there, add, edit and delete a place, then offered in the journey search', async ({
  page,
}) => {
  await signInAs(page, 'ben@example.com', 'Ben');
  await page.goto('/addressbook.html');
  const home = page.getByTestId('place-home');
  await expect(home).toContainText('Baker Street');
  // Named once: the heading, no badge repeating it.
  await expect(home.getByText('Home', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('place-work')).toContainText("King's Cross");
  await expectNoSeriousA11yViolations(page, 'address book');

  // Edit home through the place search (keyboard: type, arrow down, Enter).
  await home.getByRole('button', { name: 'Edit Home' }).click();
  await page.getByRole('combobox', { name: /Address/ }).fill('Upper Street');
  await page
    .getByRole('option', { name: /^Upper Street/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save place' }).click();
  await expect(home).toContainText('Upper Street');

  // Add another place with its own name.
  await page.getByRole('button', { name: 'Add a place' }).click();
  // By keyboard: type, arrow down to the first suggestion, Enter.
  const search = page.getByRole('combobox', { name: /Address/ });
  await search.fill('The Savoy');
  await expect(page.getByRole('option', { name: /Savoy/ }).first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toHaveValue(/Savoy/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Dinner spot');
  await page.getByRole('button', { name: 'Save place' }).click();
  const added = page.getByRole('heading', { name: 'Dinner spot' });
  await expect(added).toBeVisible();

  // Offered by the journey search on the booking page (the booking feature reads the address book).
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  const pickUp = page.getByRole('combobox', { name: /Pick-up/ });
  await expect(pickUp).toBeVisible({ timeout: 30_000 });
  await pickUp.fill('Dinner');
  await expect(
    page
      .getByRole('option')
      .filter({ hasText: /Dinner spot|Savoy/ })
      .first(),
  ).toBeVisible();

  // Delete through the Confirm dialog.
  await page.goto('/addressbook.html');
  await page.getByRole('button', { name: 'Delete Dinner spot' }).click();
  const dialog = await confirmDialog(page);
  await expect(dialog).toContainText('Delete Dinner spot from your places?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The place has been deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dinner spot' })).toHaveCount(0);
});

test('bookings: page through history, cancel an upcoming booking, repeat and return a past one into the wizard', async ({
  page,
}) => {
  await signInAs(page, 'amelia@example.com', 'Amelia');
  await page.goto('/bookinghistory.html');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  // History over every date range, 5 a page.
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'All' });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(page.getByTestId('booking-row')).toHaveCount(5);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.getByTestId('booking-row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Past 3 months' });
  await expect(page.getByTestId('booking-row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'booking history');

  // Upcoming: add to calendar gives an .ics file; open one to cancel it.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  const firstUpcoming = page.getByTestId('booking-row').first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstUpcoming.getByRole('button', { name: /to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^booking-\d+\.ics$/);
  await firstUpcoming.getByRole('link', { name: /View booking/ }).click();
  await expect(page).toHaveURL(/\/bookingdetail\/\d+$/);
  await expect(page.getByTestId('booking-status')).toHaveText(/upcoming/i);
  await expectNoSeriousA11yViolations(page, 'booking detail');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = await confirmDialog(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend receipt' })).toHaveCount(0);

  // A past trip: Repeat keeps the journey, Return swaps it; both land on step 1 of the wizard.
  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'History' }).click();
  const completed = page.getByTestId('booking-row').filter({ hasText: 'Completed' }).first();
  await completed.getByRole('link', { name: /View booking/ }).click();
  await expect(page.getByText('Gatwick Airport North Terminal').first()).toBeVisible();
  await page.getByRole('button', { name: 'Resend receipt' }).click();
  await expect(page.getByText('The receipt has been sent to your email address')).toBeVisible();
  const detailUrl = page.url();

  await page.getByRole('button', { name: 'Repeat' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.move(100, 100);
  // The booking form loads on demand; give a busy machine time.
  await expect(page.getByRole('combobox', { name: /Pick-up/ })).toHaveValue(/Gatwick Airport North Terminal/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: /Drop-off/ })).toHaveValue(/Upper Street/);

  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.move(100, 100);
  await expect(page.getByRole('combobox', { name: /Pick-up/ })).toHaveValue(/Upper Street/, { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /Drop-off/ })).toHaveValue(/Gatwick Airport North Terminal/);
});

test('the dashboard shows the next trip with its countdown', async ({ page }) => {
  await signInAs(page, 'amelia@example.com', 'Amelia');
  await page.goto('/dashboard.html');
  const countdown = page.getByTestId('next-trip-countdown');
  await expect(countdown).toHaveText(/minute/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 5000 });
  await page.getByRole('tab', { name: 'In progress' }).click();
  await expect(page.getByTestId('booking-row')).toHaveCount(2);
});
