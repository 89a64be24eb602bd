import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/** Issue 4: sign up, sign out, sign in with remember me, stay signed in; forgotten password through the outbox. */

// Each flow crosses several pages and runs axe; the shared machine is slow.
test.describe.configure({ timeout: 180_000 });

const password = 'Secret123';

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The booking page, with a person's pointer on it. */
async function openHome(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
}

async function openSignInDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please Confirm' }));
  await expect(confirm).toContainText('Do you want to sign out?');
  await confirm.getByRole('button', { name: 'OK' }).click();
}

test('sign up, sign out, sign in with remember me and stay signed in after a reload', async ({ page }) => {
  const email = uniqueEmail('ann');
  await openHome(page);
  let dialog = await openSignInDialog(page);
  await dialog.getByRole('tab', { name: 'SIGN UP' }).click();
  const signUp = dialog.getByRole('form', { name: 'Sign up' });
  // The account forms rule (rules: account-forms): the passwords must match; the message names both.
  await signUp.getByLabel('First name').fill('Ann');
  await signUp.getByLabel('Surname').fill('Lee');
  // Pasted or autofilled in its national form (issue 28.1): kept as digits without the leading 0.
  await signUp.getByRole('textbox', { name: /^Phone/ }).fill('07911 123456');
  await expect(signUp.getByRole('textbox', { name: /^Phone/ })).toHaveValue('7911123456');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel(/^Password/).fill(password);
  await signUp.getByLabel(/^Confirm password/).fill('Different1');
  await signUp.getByLabel(/^Confirm password/).press('Enter');
  await expect(signUp.getByTestId('error-summary')).toContainText('Password and Confirm password not match');
  await signUp.getByLabel(/^Confirm password/).fill(password);
  await signUp.getByRole('button', { name: 'SIGN UP' }).click();

  // After sign-up with no pending navigation, My Bookings (issue 28, instead of the shell rule's (rules: shell) dashboard).
  await expect(page).toHaveURL(/\/bookinghistory\.html$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ann' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'My Bookings after sign-up');

  // The menus rule (rules: menus): signing out from a user page goes home.
  await signOut(page, 'Ann');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // A wrong password: the server's message, the password cleared, the email kept (the response codes rule, rules: response-codes).
  dialog = await openSignInDialog(page);
  const signIn = dialog.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill('wrong-one');
  await signIn.getByLabel(/^Password/).press('Enter');
  await expect(signIn.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
  await expect(signIn.getByLabel(/^Password/)).toHaveValue('');
  await expect(signIn.getByLabel('Email')).toHaveValue(email);

  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByText('Remember me').click();
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Ann' })).toBeVisible();

  // Remembered: a reload (and the server's session cookie) keeps the customer signed in.
  await page.goto('/profile.html');
  await expect(page.getByText(email)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Ann' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile');

  // Update the profile; the stored profile and the menu follow.
  await page.getByRole('button', { name: 'Update profile' }).click();
  const profileForm = page.getByRole('form', { name: 'Update profile' });
  await profileForm.getByLabel('First name').fill('Annie');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Annie' })).toBeVisible();

  // Update password: a wrong current password is refused with the server's message, the right one changes it.
  await page.getByRole('button', { name: 'Update password' }).click();
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel(/^Current password/).fill('not-my-password');
  await passwordForm.getByLabel(/^Password/).fill('Changed123');
  await passwordForm.getByLabel(/^Confirm password/).fill('Changed123');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('alert').filter({ hasText: 'current password is incorrect' })).toBeVisible();
  await passwordForm.getByLabel(/^Current password/).fill(password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test('a forgotten password is reset through the link in the outbox', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const signUp = await request.post('/api/signUp', {
    data: {
      email,
      phone: '7911123456',
      surname: 'Reset',
      firstname: 'Rita',
      dialingcode: '+44',
      passwordhash: 'a'.repeat(64),
    },
  });
  expect((await signUp.json()).Code).toBe(1);

  await openHome(page);
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = dialog.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const message = page.getByRole('dialog', { name: 'Message' }).or(page.getByRole('alertdialog', { name: 'Message' }));
  await expect(message).toContainText('A password reset link has been sent to your email');
  await message.getByRole('button', { name: 'OK' }).click();

  const outbox = await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/\S+\/resetpassword\/\d+\/\S+/.exec(outbox.messages[0].body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password');
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel(/^Password/).fill('NewSecret1');
  await reset.getByLabel(/^Confirm password/).fill('NewSecret1');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('You can now sign in with your new password.')).toBeVisible();

  // The link works once.
  await page.reload();
  await reset.getByLabel(/^Password/).fill('Another12');
  await reset.getByLabel(/^Confirm password/).fill('Another12');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'expired or has already been used' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill('NewSecret1');
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Rita' })).toBeVisible();
});

test('after signing in and out in the same tab, forgot password still confirms that the link was sent', async ({
  page,
}) => {
  await openHome(page);
  let dialog = await openSignInDialog(page);
  const signIn = dialog.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('amelia@example.com');
  await signIn.getByLabel(/^Password/).fill('Demo1234');
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Amelia' })).toBeVisible();
  await signOut(page, 'Amelia');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  const message = page.getByRole('dialog', { name: 'Message' }).or(page.getByRole('alertdialog', { name: 'Message' }));
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email').fill('amelia@example.com');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(message, `attempt ${attempt}`).toContainText('A password reset link has been sent to your email');
    await message.getByRole('button', { name: 'OK' }).click();
    await expect(message).toBeHidden();
    // Focus is back where the customer started, not lost to the page.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeFocused();
  }
});

test('a signed-out visitor to a user page is asked to sign in', async ({ page }) => {
  await page.goto('/dashboard.html');
  await expect(page.getByText('Please sign in to see this page.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});
