import { readFile } from 'node:fs/promises';
import { bookThroughApi, hash, postJson, signInByApi } from './apiBooking';
import { bookForCustomer, bookThroughScreens, commissionPercent, TEMPLATE } from './bookerBooking';
import { expect, test } from './fixtures';
import { choosePlace, expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 15, the booker area: the demo booker (priya@example.com, booker 7001) books for a customer through the
 * booking screens with Our Ref, sees it in her commission statement, invoices its range and downloads the PDF, and
 * pages the booking chart by week; another booker's invoice stays out of reach. Runs in both demo brands: the
 * `desktop` project on London Transfers, the `thames` project on Thames Cars (playwright.config.ts, ./fixtures).
 * Sign-in goes through the API: it is not under test here.
 */

test('the demo booker books for a customer with Our Ref, finds it in the statement with its commission, invoices it, downloads the PDF and pages the chart', async ({
  page,
}, testInfo) => {
  // The booking screens, four pages and two downloads in one test (one sign-in): longer than one check, shorter
  // than five tests.
  test.setTimeout(120_000);
  await signInByApi(page, 'priya@example.com');
  const ourRef = `PO-E2E-${Date.now() % 100000}`;
  const { reference, fare } = await bookThroughScreens(page, TEMPLATE[testInfo.project.name], ourRef);
  const percent = commissionPercent(testInfo);

  await page.goto('/commission.html');
  await expect(page.getByRole('heading', { name: 'Commission Statement', level: 1 })).toBeVisible();
  const line = page.locator(`tr[data-jobpartid="${reference}"]`);
  await expect(line).toContainText(ourRef);
  await expect(line).toContainText('E2E-42');
  // The operator pays this booker its percent of the fare (the operator document's bookers: 10 on London, 8 on Thames).
  await expect(line).toContainText(`£${fare.toFixed(2)}`);
  await expect(line).toContainText(`£${(Math.round(fare * percent) / 100).toFixed(2)}`);
  await page.getByRole('combobox', { name: 'Date range' }).selectOption('0');
  await expect(page.locator('tbody tr').nth(40)).toBeVisible();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  expect(await readFile((await (await csv).path())!, 'utf8')).toContain(ourRef);

  await page.goto('/invoice.html');
  const form = page.getByRole('form', { name: 'Create invoice' });
  const today = new Date().toISOString().slice(0, 10);
  // GOV.UK errors first: a reversed range is named in the summary and at the field, and nothing is created.
  await form.getByLabel('First day').fill(today);
  await form.getByLabel('Last day').fill('2020-01-01');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(
    page.getByRole('link', { name: 'The last day must be the same as or after the first day' }),
  ).toBeVisible();
  await form.getByLabel('Last day').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText('Your invoice has been created.')).toBeVisible();
  const mine = page.locator('tr[data-invoice]').filter({ hasText: 'Me' }).first();
  const invoiceId = await mine.getAttribute('data-invoice');
  const pdf = page.waitForEvent('download');
  await mine.getByRole('button', { name: /Download PDF/ }).click();
  const file = await pdf;
  expect(file.suggestedFilename()).toBe(`invoice-${invoiceId}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The booking is in it: pdfkit writes text as hex runs; the reference's digits appear hex-encoded.
  expect(bytes.toString('latin1')).toContain(Buffer.from(String(reference)).toString('hex'));
  // Her own invoice: its range changed in the edit dialog, then deleted after the question.
  const own = page.locator(`tr[data-invoice="${invoiceId}"]`);
  await own.getByRole('button', { name: `Edit invoice ${invoiceId}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit invoice' });
  await edit.getByLabel('First day').fill('2026-01-05');
  await edit.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page.getByText('Your invoice has been updated.')).toBeVisible();
  await expect(own).toContainText('Mon 5 Jan 2026');
  await own.getByRole('button', { name: `Delete invoice ${invoiceId}` }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your invoice has been deleted.')).toBeVisible();
  await expect(own).toHaveCount(0);
  // The operator's invoice to her firm can be downloaded but not changed.
  const operators = page.locator('tr[data-invoice]').filter({ hasText: 'Accounts team' });
  await expect(operators.getByRole('button', { name: /Download PDF/ })).toBeVisible();
  await expect(operators.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);

  // The chart of this week holds the booking just made; the bars are drawn by the chart code loaded on this page.
  await page.goto('/dashboard.html');
  const week = page.getByTestId('chart-week');
  const chart = page.getByRole('region', { name: 'Bookings per day' });
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const thisWeek = (await week.textContent())!;
  const thisSummary = (await chart.getByText(/bookings?, £/).textContent())!;
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).not.toHaveText(thisWeek);
  await expect(chart.getByText(/bookings?, £/)).not.toHaveText(thisSummary);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(week).toHaveText(thisWeek);
  await expect(chart.getByText(/bookings?, £/)).toHaveText(thisSummary);
  // Her booking lists (asked for with her booker id) name each booking by her own reference too (the seed's
  // upcoming PO-4411; the one just made is Today's or In progress, by the time it is looked at).
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByTestId('booking-row').filter({ hasText: 'Our Ref PO-4411' })).toBeVisible();
});

