import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/** `inline`: the whole booking on one page, its sections in the booking's order, the card form inline. */
export const inline = defineTemplate({
  name: 'inline',
  screens: [{ title: screenTitle('templates.screen.book'), steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  // One screen: a sign-in from the details section leaves the customer where they are, ready to pay.
  signInContinues: { kind: 'nextScreen' },
  cardForm: 'inline',
  // All on one page: the flight details sit under the journey (checked with it, the wizard steps rule (rules: wizard-steps) check 7), the contact's fields
  // and the note to the driver are in the details, so no popup interrupts the page.
  flights: 'inline',
  popups: { contact: false, noteToDriver: false },
});
