/** The payment feature: the booking's payment step (the payment flow rule, rules: payment-flow) and the confirmed / ticket page. */
export { PaymentStep, type PaymentStepProps, type ConfirmedBooking } from './components/PaymentStep';
/** The payment step with the payments adapter, loaded with import() by the booking templates once the first screen is up (issue 27). */
export const loadPaymentStep = () => import('./components/PaymentStep');
export { PaymentProcessDialog, type PaymentProcessDialogProps } from './components/PaymentProcessDialog';
export { submitBooking, type SubmitBookingInput, type BookingSubmission } from './actions/submitBooking';
export { PaymentProcessStatus, confirmLabel, submitButtonLabel, type SubmitOutcome } from './model/outcome';
export { offeredPaymentTypes, paymentColumnSpan, type OfferedPaymentType } from './model/paymentTypes';
export { ensureRequestId, newRequestId } from './model/requestId';
export { TicketView } from './components/TicketView';
export { PayBookingView, type PayBookingViewProps } from './components/PayBookingView';
export { startPaymentReadEarly, type PaymentTarget } from './model/paymentIntentRead';
export { PayDifferenceForm, type PayDifferenceFormProps } from './components/PayDifferenceForm';
