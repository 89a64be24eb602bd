export { isBooker, menuName } from './model/profile';
export {
  clearProfile,
  confirmSession,
  refreshProfile,
  restoreProfile,
  storedProfile,
  storeProfile,
  signOutEverywhere,
  useProfile,
  useProfileRestored,
} from './state/session';
export { openSignIn, openForgotPassword, closeSignIn, useAccountUi } from './state/ui';
export type { SignInTab, SignInOptions } from './state/ui';
export type { JourneyCopy } from './model/journey';
export { AccountDialogs } from './components/AccountDialogs';
export { RequireProfile } from './components/SignInPrompt';
export { ProfileView } from './components/ProfileView';
export { ChangePasswordForm, ResetPasswordForm } from './components/PasswordForms';
export { ConfirmPasswordView } from './components/ConfirmPasswordView';
export { AddressBookView } from './components/AddressBookView';
export { BookingsView } from './components/BookingsView';
export { startBookingsReadsEarly } from './model/bookingReads';
export { BookingDetailView } from './components/BookingDetailView';
export type { PayDifferenceProps } from './components/ChangeBookingForm';
export type { TripFieldsProps } from './components/ChangeFields';
