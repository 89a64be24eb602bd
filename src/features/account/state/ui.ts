import { proxy, useSnapshot } from 'valtio';

export type SignInTab = 'signin' | 'signup';

export interface SignInOptions {
  /**
   * The booking wizard opened sign-in and continues its pending target itself (the sign-in rule, rules: sign-in) by watching the
   * profile: a successful sign-in or sign-up then leaves the user where they are.
   */
  continueBooking?: boolean;
}

interface SignInState {
  open: boolean;
  tab?: SignInTab;
  /** The forgot-password view of the same modal (the dialogs rule (rules: modals), shown 500 wide per the field limits rule (rules: field-limits)). */
  forgotPassword?: boolean;
  continueBooking?: boolean;
}

/** Which account dialog is open; the shell mounts the dialogs, anything may open them. */
export const accountUi = proxy<{ signIn: SignInState }>({ signIn: { open: false } });

export function openSignIn(tab?: SignInTab, options: SignInOptions = {}): void {
  accountUi.signIn = { open: true, tab, continueBooking: options.continueBooking };
}

export function openForgotPassword(): void {
  accountUi.signIn = { ...accountUi.signIn, open: true, forgotPassword: true };
}

export function closeForgotPassword(): void {
  accountUi.signIn = { ...accountUi.signIn, forgotPassword: false, tab: 'signin' };
}

/** What waits for the sign-in dialog to have gone; see closeSignIn. */
let whenGone: (() => void) | undefined;

/**
 * Closes the sign-in dialog. `thenShow` runs once it has gone and focus is back on the control that opened it: a
 * dialog opened any earlier (the forgot-password Message) would lose focus to that control as the sign-in dialog
 * closed, and focus leaving a dialog closes it, so the Message vanished whenever the dialogs were already loaded
 * (after a sign-in and sign-out in the same tab).
 */
export function closeSignIn(thenShow?: () => void): void {
  if (!accountUi.signIn.open) {
    thenShow?.();
    return;
  }
  whenGone = thenShow;
  accountUi.signIn = { open: false };
}

/** The sign-in dialog calls this once it has gone (its exit finished). */
export function signInDialogGone(): void {
  const next = whenGone;
  whenGone = undefined;
  next?.();
}

export function useAccountUi() {
  return useSnapshot(accountUi);
}
