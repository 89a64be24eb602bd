/** The payment panel's props, built from the booking and the flow (the wizard steps and payment flow rules, rules: wizard-steps, payment-flow): its request and what follows a booking. */
import type { Configuration } from '@/api';
import { bookingRequestForTier, type BookingRequestBody } from './bookingRequest';
import type { CustomerProfile } from './contact';
import type { BookingDraft } from './draft';
import type { TemplateDefinition } from './flow';
import { payableTotalOf } from './payable';
import { selectedFare } from './quote';

type PaymentChoice = 'card' | 'cash' | 'paypal';
/** Adds a handler the flow runs later (Back, the confirm action); the returned function removes it. */
type Register = (handler: () => void) => () => void;

/** What the payment panel (the payment feature's PaymentStep) needs from the flow, shaped as its props. */
export interface PaymentStepFlow {
  total: ReturnType<typeof payableTotalOf>;
  currencyCode: string;
  paymentType: string;
  onPaymentTypeChange: (type: PaymentChoice) => void;
  /** The request for the chosen tier, or null (the journey sent back with its errors, or no current fare). */
  buildRequest: (type: PaymentChoice) => BookingRequestBody | null;
  requestId: string;
  onRequestId: (requestId: string) => void;
  /** The wizard steps rule (rules: wizard-steps) "Back clears the CVC": the panel registers what Back clears. */
  registerBackHandler: Register;
  /** The panel registers its confirm action, which the flow runs for a button outside it (flow.confirm). */
  registerConfirm: Register;
  onConfirmed: (confirmed: { bookingCode: string; bref: number }) => void;
  /** The template's card form: in the payment panel or in the card popup (TemplateDefinition.cardForm). */
  cardForm: TemplateDefinition['cardForm'];
  /** The dialogs rule's (rules: modals) payment-method dialog (TemplateDefinition.paymentMethodDialog). */
  methodDialog: boolean;
}

export interface PaymentStepFlowInput {
  /** The booking as shown. */
  draft: Readonly<BookingDraft>;
  /** The booking as it stands when the request is built (the store's live draft). */
  liveDraft: () => Readonly<BookingDraft>;
  definition: TemplateDefinition;
  config: Pick<Configuration, 'currencyCode' | 'defaultPaymentMethod' | 'timeZone'>;
  profile: CustomerProfile | undefined;
  /** The checks a booking waits for: the journey again, and the customer's where they share the payment's screen. */
  readyToBook: () => boolean;
  /** Shows the journey's screen, where a missing fare's progress or reason is. */
  showJourney: () => void;
  patch: (changes: Partial<Pick<BookingDraft, 'paymentType' | 'requestId'>>) => void;
  registerBackHandler: Register;
  registerConfirm: Register;
  /** Once the booking is made: forget it, tell whoever listens, and go to its confirmed page. */
  afterBooking: { clear: () => void; announce: (bref: number) => void; navigate: (path: string) => void };
}

/** The confirmed page of a booking, which reads it by its code. */
export function confirmedPath(bookingCode: string): string {
  return `/confirmed/${bookingCode}`;
}

export function paymentStepFlow(input: PaymentStepFlowInput): PaymentStepFlow {
  const { draft, definition, afterBooking } = input;
  return {
    total: payableTotalOf(draft),
    currencyCode: draft.quotation?.currencyCode || input.config.currencyCode,
    paymentType: draft.paymentType,
    onPaymentTypeChange: (type) => input.patch({ paymentType: type }),
    buildRequest: (type) => {
      if (!input.readyToBook()) return null;
      const booking = input.liveDraft();
      // No current fare (a new quote on its way or refused): the journey's screen shows the progress or the reason.
      if (selectedFare(booking) <= 0) {
        input.showJourney();
        return null;
      }
      return bookingRequestForTier(booking as BookingDraft, type, input.config, input.profile);
    },
    requestId: draft.requestId,
    onRequestId: (requestId) => input.patch({ requestId }),
    registerBackHandler: input.registerBackHandler,
    registerConfirm: input.registerConfirm,
    cardForm: definition.cardForm,
    methodDialog: definition.paymentMethodDialog ?? false,
    onConfirmed: (confirmed) => {
      // The booking is made: the next visit starts a new one, and the confirmed page reads this one by its code.
      afterBooking.clear();
      afterBooking.announce(confirmed.bref);
      afterBooking.navigate(confirmedPath(confirmed.bookingCode));
    },
  };
}
