export type { Profile } from './model/profile';
export { isBooker, menuName } from './model/profile';
export { clearProfile, restoreProfile, storeProfile, signOutEverywhere, useProfile, useProfileRestored } from './state/session';
export { openSignIn, openForgotPassword, closeSignIn, useAccountUi } from './state/ui';
export type { SignInTab, SignInOptions } from './state/ui';
export { AccountDialogs } from './components/AccountDialogs';