test("a booker whose account requires a cost centre is asked for it with the customer's details, not refused at Book Now", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "the wizard's contact popup; the check is the same in every template");
  await signInByApi(page, 'noah@example.com');
  await page.goto('/booking.html?template=wizard');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-template="wizard"][data-booking-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Paddington');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await page.getByRole('radio', { name: /Saloon/ }).press('Space');
  await next.click();
  await next.click();
  const dialog = page.getByRole('dialog', { name: 'Contact details' });
  await dialog.getByLabel('Customer first name').fill('Zoe');
  await dialog.getByRole('textbox', { name: 'Customer phone' }).fill('2079460222');
  await dialog.getByRole('tab', { name: 'Main Passenger' }).click();
  await dialog.getByText('Use customer details').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Named in the summary and beside the field, on the Customer tab, before anything is sent.
  const summary = dialog.getByTestId('error-summary');
  await expect(summary.getByRole('link', { name: 'Cost centre is required' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
  const costCentre = dialog.getByRole('textbox', { name: /^Cost centre/ });
  await expect(costCentre).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'the cost centre required', '[role="dialog"]');
  await costCentre.fill('EV-9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('customer-step')).toContainText('Cost centre: EV-9');
});

test("another booker's invoice can be neither read nor changed", async ({ page, request }, testInfo) => {
  // The API's ownership checks do not depend on the brand: once is enough.
  test.skip(testInfo.project.name === 'thames', 'brand-independent');
  const noah = await postJson(request, '/api/signIn', { email: 'noah@example.com', passwordhash: hash('Demo1234') });
  const noahs = (await (await request.get(`/api/bookerinvoice?bookerid=${noah.bookerid}`)).json()) as {
    invoices: { id: number }[];
  };
  const id = noahs.invoices[0].id;
  const priya = await signInByApi(page, 'priya@example.com');
  const asPriya = page.request;
  for (const response of [
    await asPriya.get(`/api/bookerinvoicereport?id=${id}`),
    await asPriya.get(`/api/bookerinvoice?bookerid=${priya.bookerid}&id=${id}`),
    await asPriya.put('/api/bookerinvoice', {
      data: { bookerid: priya.bookerid, id, datefrom: '2026-01-01', dateto: '2026-01-31' },
    }),
    await asPriya.delete(`/api/bookerinvoice?bookerid=${priya.bookerid}&id=${id}`),
  ]) {
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ code: 0, message: 'Invoice not found.' });
  }
  const after = (await (await request.get(`/api/bookerinvoice?bookerid=${noah.bookerid}&id=${id}`)).json()) as {
    invoices: unknown[];
  };
  expect(after.invoices).toEqual(noahs.invoices.slice(0, 1));
});

test('a customer a booker booked for chooses a password from the mailed link, which then says it was used', async ({
  page,
  request,
}) => {
  const priya = await postJson(request, '/api/signIn', { email: 'priya@example.com', passwordhash: hash('Demo1234') });
  const email = `zoe.${Date.now()}@example.com`;
  await bookForCustomer(request, Number(priya.bookerid), 'PO-NEW', email);
  const outbox = (await (await request.get(`/dev/outbox?to=${email}`)).json()) as {
    messages: { kind: string; body: string }[];
  };
  const welcome = outbox.messages.find((mail) => mail.kind === 'account-welcome')!;
  const link = /\/confirmpassword\.html\?id=\d+&code=[\w-]+/.exec(welcome.body)![0];

  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose your password' });
  await expect(form).toContainText(email);
  await expectNoSeriousA11yViolations(page, 'confirmpassword');
  // The rules of every password form (the password length and account forms rules, rules: password-length, account-forms), GOV.UK style.
  await form.getByLabel(/^Password/).fill('zoe-pass-1');
  await form.getByLabel(/^Confirm password/).fill('zoe-pass-2');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(form.getByText('Password and Confirm password not match')).toBeVisible();
  await form.getByLabel(/^Confirm password/).fill('zoe-pass-1');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been set. You can now sign in.')).toBeVisible();
  const zoe = await postJson(request, '/api/signIn', { email, passwordhash: hash('zoe-pass-1') });
  expect(zoe.Code).toBe(1);

  await page.reload();
  await expect(page.getByText('This link has already been used to set your password. Please sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible();
  await page.goto(link.replace(/code=[\w-]+/, 'code=not-the-code'));
  await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
});

test('a customer finds an invoice for their own booking on the invoice page and downloads its PDF', async ({
  page,
}) => {
  await signInByApi(page, 'amelia@example.com');
  const { booked } = await bookThroughApi(page.request, {
    booking: { passengername: 'Amelia Hart', passengerphone: '2079460111', passengeremail: 'amelia@example.com' },
  });
  const reference = String(booked.Bref);
  await page.goto('/invoice.html');
  const row = page.locator(`tr[data-customer-invoice="${reference}"]`);
  await expect(row).toContainText('Heathrow Airport Terminal 5');
  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of invoice ${reference}` }).click();
  const file = await pdf;
  expect(file.suggestedFilename()).toBe(`invoice-${reference}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.toString('latin1')).toContain(Buffer.from(reference).toString('hex'));
  await expectNoSeriousA11yViolations(page, 'customer invoices');
});

for (const width of [375, 1280]) {
  test(`every booker page passes axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, 'priya@example.com');
    const company = testInfo.project.name === 'thames' ? 'Thames Cars Ltd' : 'London Transfers Ltd';
    for (const [path, ready] of [
      ['/commission.html', '[data-jobpartid]'],
      ['/invoice.html', 'tr[data-invoice]'],
      ['/dashboard.html', '.recharts-bar-rectangle, [data-testid="chart-week"]'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      // In the brand the project runs (its colours are what axe's contrast check sees).
      await expect(page.getByRole('contentinfo')).toContainText(company);
      await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
    }
  });
}
