import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { sendJson, startTestServer, type TestServer } from '@/api/testing/testServer';
import { DialogsHost } from '@/design-system';
import { renderWithDesignSystem } from '@/design-system/testing';
import { session } from '../state/session';
import { closeSignIn, openSignIn } from '../state/ui';
import { SignInDialog } from './SignInDialog';

// jsdom has no PointerEvent; the checkbox's press handling (zag) constructs one.
if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;
// Typing into Chakra fields is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  configureApi({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  closeSignIn();
  session.profile = undefined;
  localStorage.clear();
  sessionStorage.clear();
});

async function form(name: 'Sign in' | 'Sign up' | 'Forgot password') {
  return within(await screen.findByRole('form', { name }));
}

function renderDialog(onSignedUp = vi.fn()) {
  renderWithDesignSystem(<SignInDialog showSignUpFirst={false} onSignedUp={onSignedUp} />);
  return onSignedUp;
}

describe('sign-in dialog (spec 2.6, 4.7, 8.1)', () => {
  it('orders the tabs by ShowSignupFirst', async () => {
    renderWithDesignSystem(<SignInDialog showSignUpFirst onSignedUp={() => undefined} />);
    openSignIn();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['SIGN UP', 'SIGN IN']);
  });

  it('shows the server message and clears the password on a non-1 code, keeping the email', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 2, Message: 'Email or password is incorrect.' }));
    const user = userEvent.setup({ delay: null });
    renderDialog();
    openSignIn('signin');
    const f = await form('Sign in');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'wrong-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Password/)).toHaveValue('');
    expect(f.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(JSON.stringify(api.requests[0].body)).not.toContain('wrong-password');
  });

  it('shows the generic text for code 0', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 0, Message: 'internal detail' }));
    const user = userEvent.setup({ delay: null });
    renderDialog();
    openSignIn('signin');
    const f = await form('Sign in');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });

  it('signs in, sends remember me and keeps the profile in local storage', async () => {
    api.handle((_, res) =>
      sendJson(res, 200, { Code: 1, Id: 7, firstname: 'Ann', surname: 'Lee', email: 'ann@example.com' }),
    );
    const user = userEvent.setup({ delay: null });
    renderDialog();
    openSignIn('signin');
    const f = await form('Sign in');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByText('Remember me'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(session.profile?.id).toBe(7), { timeout: 8000 });
    expect(api.requests[0].body).toMatchObject({ email: 'ann@example.com', rememberme: true });
    expect(localStorage.length).toBe(1);
  });

  it('without remember me keeps the profile for this tab only (4.11)', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 1, Id: 8, firstname: 'Ann', email: 'ann@example.com' }));
    const user = userEvent.setup({ delay: null });
    renderDialog();
    openSignIn('signin');
    const f = await form('Sign in');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(session.profile?.id).toBe(8), { timeout: 8000 });
    expect(api.requests[0].body).toMatchObject({ rememberme: false });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('tb:profile')).toContain('"id":8');
  });

  it('sign-up code 0 shows the generic text and clears both passwords; a sign-up is always remembered (spec 9)', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 0, Message: 'internal detail' }));
    const user = userEvent.setup({ delay: null });
    renderDialog();
    openSignIn('signup');
    const f = await form('Sign up');
    await user.type(f.getByLabelText(/^First name/), 'Ann');
    await user.type(f.getByLabelText(/^Surname/), 'Lee');
    await user.type(f.getByRole('textbox', { name: /^Phone/ }), '7911123456');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.type(f.getByLabelText(/^Confirm password/), 'secret1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(screen.queryByText('internal detail')).not.toBeInTheDocument();
    expect(f.getByLabelText(/^Password/)).toHaveValue('');
    expect(f.getByLabelText(/^Confirm password/)).toHaveValue('');

    api.handle((_, res) => sendJson(res, 200, { Code: 1, Id: 10, firstname: 'Ann', email: 'ann@example.com' }));
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.type(f.getByLabelText(/^Confirm password/), 'secret1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(session.profile?.id).toBe(10), { timeout: 8000 });
    expect(localStorage.getItem('tb:profile')).toContain('"id":10');
    expect(sessionStorage.getItem('tb:profile')).toBeNull();
  });

  it('forgot password: the server message for a refusal, the generic text for code 0, and "Message" on success (8.2)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithDesignSystem(
      <>
        <DialogsHost />
        <SignInDialog showSignUpFirst={false} onSignedUp={() => undefined} />
      </>,
    );
    openSignIn('signin');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const f = await form('Forgot password');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    api.handle((_, res) => sendJson(res, 200, { code: 2, message: 'Please wait a minute before asking again.' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please wait a minute before asking again.')).toBeInTheDocument();
    api.handle((_, res) => sendJson(res, 200, { code: 0, message: 'internal detail' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
    api.handle((_, res) => sendJson(res, 200, { code: 1, message: '' }));
    await user.keyboard('{Enter}');
    const message = await screen.findByRole('dialog', { name: 'Message' });
    expect(message).toHaveTextContent('A password reset link has been sent to your email');
    expect(api.requests.at(-1)?.body).toEqual({ email: 'ann@example.com', source: 8 });
  });

  it('signs up with the chosen dialing code, clears both passwords on failure, then goes to the dashboard', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 3, Message: 'This email address is already registered.' }));
    const user = userEvent.setup({ delay: null });
    const onSignedUp = renderDialog();
    openSignIn('signup');
    const f = await form('Sign up');
    await user.type(f.getByLabelText(/^First name/), 'Ann');
    await user.type(f.getByLabelText(/^Surname/), 'Lee');
    await user.type(f.getByRole('textbox', { name: /^Phone/ }), '7911123456');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.type(f.getByLabelText(/^Confirm password/), 'secret1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Password/)).toHaveValue('');
    expect(f.getByLabelText(/^Confirm password/)).toHaveValue('');
    expect(onSignedUp).not.toHaveBeenCalled();

    api.handle((_, res) => sendJson(res, 200, { Code: 1, Id: 9, firstname: 'Ann', email: 'ann@example.com' }));
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.type(f.getByLabelText(/^Confirm password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled(), { timeout: 8000 });
    expect(api.requests[1].body).toMatchObject({ phone: '7911123456', dialingcode: '+44', firstname: 'Ann' });
    expect(session.profile?.id).toBe(9);
  });

  it('stays put after sign-up when the booking continues by itself', async () => {
    api.handle((_, res) => sendJson(res, 200, { Code: 1, Id: 9, firstname: 'Ann', email: 'ann@example.com' }));
    const user = userEvent.setup({ delay: null });
    const onSignedUp = renderDialog();
    openSignIn('signup', { continueBooking: true });
    const f = await form('Sign up');
    await user.type(f.getByLabelText(/^First name/), 'Ann');
    await user.type(f.getByLabelText(/^Surname/), 'Lee');
    await user.type(f.getByRole('textbox', { name: /^Phone/ }), '7911123456');
    await user.type(f.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(f.getByLabelText(/^Password/), 'secret1');
    await user.type(f.getByLabelText(/^Confirm password/), 'secret1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(session.profile?.id).toBe(9), { timeout: 8000 });
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
