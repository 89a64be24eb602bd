/** The booking flow's options and what it gives a template's arrangement (docs/templates.md). */
import type { RefObject } from 'react';
import type { Configuration } from '@/api';
import type { FlightParts, FlightVariant } from '../components/flightParts';
import type { CustomerProfile } from '../model/contact';
import type { CustomerStepFlow } from '../model/customerStepFlow';
import type { StepName, TemplateDefinition } from '../model/flow';
import type { PaymentStepFlow } from '../model/paymentStepFlow';
import type { OpenSignIn } from '../model/signInHandoff';
import type { StepError } from '../model/steps';
import type { QuoteSettings } from './quote';

/** The confirm action's label for a payment type (the payment feature's rule, handed in by the template). */
export type ConfirmLabel = (config: Configuration, choice: { paymentType: string; methodDialog: boolean }) => string;

export interface BookingFlowOptions {
  /** The signed-in customer (the account feature's useProfile()); undefined for a guest. */
  profile: CustomerProfile | undefined;
  /** The account feature's openSignIn (features do not import each other; the template hands it in). */
  openSignIn: OpenSignIn;
  /** The flights feature's dialog and inline fields (issue 12); the template hands them in. */
  flights?: FlightParts;
  /** The payment feature's label of its confirm action, for a confirm button outside the payment panel. */
  confirmLabel?: ConfirmLabel;
}

export interface BookingFlow {
  definition: TemplateDefinition;
  /** Set once the stored booking is restored in the browser (the prerender shows the empty booking). */
  restored: boolean;
  /** The screen on show, its index and how many there are; Back has somewhere to go unless it is the first. */
  screen: TemplateDefinition['screens'][number];
  screenIndex: number;
  screenCount: number;
  isFirstScreen: boolean;
  /** Whether the screen on show holds a step. */
  shows: (step: StepName) => boolean;
  /** The errors of the last failed check of this screen, as they stand while the customer corrects them. */
  errors: StepError[];
  /** The same errors by field id, for the panels. */
  fieldErrors: Record<string, string>;
  /** Forward (the wizard steps rule, rules: wizard-steps): only when the screen's steps validate; the journey is checked again from a later screen. */
  next: () => void;
  /** Back to the previous screen, or the given one (the wizard steps rule, rules: wizard-steps); clears the CVC through the registered handlers. */
  back: (toScreen?: number) => void;
  /** The journey checked again (the time may have expired); false sends the customer back to it with its errors. */
  journeyStillValid: () => boolean;
  /**
   * The payment panel's confirm action (Pay Now, Book Now), for a button outside the panel (Overflow's summary):
   * the same checks and booking as the panel's own button. Nothing happens while no payment panel is on show.
   */
  confirm: () => void;
  /** Its label for the payment type the panel shows. */
  confirmLabel: string;
  /** Give these to the screen's section and its progress indicator: focus and the view follow a screen change. */
  sectionRef: RefObject<HTMLElement | null>;
  progressRef: RefObject<HTMLDivElement | null>;
  /** The quote settings (configuration and profile) and whether the quotation-expired dialog is due (the quote lifecycle rule, rules: quote-lifecycle). */
  quoteSettings: QuoteSettings;
  quoteExpired: boolean;
  customer: CustomerStepFlow;
  payment: PaymentStepFlow;
  /** Flight details are asked for in the journey (the wizard steps rule (rules: wizard-steps) check 7), not in the flight dialog: give it to JourneyPanel. */
  flightsInline: boolean;
  /** The flights feature's parts, for JourneyPanel (inline fields, and loading them once an airport is chosen). */
  flights?: FlightParts;
  flightVariant: FlightVariant;
}
