export type { Profile } from './model/profile';
export { isBooker, menuName } from './model/profile';
export { clearProfile, restoreProfile, storeProfile, useProfile } from './state/session';
export { openSignIn, closeSignIn, useAccountUi } from './state/ui';
export type { SignInTab } from './state/ui';
export { AccountDialogs } from './components/AccountDialogs';
