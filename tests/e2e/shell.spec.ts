import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, productTitle, routeTitles } from './helpers';

test.describe('routes of spec 2.1', () => {
  // axe runs once per page: a twin path renders the very same page.
  const checkedByAxe = new Set<string>();
  for (const [path, title] of routeTitles) {
    const runAxe = !checkedByAxe.has(title) || path === '/litebooking';
    checkedByAxe.add(title);
    // The first-visit rule: every page arrives rendered by the server, but those whose path carries an id (one
    // render is kept per route) and the legal pages (DOMPurify needs the browser's DOM).
    const prerendered = !/\/\d/.test(path) && !/^\/(conditions|privacy)\.html$/.test(path);
    test(`${path} loads with the title "${title}"${runAxe ? ' and passes axe' : ''}`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (prerendered) expect(await response?.text()).toMatch(/<h1[\s>]/);
      await expect(page).toHaveTitle(`${title} | ${productTitle}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // Hydrated, and without React finding the server's HTML different from its own first render.
      await expect
        .poll(() => heading.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      expect(pageErrors).toEqual([]);
      if (runAxe) await expectNoSeriousA11yViolations(page, path);
    });
  }

  test('an unknown path lands on booking.html', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/booking\.html$/);
    await expect(page).toHaveTitle(`Book a Transfer | ${productTitle}`);
  });
});

test.describe('shell', () => {
  test('the booking page arrives prerendered and shows the configured company, phone and a map', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/booking.html')).text();
    expect(html).toContain('id="app-config"');
    expect(html).toContain('id="quote-title"');
    // Every part of the page is in place in the HTML, the home sections too: nothing waits for a script to reveal it.
    expect(html).toContain('id="contact-title"');
    expect(html).not.toMatch(/<div hidden id="S:\d+"|\$RC\(/);
    await page.goto('/booking.html');
    await expect(page.getByRole('banner').getByRole('link', { name: /Call us on/ })).toHaveAttribute('href', /^tel:/);
    const map = page.getByRole('region', { name: 'Map of the journey', exact: true });
    await expect(map).toBeVisible();
    await expect(map.locator('canvas')).toBeVisible();
  });

  test('a button pressed before the app has loaded still does its job', async ({ page }) => {
    // The app's scripts start right after the first paint; on a slow connection they are still on their way when a
    // person taps: hold them until the tap has been made.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/static/js/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The held scripts keep the page's load event from firing: the page is there once its HTML is parsed.
    await page.goto('/booking.html', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.evaluate(() => {
      const signIn = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Sign In',
      );
      signIn?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    releaseScripts();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SIGN IN' })).toBeVisible();
  });

  test('quick booking hides the menu, header and footer; payment hides only the footer', async ({ page }) => {
    await page.goto('/quickbooking.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/payment.html');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/litebooking.html');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a menu anchor on another page goes home, then to the section', async ({ page }) => {
    await page.goto('/dashboard.html');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expectSectionAtTopOnceHomeArrives(page, 'Booking FAQ');
  });

  test('a menu anchor still lands on its section when the booking form arrives after the sections', async ({
    page,
  }) => {
    await page.goto('/dashboard.html');
    // The order a busy machine can produce: every lazily loaded chunk but the home sections' is held back a while.
    await page.route('**/static/js/async/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('Booking FAQ')) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fulfill({ response, body });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expectSectionAtTopOnceHomeArrives(page, 'Booking FAQ');
  });

  test('the footer opens the Conditions of Use and Privacy Notice pages with the operator copy', async ({ page }) => {
    await page.goto('/');
    // The operator configuration rule (rules: configuration) company details: the operator's Skype id, as a chat link.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Skype: londontransfers.bookings' }),
    ).toHaveAttribute('href', 'skype:londontransfers.bookings?chat');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions of Use' }).click();
    await expect(page).toHaveTitle(`Conditions of Use | ${productTitle}`);
    await expect(page.locator('.legal-copy p').first()).toBeVisible();
    await page.goBack();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });

  test('the Contact Us form names missing fields, keeps what was typed and confirms a sent enquiry', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert').first()).toContainText('Email is required');
    await expect(form.getByLabel('Name')).toHaveValue('Ann Lee');
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Message').fill('Do you have child seats?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you');
  });

  test('the signed-out menu offers Sign In, which opens the SIGN IN and SIGN UP tabs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'SIGN IN' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'SIGN UP' })).toBeVisible();
    await dialog.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(dialog.getByText('Email is required').first()).toBeVisible();
  });
});

/**
 * What a user waits for after following a menu anchor home: the booking form and the home sections (both loaded
 * lazily, slow on a busy machine), then the section at the top of the window, under the sticky header.
 */
async function expectSectionAtTopOnceHomeArrives(page: Page, heading: string) {
  const lazyChunksArrive = { timeout: 30_000 };
  await expect(page.locator('[data-booking-ready="true"]')).toBeAttached(lazyChunksArrive);
  const section = page.getByRole('heading', { name: heading });
  await expect(section).toBeVisible(lazyChunksArrive);
  await expect(section).toBeInViewport();
  await expect.poll(async () => (await section.boundingBox())?.y).toBeLessThan(200);
}
