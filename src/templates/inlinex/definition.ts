import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/** `inlinex`: a compact journey bar that expands into the inline booking (vehicle, details and payment together). */
export const inlinex = defineTemplate({
  name: 'inlinex',
  screens: [
    { title: screenTitle('templates.screen.journey'), steps: ['journey'] },
    { title: screenTitle('templates.screen.book'), steps: ['vehicle', 'customer', 'payment'] },
  ],
  // A sign-in from the details section stays on the expanded booking, where the payment is.
  signInContinues: { kind: 'nextScreen' },
  // A narrow column: the card form opens in the card popup rather than lengthening it (the wizard steps rule (rules: wizard-steps) "the card popup").
  cardForm: 'popup',
  // Made for a hero banner or a side column: in a client's frame it offers the full booking page (the licence host rule, rules: licence-host).
  handOver: true,
});
