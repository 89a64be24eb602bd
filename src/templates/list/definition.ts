import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/** `list`: every vehicle with its fare for the journey as a comparison list first, then details and payment. */
export const list = defineTemplate({
  name: 'list',
  screens: [
    { title: screenTitle('templates.screen.compareVehicles'), steps: ['journey', 'vehicle'] },
    { title: screenTitle('templates.screen.detailsAndPayment'), steps: ['customer', 'payment'] },
  ],
  // The sign-in hand-off rule (rules: sign-in-handoff) "In the 360 variant the target is followed directly": a sign-in from the details goes back to what asked
  // for it (the contact popup, a flight) and on along the target chain to the confirm action, Pay Now.
  signInContinues: { kind: 'pendingTarget' },
  // The payment sits in a column beside the details: the card form opens in the card popup (the wizard steps rule, rules: wizard-steps).
  cardForm: 'popup',
  // Card and PayPal are one choice, and the confirm action asks which (the dialogs rule (rules: modals) payment-method dialog).
  paymentMethodDialog: true,
});
