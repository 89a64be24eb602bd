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
  Object.assign(booking, { ...emptyDraft(), contact, customer, pickUp, dropOff, step: 1 });
}

/* The booking panels and their state, for templates (spec 2.4). */
export type { BookingDraft, ReturnKind } from './model/draft';
export { FIELD_IDS, standingErrors, step1Errors, step2Errors, type StepError, type StepContext } from './model/steps';
export { isBookingValid, isQuotationValid } from './model/validity';
export { selectedFare } from './model/quote';
export { payableTotalOf } from './model/payable';
export { setClock, now as bookingNow } from './model/clock';
export { booking, useBooking, resetBooking } from './state/bookingStore';
export { goToStep, clearBooking } from './state/actions';
export { useBookingSession, PAYMENT_RETURN_PARAM, isPaymentReturn } from './state/useBookingSession';
export { useQuoteLifecycle } from './state/useQuoteLifecycle';
export { quoteState, refreshTimeValidity, type QuoteSettings } from './state/quote';
export { JourneyPanel, type JourneyPanelProps } from './components/journey/JourneyPanel';
export { VehiclePanel, type VehiclePanelProps } from './components/vehicle/VehiclePanel';
export { FareSummary } from './components/FareSummary';
export { journeyMarkers } from './model/mapMarkers';
/** The quotation-expired dialog (4.5), loaded with import() only when a quote expires. */
export const loadQuoteExpiredDialog = () => import('./components/QuoteExpiredDialog');
/* Step 3: contact, flight, note and promo (4.4, 4.7, 4.8), and the booking request (7.6). */
export { CustomerStep, type CustomerStepProps } from './components/customer/CustomerStep';
export { validateCustomerStep, signedOut as forgetSignedOutCustomer, type OpenSignIn } from './state/customerActions';
export { checkCustomerStep, type CustomerStepCheck } from './model/customerStep';
export type { CustomerProfile } from './model/contact';
export { CONTINUE_AFTER_SIGN_IN, type Continuation } from './model/signInHandoff';
export { buildBookingRequest, type BookingRequestBody } from './model/bookingRequest';
