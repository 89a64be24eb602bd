import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { expectNoSeriousA11yViolations } from './helpers';

/** Quick and lite booking (the page addresses, shell and licence host rules (rules: routes, shell, licence-host); issue 11 item 4): opened pre-filled, with no menu, header or footer. */

const inTwoDays = DateTime.now()
  .setZone('Europe/London')
  .plus({ days: 2 })
  .set({ hour: 10, minute: 30 })
  .startOf('minute');

async function expectNoChrome(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('quick booking from the licence host’s booking parameters opens pre-filled, with no header or footer', async ({
  page,
  request,
}) => {
  const stored = await request.post('/api/bookingparams', {
    data: {
      trackingcode: 'DEMO',
      pickup: 'Heathrow Terminal 5',
      dropoff: 'The Savoy',
      datetime: inTwoDays.toISO(),
      // The vehicle named by its id alone (the licence host rule (rules: licence-host) stores vehicleid beside vehtypeid).
      vehicleid: 2,
      isASAP: false,
    },
  });
  const { id } = (await stored.json()) as { id: string };
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

  await page.goto(`/quickbooking.html?id=${id}`);
  await expectNoChrome(page);
  await expect(box(page, 'Pick-up')).toHaveValue(/Heathrow/);
  await expect(box(page, 'Drop-off')).toHaveValue(/Savoy/);
  await expect(page.getByRole('button', { name: /Pick-up time/ })).toContainText('10:30');
  // The journey now lives in the saved booking: the link's parameters leave the address bar.
  await expect(page).toHaveURL(/\/quickbooking\.html$/);
  await expectNoSeriousA11yViolations(page, 'quick booking from booking parameters');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Executive/ })).toBeChecked();

  // A reload keeps the booking in progress (on its vehicle screen) instead of starting the link over.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Executive/ })).toBeChecked();
});

test('lite booking from URL parameters: stops, ASAP, vehicle and passengers', async ({ page }) => {
  await page.goto(
    '/litebooking?pickup=Kings%20Cross&dropoff=Paddington&via=Tower%20Bridge&asap&vehtypeid=4&passengers=5',
  );
  await expectNoChrome(page);
  await expect(box(page, 'Pick-up')).toHaveValue(/King/);
  await expect(box(page, 'Via stop 1')).toHaveValue(/Tower Bridge/);
  await expect(box(page, 'Drop-off')).toHaveValue(/Paddington/);
  await expect(page.getByTestId('asap-time')).toContainText('ASAP');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /MPV/ })).toBeChecked();
  await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('5');
});

test('a bad booking parameters id lands on quickbookinginvalid, which says so and offers a way on', async ({
  page,
}) => {
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '12']) {
    await page.goto(`/quickbooking.html?id=${id}`);
    await expect(page).toHaveURL(/\/quickbookinginvalid\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking link is not valid');
  }
  await expect(page).toHaveTitle(/^Quick Booking \| /);
  await expectNoChrome(page);
  await expect(page.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', /^tel:/);
  await expectNoSeriousA11yViolations(page, 'quickbookinginvalid');
  await page.getByRole('link', { name: 'Book a transfer' }).click();
  await expect(page).toHaveURL(/\/quickbooking\.html$/);
  await expect(box(page, 'Pick-up')).toBeVisible();
});

test('a promotion link opens the page of its mode with its journey and passenger, fixed when changes are not allowed; a bad one says so', async ({
  page,
}) => {
  // The demo promotion (server/seed/clientSites.ts): Kings Cross to Tower Bridge by MPV, no changes allowed, for
  // Grace Hopper, in the lite booking (its mode): no header or menu.
  await page.goto('/quickbooking.html?promotion=DemoPromotionSavoyLink');
  await expect(page).toHaveURL(/\/litebooking\.html$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const pickUp = page.getByRole('textbox', { name: 'Pick-up' });
  await expect(pickUp).toHaveValue(/King/);
  await expect(pickUp).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Drop-off' })).toHaveValue(/Tower Bridge/);
  await expect(page.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /MPV/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Saloon/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'promotion link, locked vehicle');
  // Its promo code waits in the promo dialog, checked like any other when applied.
  await page.getByRole('button', { name: 'Next' }).click();
  // The link's passenger arrives in the contact form, as the booking keeps a phone (no leading 0).
  await page.getByRole('button', { name: 'Edit main passenger details' }).click();
  const contact = page.getByRole('dialog');
  await expect(contact.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await expect(contact.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper');
  await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue('grace.hopper@example.com');
  await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('7700900456');
  await contact.getByRole('button', { name: 'Cancel' }).click();
  // Its mailing lists are offered only to a signed-in customer (no call a guest makes carries consent).
  await expect(page.getByRole('checkbox', { name: /Send me offers/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Promo Code' }).click();
  await expect(page.getByRole('dialog').getByLabel('Promo code')).toHaveValue('WELCOME10');

  for (const token of ['NeverIssuedPromotion00', 'x']) {
    await page.goto(`/quickbooking.html?promotion=${token}`);
    await expect(page.getByRole('alert')).toHaveText('This promotion link is not valid or has expired.');
  }
});

test("a promotion link's mailing list is offered to a signed-in customer unticked, and a tick is saved to their profile", async ({
  page,
}) => {
  const email = `promotion.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Secret123';
  const signUp = await page.request.post('/api/signUp', {
    data: {
      email,
      phone: '7911123457',
      surname: 'Offers',
      firstname: 'Olive',
      dialingcode: '+44',
      passwordhash: createHash('sha256').update(password).digest('hex'),
    },
  });
  expect(((await signUp.json()) as { Code: number }).Code).toBe(1);
  await page.goto('/profile.html');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Olive' })).toBeVisible();

  // The demo link names the e-mail list, not the text-message one.
  await page.goto('/quickbooking.html?promotion=DemoPromotionSavoyLink');
  await expect(page).toHaveURL(/\/litebooking\.html$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /MPV/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  const offers = page.getByRole('group', { name: 'Offers' });
  const byEmail = offers.getByRole('checkbox', { name: 'Send me offers by email' });
  await expect(byEmail).toHaveCount(1);
  await expect(byEmail).not.toBeChecked();
  await expect(offers.getByRole('checkbox', { name: 'Send me offers by text message' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'promotion link, mailing list offered');
  const profile = async () => (await (await page.request.get('/api/profile')).json()) as Record<string, unknown>;
  expect(await profile()).toMatchObject({ emailmailinglist: false, smsmailinglist: false });

  await offers.getByText('Send me offers by email').click();
  await expect(offers.getByRole('status')).toHaveText(/Saved to your profile/);
  await expect(byEmail).toBeChecked();
  // Read back: that list alone changed, the rest of the profile as it was.
  expect(await profile()).toMatchObject({
    email,
    firstname: 'Olive',
    surname: 'Offers',
    emailmailinglist: true,
    smsmailinglist: false,
  });
});

test('a promotion link that gives its journey in full (lat/lng, postcodes, categories) lands on a priced journey', async ({
  page,
}) => {
  // The demo promotion (server/seed/clientSites.ts): The Savoy to Heathrow T5 by Executive, on the booking page.
  await page.goto('/quickbooking.html?promotion=DemoPromotionSavoyToHeathrow');
  // The booking page's home name is / (the page addresses rule, rules: routes).
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  // The link's own texts, not a search's best match: the gazetteer has no such text.
  await expect(page.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(
    'The Savoy (river entrance), Savoy Place',
  );
  await expect(page.getByRole('combobox', { name: 'Drop-off', exact: true })).toHaveValue(
    'Heathrow Airport Terminal 5',
  );
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
});
