import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/** `wizard`: the standard flow, one step per screen (the wizard layout rule, rules: wizard-layout), the map beside the form. */
export const wizard = defineTemplate({
  name: 'wizard',
  screens: [
    { title: screenTitle('templates.screen.journey'), steps: ['journey'] },
    { title: screenTitle('templates.screen.vehicle'), steps: ['vehicle'] },
    { title: screenTitle('templates.screen.details'), steps: ['customer'] },
    { title: screenTitle('templates.screen.payment'), steps: ['payment'] },
  ],
  // The sign-in hand-off rule (rules: sign-in-handoff): "Wizard continues one step".
  signInContinues: { kind: 'nextScreen' },
  cardForm: 'inline',
});

/** `wizardx`: 3 screens, the vehicle chosen with the journey (the wizard layout and wizard steps rules (rules: wizard-layout, wizard-steps) check 6). */
export const wizardx = defineTemplate({
  name: 'wizardx',
  screens: [
    { title: screenTitle('templates.screen.journey'), steps: ['journey', 'vehicle'] },
    { title: screenTitle('templates.screen.details'), steps: ['customer'] },
    { title: screenTitle('templates.screen.payment'), steps: ['payment'] },
  ],
  // The sign-in hand-off rule (rules: sign-in-handoff): "WizardX continues to payment".
  signInContinues: { kind: 'payment' },
  cardForm: 'inline',
});

/** `wizardt`: 2 screens, the journey with its vehicle, then details and payment together. */
export const wizardt = defineTemplate({
  name: 'wizardt',
  screens: [
    { title: screenTitle('templates.screen.journey'), steps: ['journey', 'vehicle'] },
    { title: screenTitle('templates.screen.detailsAndPayment'), steps: ['customer', 'payment'] },
  ],
  // The sign-in hand-off rule (rules: sign-in-handoff): "WizardT continues up to step 2 or 3": here its last screen.
  signInContinues: { kind: 'nextScreen', upTo: 'payment' },
  cardForm: 'inline',
});
