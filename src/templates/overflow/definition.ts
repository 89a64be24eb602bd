import { defineTemplate } from '@/features/booking';

/** `overflow`: the whole form scrolls while a fixed summary with the fare and the confirm action stays in view. */
export const overflow = defineTemplate({
  name: 'overflow',
  screens: [{ title: 'Book', steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  // 4.7: "Overflow goes to confirm booking".
  signInContinues: { kind: 'confirmBooking' },
  cardForm: 'inline',
  // All on one page: the flight details sit under the journey (checked with it, 4.4 check 7) and the note to the
  // driver is a field in the details, so no popup interrupts the page; the contact keeps its popup (4.8's tabs).
  flights: 'inline',
  popups: { contact: true, noteToDriver: false },
});
