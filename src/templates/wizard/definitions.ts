import { defineTemplate } from '@/features/booking';

/** `wizard`: the standard flow, one step per screen (spec 2.4), the map beside the form. */
export const wizard = defineTemplate({
  name: 'wizard',
  screens: [
    { title: 'Journey', steps: ['journey'] },
    { title: 'Vehicle', steps: ['vehicle'] },
    { title: 'Details', steps: ['customer'] },
    { title: 'Payment', steps: ['payment'] },
  ],
  // 4.7: "Wizard continues one step".
  signInContinues: { kind: 'nextScreen' },
  cardForm: 'inline',
});

/** `wizardx`: 3 screens, the vehicle chosen with the journey (2.4, 4.4 check 6). */
export const wizardx = defineTemplate({
  name: 'wizardx',
  screens: [
    { title: 'Journey', steps: ['journey', 'vehicle'] },
    { title: 'Details', steps: ['customer'] },
    { title: 'Payment', steps: ['payment'] },
  ],
  // 4.7: "WizardX continues to payment".
  signInContinues: { kind: 'payment' },
  cardForm: 'inline',
});

/** `wizardt`: 2 screens, the journey with its vehicle, then details and payment together. */
export const wizardt = defineTemplate({
  name: 'wizardt',
  screens: [
    { title: 'Journey', steps: ['journey', 'vehicle'] },
    { title: 'Details and payment', steps: ['customer', 'payment'] },
  ],
  // 4.7: "WizardT continues up to step 2 or 3": here its last screen.
  signInContinues: { kind: 'nextScreen', upTo: 'payment' },
  cardForm: 'inline',
});
