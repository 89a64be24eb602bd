import { defineTemplate } from '@/features/booking';

/** `overflow`: the whole form scrolls while a fixed summary with the fare and the confirm action stays in view. */
export const overflow = defineTemplate({
  name: 'overflow',
  screens: [{ title: 'Book', steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  // 4.7: "Overflow goes to confirm booking".
  signInContinues: { kind: 'confirmBooking' },
  cardForm: 'inline',
});
