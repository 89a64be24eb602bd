/** The customer step panel's props, built from where the flow stands (the wizard steps and sign-in hand-off rules, rules: wizard-steps, sign-in-handoff). */
import type { FlightParts, FlightVariant } from '../components/flightParts';
import type { CustomerProfile } from './contact';
import type { ScreenDefinition } from './flow';
import type { OpenSignIn } from './signInHandoff';

/** What the customer step panel needs from the flow: the people, sign-in, and where Next and a resumed sign-in go. */
export interface CustomerStepFlow {
  profile: CustomerProfile | undefined;
  openSignIn: OpenSignIn;
  /** Next on the customer step: the screen's checks (the wizard steps rule, rules: wizard-steps), then on. */
  onNext: () => void;
  /** A popup was saved: when it stood for a pending target, the sign-in hand-off rule (rules: sign-in-handoff) target chain carries on. */
  onPopupSaved: () => void;
  /** Flight details are asked for in the flight dialog (not inline in the journey). */
  flightsInDialog: boolean;
  /** The flights feature's parts and the dialog's variant (the 360 variant has free-text Arriving from, the dialogs rule (rules: modals)). */
  flights?: FlightParts;
  flightVariant: FlightVariant;
  /** The contact and the note to driver are edited in popups (else their fields are in the page). */
  popups: { contact: boolean; noteToDriver: boolean };
  /** The screen's errors by field id: the contact's, when its fields are in the page. */
  errors: Record<string, string>;
  /** The customer step ends its screen, so it has the screen's Next (else the payment's button runs its checks). */
  showNext: boolean;
}

export interface CustomerStepFlowInput extends Omit<CustomerStepFlow, 'flightsInDialog' | 'errors' | 'showNext'> {
  /** Flight details are asked for in the journey (the wizard steps rule (rules: wizard-steps) check 7). */
  flightsInline: boolean;
  /** The errors of the screen on show, by field id. */
  fieldErrors: Record<string, string>;
  /** The screen on show, and whether it is the last one. */
  screen: ScreenDefinition;
  isLastScreen: boolean;
}

/**
 * The customer step's props. It carries the screen's Next only where it is the screen's last step and a later
 * screen follows; where the payment shares its screen, the payment's button runs the customer's checks instead.
 */
export function customerStepFlow(input: CustomerStepFlowInput): CustomerStepFlow {
  const { flightsInline, fieldErrors, screen, isLastScreen, ...rest } = input;
  return {
    ...rest,
    flightsInDialog: !flightsInline,
    errors: fieldErrors,
    showNext: screen.steps.at(-1) === 'customer' && !isLastScreen,
  };
}
