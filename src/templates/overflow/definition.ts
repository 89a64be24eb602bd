import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/** `overflow`: the whole form scrolls while a fixed summary with the fare and the confirm action stays in view. */
export const overflow = defineTemplate({
  name: 'overflow',
  screens: [{ title: screenTitle('templates.screen.book'), steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  // The sign-in hand-off rule (rules: sign-in-handoff): "Overflow goes to confirm booking".
  signInContinues: { kind: 'confirmBooking' },
  cardForm: 'inline',
  // All on one page: the flight details sit under the journey (checked with it, the wizard steps rule (rules: wizard-steps) check 7) and the note to the
  // driver is a field in the details, so no popup interrupts the page; the contact keeps its popup (the locked contact rule's (rules: contact-locked) tabs).
  flights: 'inline',
  popups: { contact: true, noteToDriver: false },
});
