import { defineTemplate } from '@/features/booking';

/** `inline`: the whole booking on one page, its sections in the booking's order, the card form inline. */
export const inline = defineTemplate({
  name: 'inline',
  screens: [{ title: 'Book', steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  // One screen: a sign-in from the details section leaves the customer where they are, ready to pay.
  signInContinues: { kind: 'nextScreen' },
  cardForm: 'inline',
  // All on one page: the flight details sit under the journey (checked with it, 4.4 check 7) and the note to the
  // driver is a field in the details, so no popup interrupts the page; the contact keeps its popup (4.8's tabs).
  flights: 'inline',
  popups: { contact: true, noteToDriver: false },
});
