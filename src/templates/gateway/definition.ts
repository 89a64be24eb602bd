import { defineTemplate } from '@/features/booking';
import { screenTitle } from '../parts/screens';

/**
 * `gateway`: a short entry form (pick-up, drop-off, time, passengers) that hands over to the full booking: the
 * vehicle with the details, then the payment.
 */
export const gateway = defineTemplate({
  name: 'gateway',
  screens: [
    { title: screenTitle('templates.screen.journey'), steps: ['journey'] },
    { title: screenTitle('templates.screen.vehicleAndDetails'), steps: ['vehicle', 'customer'] },
    { title: screenTitle('templates.screen.payment'), steps: ['payment'] },
  ],
  // The sign-in hand-off rule (rules: sign-in-handoff): "GateWay ... continue up to step 2 or 3": a sign-in from the details goes on to the payment.
  signInContinues: { kind: 'nextScreen', upTo: 'payment' },
  cardForm: 'inline',
  // An entry form a client puts on its own landing page: in its frame it offers the full booking page (the licence host rule, rules: licence-host).
  handOver: true,
});
