/**
 * The booking flow as data (the wizard layout, wizard steps and sign-in hand-off rules, rules: wizard-layout, wizard-steps, sign-in-handoff): named steps, the screens a template puts them on, and where the
 * booking goes next. Templates describe themselves with `defineTemplate`; `useBookingFlow` runs the description.
 * Nothing here knows a step by its number: a screen is found by the steps it holds.
 */
import type { TemplateName } from '@/api';

/** The parts of a booking, in the order they are done (the wizard layout rule (rules: wizard-layout): journey, vehicle, customer/contact/flight, payment). */
export const STEP_NAMES = ['journey', 'vehicle', 'customer', 'payment'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && (STEP_NAMES as readonly string[]).includes(value);
}

/** The earlier of two steps in the booking's order. */
export function earlierStep(a: StepName, b: StepName): StepName {
  return STEP_NAMES.indexOf(a) <= STEP_NAMES.indexOf(b) ? a : b;
}

/** One screen of a template: what its progress indicator calls it and the steps it holds, in order. */
export interface ScreenDefinition {
  title: string;
  steps: readonly StepName[];
}

/**
 * The sign-in hand-off rule (rules: sign-in-handoff) "Otherwise the wizard continues by template": where a sign-in asked for by the booking carries on.
 * - `nextScreen`: one screen on (Wizard), never past the screen holding `upTo` (GateWay and WizardT, as the sign-in hand-off rule (rules: sign-in-handoff)
 *   says; without `upTo`, up to the last screen);
 * - `payment`: to the screen holding the payment (WizardX);
 * - `confirmBooking`: the template's confirm action runs (Overflow);
 * - `pendingTarget`: the pending target is followed directly (the 360 variant).
 */
export type SignInContinuation =
  | { kind: 'nextScreen'; upTo?: StepName }
  | { kind: 'payment' }
  | { kind: 'confirmBooking' }
  | { kind: 'pendingTarget' };

/** What a template is, as data: everything the flow needs to know about it. Made with `defineTemplate`. */
export interface TemplateDefinition {
  name: TemplateName;
  /** The screens in order; every step on exactly one screen, the steps in the booking's order. */
  screens: readonly ScreenDefinition[];
  /** Where a sign-in started from the booking continues (the sign-in hand-off rule, rules: sign-in-handoff). */
  signInContinues: SignInContinuation;
  /** The card form in a popup over the page, or inline in the payment panel. */
  cardForm: 'popup' | 'inline';
  /** The dialogs rule (rules: modals): the confirm action asks "Payment method: By card, Paypal" in a dialog when both are offered. */
  paymentMethodDialog?: boolean;
  /**
   * The sign-in hand-off rule (rules: sign-in-handoff) target chain: whether the contact and note-to-driver popups appear on the way to confirming. Omitted: the
   * operator's popup-payment settings (configuration `popuppayment`).
   */
  popups?: { contact: boolean; noteToDriver: boolean };
  /** Flight details inline in the journey or asked for in the flight dialog. Omitted: configuration `flightInline`. */
  flights?: 'inline' | 'dialog';
  /**
   * In a client site's booking frame (the licence host rule (rules: licence-host), docs/embedding.md), offer "Continue on the full booking page": for the
   * templates a client puts in a narrow place (a hero banner, a side column), where a customer may want more room.
   */
  handOver?: boolean;
}

export class TemplateDefinitionError extends Error {}

/**
 * A template definition, checked: at least one screen, every step exactly once, in the booking's order (a vehicle
 * chosen before its journey has no fare to show), and a sign-in continuation that names a step the template has.
 */
export function defineTemplate(definition: TemplateDefinition): TemplateDefinition {
  const steps = definition.screens.flatMap((screen) => screen.steps);
  const inOrder = steps.length === STEP_NAMES.length && steps.every((step, index) => step === STEP_NAMES[index]);
  if (!inOrder || definition.screens.some((screen) => screen.steps.length === 0)) {
    throw new TemplateDefinitionError(
      `Template ${definition.name}: its screens must hold ${STEP_NAMES.join(', ')} once each, in that order, and no screen may be empty.`,
    );
  }
  return Object.freeze({ ...definition, screens: Object.freeze([...definition.screens]) });
}

/** The index of the screen that holds `step`. */
export function screenOf(definition: TemplateDefinition, step: StepName): number {
  return Math.max(
    0,
    definition.screens.findIndex((screen) => screen.steps.includes(step)),
  );
}

/** The step a screen starts with: what the booking stores as "where the customer is" (template-independent). */
export function firstStepOf(definition: TemplateDefinition, screen: number): StepName {
  const index = Math.min(Math.max(0, Math.floor(screen) || 0), definition.screens.length - 1);
  return definition.screens[index].steps[0];
}

/** Whether the vehicle is chosen on the same screen as the journey (the 2- and 3-step variants: the wizard steps rule (rules: wizard-steps) check 6). */
export function vehicleWithJourney(definition: TemplateDefinition): boolean {
  return screenOf(definition, 'vehicle') === screenOf(definition, 'journey');
}

/**
 * The screen a sign-in continuation lands on from `screen` (the sign-in hand-off rule, rules: sign-in-handoff), never before where the customer is nor past the
 * last screen. `confirmBooking` and `pendingTarget` stay where they are: the template's confirm action or the
 * target takes over.
 */
export function screenAfterSignIn(definition: TemplateDefinition, screen: number): number {
  const last = definition.screens.length - 1;
  const continuation = definition.signInContinues;
  let target = screen;
  if (continuation.kind === 'nextScreen') {
    const limit = continuation.upTo ? screenOf(definition, continuation.upTo) : last;
    target = Math.min(screen + 1, limit);
  } else if (continuation.kind === 'payment') target = screenOf(definition, 'payment');
  return Math.max(screen, Math.min(target, last));
}

/** The contact and note-to-driver popups a template shows (the sign-in hand-off rule, rules: sign-in-handoff): its own choice, else the operator's popup-payment settings. */
export function popupsOf(
  definition: TemplateDefinition,
  configured: { contact: boolean; noteToDriver: boolean },
): { contact: boolean; noteToDriver: boolean } {
  return definition.popups ?? configured;
}

/** Whether flight details are asked for inline (the wizard steps rule (rules: wizard-steps) check 7) rather than in the flight dialog: the template's own choice, else configuration `flightInline`. */
export function flightsInlineOf(definition: TemplateDefinition, configuredInline: boolean): boolean {
  return definition.flights ? definition.flights === 'inline' : configuredInline;
}

/**
 * Where from a flight lands, as the flight dialog asks it: a template whose sign-in follows the pending target
 * (the 360 variant of the dialogs rule (rules: modals)) asks in free text; every other template picks an airport.
 */
export function flightVariantOf(definition: TemplateDefinition): 'airports' | 'text' {
  return definition.signInContinues.kind === 'pendingTarget' ? 'text' : 'airports';
}

/**
 * Whether "confirm booking" at the end of a sign-in (the sign-in hand-off rule, rules: sign-in-handoff) is the template's confirm action: Overflow's, and the
 * 360 variant's target chain, which ends in it. Every other template continues by screen (screenAfterSignIn).
 */
export function confirmsAfterSignIn(definition: TemplateDefinition): boolean {
  const { kind } = definition.signInContinues;
  return kind === 'confirmBooking' || kind === 'pendingTarget';
}
