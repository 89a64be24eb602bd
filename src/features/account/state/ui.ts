import { proxy, useSnapshot } from 'valtio';

export type SignInTab = 'signin' | 'signup';

export interface SignInOptions {
  /**
   * The booking wizard opened sign-in and continues its pending target itself (4.7) by watching the
   * profile: a successful sign-in or sign-up then leaves the user where they are.
   */
  continueBooking?: boolean;
}

interface SignInState {
  open: boolean;
  tab?: SignInTab;
  /** The forgot-password view of the same modal (2.6, shown 500 wide per spec 9). */
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

export function closeSignIn(): void {
  accountUi.signIn = { open: false };
}

export function useAccountUi() {
  return useSnapshot(accountUi);
}
