import { proxy, useSnapshot } from 'valtio';

export type SignInTab = 'signin' | 'signup';

/** Which account dialog is open; the shell mounts the dialogs, anything may open them. */
export const accountUi = proxy<{ signIn: { open: boolean; tab?: SignInTab } }>({ signIn: { open: false } });

export function openSignIn(tab?: SignInTab): void {
  accountUi.signIn = { open: true, tab };
}

export function closeSignIn(): void {
  accountUi.signIn = { open: false };
}

export function useAccountUi() {
  return useSnapshot(accountUi);
}
