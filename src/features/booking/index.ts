import type { Address } from '@/api';
import { seedFromStart, type BookingStart } from './model/bookingStart';
import { emptyDraft } from './model/draft';
import type { CustomerProfile } from './model/contact';
import { seededDraft } from './model/seed';
import { pageBookingStore, persistBooking, restoreBookingOnce } from './state/bookingStore';
import { signedOut } from './state/customerActions';

/**
 * Starts a new booking on the page's store from two addresses (Repeat and Return of the booking actions rule (rules: booking-actions)): a fresh working
 * booking with the contact kept, the time reset, at the journey. It is saved at once, so the booking page restores
 * it (the storage rule, rules: storage).
 */
export function startBookingFrom(pickUp: Address, dropOff: Address): void {
  const store = pageBookingStore();
  // Subscribe before changing: valtio tells a subscriber only of changes made after it subscribed.
  persistBooking(store);
  const { contact, customer } = store.draft;
  Object.assign(store.draft, { ...emptyDraft(), contact, customer, pickUp, dropOff, step: 'journey' });
}

/** The quote lifecycle and locked contact rules (rules: quote-lifecycle, contact-locked) from any page: the signed-out customer's things leave the page's booking, stored or on screen. */
export function forgetSignedOutCustomer(previous: CustomerProfile): void {
  signedOut(pageBookingStore(), previous);
}

/**
 * Opens the booking with a journey given from outside (a quick-booking link or the licence host's booking
 * parameters, issue 11): a fresh booking with the contact kept. The stored booking is restored first, so the
 * booking page's own restore cannot put the old journey back over this one, and the new one is saved (the storage rule, rules: storage).
 */
export function startBookingWith(start: BookingStart, options: { locked?: boolean; promoCode?: string } = {}): void {
  const store = pageBookingStore();
  restoreBookingOnce(store);
  persistBooking(store);
  const { contact, customer } = store.draft;
  Object.assign(store.draft, {
    ...seededDraft(seedFromStart(start)),
    contact,
    customer,
    locked: options.locked ?? false,
    offeredPromoCode: options.promoCode ?? '',
  });
}
export {
  BOOKING_START_PARAMS,
  bookingStartFromParams,
  bookingStartFromSearch,
  mergeBookingStarts,
  resolveBookingStart,
  saysAnything,
  type BookingStart,
  type BookingStartRequest,
} from './model/bookingStart';

/* The booking flow as data (the wizard layout, wizard steps and sign-in hand-off rules, rules: wizard-layout, wizard-steps, sign-in-handoff): a template is a definition plus an arrangement that calls useBookingFlow. */
export {
  defineTemplate,
  STEP_NAMES,
  TemplateDefinitionError,
  type ScreenDefinition,
  type SignInContinuation,
  type StepName,
  type TemplateDefinition,
} from './model/flow';
export { useBookingFlow, type BookingFlow, type BookingFlowOptions, type ConfirmLabel } from './state/useBookingFlow';
export type { CustomerStepFlow } from './model/customerStepFlow';
export type { PaymentStepFlow } from './model/paymentStepFlow';

/* The booking panels and their state, for templates (the wizard layout rule, rules: wizard-layout). */
export type { BookingDraft, ReturnKind } from './model/draft';
export { FIELD_IDS, type StepError } from './model/steps';
export { isBookingValid, isQuotationValid } from './model/validity';
export { selectedFare } from './model/quote';
export { payableTotalOf } from './model/payable';
export { setClock, now as bookingNow } from './model/clock';
/* A store per booking instance: the page's by default; the prerender, stories and tests provide their own. */
export {
  BookingStoreProvider,
  createBookingStore,
  useBooking,
  useBookingStore,
  type BookingStore,
  type BookingStoreOptions,
} from './state/bookingStore';
/* Quick and lite booking: a store started from bookingparams or URL parameters (createBookingStore({ draft })). */
export { seededDraft, type BookingSeed } from './model/seed';
export {
  bookingStartFromPromotion,
  promotionPage,
  PROMOTION_PARAM,
  withPromotionPlaces,
  type PromotionPage,
} from './model/promotionLink';
export { applyPromotionPeople } from './state/promotionPeople';
export { bookingParamsNow, watchBookingOutcomes, type BookingOutcomeListener } from './state/bookingEvents';
export { PAYMENT_RETURN_PARAM, isPaymentReturn } from './state/useBookingSession';
export type { QuoteSettings } from './state/quote';
export { JourneyPanel, type JourneyPanelProps } from './components/journey/JourneyPanel';
export type { VehiclePanelProps } from './components/vehicle/VehiclePanel';
/**
 * The steps after the journey, loaded with import() so a template's first screen hydrates without their code (issue
 * 27): the vehicles, and the customer step (its forms and their yup and react-hook-form).
 */
export const loadVehiclePanel = () => import('./components/vehicle/VehiclePanel');
export const loadCustomerStep = () => import('./components/customer/CustomerStep');
/** The panels themselves, for stories and tests that render them at once. */
export { VehiclePanel } from './components/vehicle/VehiclePanel';
export { FareSummary } from './components/FareSummary';
export { PassengersField } from './components/vehicle/PassengersField';
export { journeyMarkers } from './model/mapMarkers';
export { journeyMap, type JourneyMap } from './model/journeyMap';
export { journeyLine } from './model/address';
/** The quotation-expired dialog (the quote lifecycle rule, rules: quote-lifecycle), loaded with import() only when a quote expires. */
export const loadQuoteExpiredDialog = () => import('./components/QuoteExpiredDialog');
/* The customer step: contact, flight, note and promo (the wizard steps, sign-in hand-off and locked contact rules, rules: wizard-steps, sign-in-handoff, contact-locked), and the booking request (the booking call rule, rules: call-booking). */
export { CustomerStep, type CustomerStepProps } from './components/customer/CustomerStep';
/* Changing a booking (issue 32): the booking form's journey fields on a booking instance of their own. */
export {
  ChangeTripFields,
  type ChangeTripFieldsProps,
  type ChangeTripValue,
} from './components/change/ChangeTripFields';
/* What the flights feature gives the booking, through the template (issue 12). */
export type {
  FlightAirport,
  FlightDialogPartProps,
  FlightFieldsPartProps,
  FlightParts,
  FlightVariant,
} from './components/flightParts';
export type { OpenSignIn } from './model/signInHandoff';
export type { CustomerProfile } from './model/contact';
export { buildBookingRequest, type BookingRequestBody } from './model/bookingRequest';
