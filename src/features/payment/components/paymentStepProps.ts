/** The payment step's props: what the booking hands it, and what stories and tests replace. */
import type { PaymentProvider } from '@/adapters/payments';
import type { WireBookingRequest, WireBookingResponse } from '@/api';
import type { PayableTotal } from '@/shared';
import type { ReportPayment } from '../actions/confirmAndReport';
import type { BookingSubmission } from '../actions/submitBooking';
import type { OfferedPaymentType } from '../model/paymentTypes';

export interface ConfirmedBooking {
  bookingCode: string;
  bref: number;
  returnRef: number;
  isPaid: boolean;
}

export interface PaymentStepProps {
  /** What the customer pays, in major units of `currencyCode`, with the fare and promo discount it comes from. */
  total: PayableTotal;
  currencyCode: string;
  /** The draft's payment type; the configured default is used when it is empty or not offered. */
  paymentType?: string;
  onPaymentTypeChange?: (type: OfferedPaymentType) => void;
  /** The booking feature's request builder; null when the booking is not ready (the caller shows why). */
  buildRequest: (paymentType: OfferedPaymentType) => WireBookingRequest | null | Promise<WireBookingRequest | null>;
  /** The draft's requestId; one is made and handed to onRequestId when it is empty. */
  requestId?: string;
  onRequestId?: (requestId: string) => void;
  /** Called once the booking exists; the template navigates to confirmed/{bookingCode}. */
  onConfirmed: (booking: ConfirmedBooking) => void;
  /** The wizard steps rule (rules: wizard-steps): Back clears the CVC. The template calls the registered function on Back; the return unregisters it. */
  registerBackHandler?: (clear: () => void) => () => void;
  /**
   * The confirm action for a button outside the form (a template's fixed summary): the step registers it and the
   * return unregisters it. It does what the form's own button does.
   */
  registerConfirm?: (confirm: () => void) => () => void;
  /** Off where a button outside the form is the confirm action; the form still submits with Enter. */
  showSubmit?: boolean;
  /**
   * The card form in the payment form, or in the card popup (the dialogs rule (rules: modals) "Card details") that the confirm action opens
   * once the booking is ready (the wizard steps rule (rules: wizard-steps) "With a profile it goes to the card popup or inline payment").
   */
  cardForm?: 'inline' | 'popup';
  /**
   * The dialogs rule's (rules: modals) payment-method dialog (By card, Paypal) where the template asks for it: card and PayPal are one online
   * choice, and the confirm action asks which.
   */
  methodDialog?: boolean;
  /** Stories and tests: a fake provider or booking call in place of the configured gateway and the API. */
  loadProvider?: () => Promise<PaymentProvider>;
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  report?: ReportPayment;
  now?: () => Date;
}
