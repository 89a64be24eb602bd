import type { Address } from '@/api';
import { emptyDraft } from './model/draft';
import { booking, persistBooking } from './state/bookingStore';

/**
 * Starts a new booking from two addresses (Repeat and Return of spec 4.3): a fresh working booking with the
 * contact kept, the time reset and step 1. It is saved at once, so the booking page restores it (4.11).
 */
export function startBookingFrom(pickUp: Address, dropOff: Address): void {
  // Subscribe before changing: valtio tells a subscriber only of changes made after it subscribed.
  persistBooking();
  const { contact, customer } = booking;
  Object.assign(booking, { ...emptyDraft(), contact, customer, pickUp, dropOff, step: 'journey' });
}

/* The booking flow as data (2.4, 4.4, 4.7): a template is a definition plus an arrangement that calls useBookingFlow. */
export {
  defineTemplate,
  STEP_NAMES,
  TemplateDefinitionError,
  type ScreenDefinition,
  type SignInContinuation,
  type StepName,
  type TemplateDefinition,
} from './model/flow';
export {
  useBookingFlow,
  type BookingFlow,
  type BookingFlowOptions,
  type CustomerStepFlow,
  type PaymentStepFlow,
} from './state/useBookingFlow';

/* The booking panels and their state, for templates (spec 2.4). */
export type { BookingDraft, ReturnKind } from './model/draft';
export { FIELD_IDS, type StepError } from './model/steps';
export { isBookingValid, isQuotationValid } from './model/validity';
export { selectedFare } from './model/quote';
export { payableTotalOf } from './model/payable';
export { setClock, now as bookingNow } from './model/clock';
export { booking, useBooking, resetBooking } from './state/bookingStore';
export { clearBooking } from './state/actions';
export { PAYMENT_RETURN_PARAM, isPaymentReturn } from './state/useBookingSession';
export type { QuoteSettings } from './state/quote';
export { JourneyPanel, type JourneyPanelProps } from './components/journey/JourneyPanel';
export { VehiclePanel, type VehiclePanelProps } from './components/vehicle/VehiclePanel';
export { FareSummary } from './components/FareSummary';
export { PassengersField } from './components/vehicle/PassengersField';
export { journeyMarkers } from './model/mapMarkers';
/** The quotation-expired dialog (4.5), loaded with import() only when a quote expires. */
export const loadQuoteExpiredDialog = () => import('./components/QuoteExpiredDialog');
/* The customer step: contact, flight, note and promo (4.4, 4.7, 4.8), and the booking request (7.6). */
export { CustomerStep, type CustomerStepProps } from './components/customer/CustomerStep';
export { signedOut as forgetSignedOutCustomer, type OpenSignIn } from './state/customerActions';
export type { CustomerProfile } from './model/contact';
export { buildBookingRequest, type BookingRequestBody } from './model/bookingRequest';
