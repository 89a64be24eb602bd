import { defineTemplate } from '@/features/booking';

/** `list`: every vehicle with its fare for the journey as a comparison list first, then details and payment. */
export const list = defineTemplate({
  name: 'list',
  screens: [
    { title: 'Compare vehicles', steps: ['journey', 'vehicle'] },
    { title: 'Details and payment', steps: ['customer', 'payment'] },
  ],
  // A sign-in from the details stays on the details and payment screen, the last.
  signInContinues: { kind: 'nextScreen' },
  // The payment sits in a column beside the details: the card form opens in the card popup (4.4).
  cardForm: 'popup',
});
